// Effects on libraries: draw, mill, scry, surveil, search, shuffle, put on top, reveal the top card (401, 121, 701).
import type { EffectDef, Supertype } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { type Aim, type Context, type TextOf, type Thing, type To, REVEALED, YOU, amount } from './context';
import { eachOf } from './targets';

const SUPERTYPES: readonly string[] = ['Basic', 'Legendary'];
/** "Draw a card", "mill", "scry", "surveil", "search your library", "shuffle", "put on top of its owner's library", "Reveal the top card of your library and put that card into your hand" (121, 401, 701). */
export function lowerLibrary(e: Extract<EffectNode, { kind: 'draw' | 'scry' | 'surveil' | 'putBack' | 'putOnLibrary' | 'exileTop' | 'mill' | 'search' | 'shuffle' | 'revealTopToHand' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'draw': {
      const n = amount(e.count, ctx);
      const who = !e.who ? YOU : e.who.kind === 'each' ? eachOf(e.who) : aim(e.who);
      return n === null || !who ? null : { kind: 'draw', count: n, who };
    }
    case 'scry':
      return typeof e.count.value === 'number' ? { kind: 'scry', count: e.count.value } : null;
    case 'surveil':
      return typeof e.count.value === 'number' ? { kind: 'surveil', count: e.count.value } : null;
    case 'putBack':
      return typeof e.count.value === 'number' ? { kind: 'putBack', count: e.count.value } : null;
    case 'putOnLibrary': {
      // "on top of your library": its owner's only for a card of your own graveyard.
      if (e.yourLibrary && e.what.cards?.owner !== 'you') return null;
      // Several cards put on top at once are arranged by their owner (401.4): a choice not modelled yet.
      if ((e.what.max ?? 1) > 1 || e.what.anyNumber) return null;
      const what = aim(e.what);
      return what && { kind: 'putOnLibrary', what, ...(e.bottom ? { bottom: true as const } : {}) };
    }
    case 'exileTop':
      return { kind: 'exileTop' };
    case 'mill': {
      const n = amount(e.count, ctx);
      const who = !e.who ? YOU : e.who.kind === 'each' ? eachOf(e.who) : aim(e.who);
      return n === null || !who ? null : { kind: 'mill', count: n, who };
    }
    case 'search': {
      // 303.4f: an Aura put onto the battlefield this way needs its player to choose what it enchants, not modelled here.
      if (e.to === 'battlefield' && (e.types.includes('Enchantment') || e.subtypes.includes('Aura'))) return null;
      // "Search target player's library": a player targeted (115.1); no shuffle unless "Then that player shuffles." follows.
      const whose = e.whose ? aim(e.whose) : undefined;
      if (whose === null || (!e.whose && (e.to === 'exile' || e.to === 'graveyard'))) return null;
      const supertypes = e.supertypes.filter((t): t is Supertype => SUPERTYPES.includes(t));
      return {
        kind: 'searchLibrary',
        count: e.count,
        ...(e.types.length ? { types: [...e.types] } : {}),
        ...(supertypes.length ? { supertypes } : {}),
        ...(e.subtypes.length ? { subtypes: [...e.subtypes] } : {}),
        ...(e.anyCard ? { anyCard: true } : {}),
        to: e.to,
        ...(e.tapped ? { tapped: true } : {}),
        ...(e.reveal ? { reveal: true } : {}),
        ...(e.permanent ? { permanent: true } : {}),
        ...(e.manaValueAtMost !== undefined ? { manaValueAtMost: e.manaValueAtMost } : {}),
        ...(e.named ? { named: true } : {}),
        ...(e.cardName ? { cardName: e.cardName } : {}),
        // 701.24a: a search of several zones shuffles only as the next sentence says.
        ...(e.alsoFrom ? { alsoFrom: [...e.alsoFrom], shuffle: 'never' as const } : {}),
        ...(whose ? { whose, shuffle: 'never' as const } : {}),
      };
    }
    case 'shuffle': {
      // 701.24a: "Target player shuffles ...": a player targeted (115.1); no `who`: you.
      if (e.self) return { kind: 'shuffle', who: { who: 'self' }, self: true };
      const who = e.who ? aim(e.who) : YOU;
      return who && { kind: 'shuffle', who, ...(e.graveyard ? { graveyard: true as const } : {}) };
    }
    case 'revealTopToHand':
      ctx.remembered.add(REVEALED);
      return { kind: 'revealTopToHand', remember: REVEALED }; // 701.20a
  }
}

