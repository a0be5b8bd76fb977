// Effects that move objects between zones: destroy, exile, return, sacrifice, discard (400, 701.8, 701.9, 701.13, 701.21).
import type { EffectDef } from '../../engine/state/card';
import { lowerZoneMove, returnEventCardEffect } from '../lowerZoneMoves';
import { changesZone, lowerSelf, toOwnGraveyard } from '../lowerSelf';
import type { EffectNode, TriggerNode } from '../tree';
import { type Aim, type Context, type TextOf, type Thing, type To, YOU, amount } from './context';
import { eachOf } from './targets';
import { refer } from './refer';

/**
 * The trigger events the engine watches for in graveyards (113.6m): die rolls (stack/diceTriggers.ts),
 * spells cast and permanents entering (stack/triggers.ts).
 */
const watchedInGraveyard = (t: TriggerNode): boolean => t.kind === 'trigger' && (t.event === 'rollsDice' || t.event === 'cast' || t.event === 'permanentEnters');
/** "Destroy", "exile", "return to its owner's hand", "return to the battlefield", "sacrifice", "discard" (400.7, 701). */
export function lowerZones(e: Extract<EffectNode, { kind: 'bounce' | 'destroy' | 'exile' | 'exileGraveyard' | 'discard' | 'sacrifice' | 'returnChosen' | 'sacrificeUnless' | 'sacrificeSelf' | 'exileSelf' | 'transformSelf' | 'returnSelfFromGraveyard' | 'returnToBattlefield' | 'putFromHand' | 'returnEventCard' | 'returnLinked' | 'exileUntilLeaves' | 'exileFromGraveyard' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'bounce': {
      // "to your hand" is its owner's hand only for a card of your own graveyard.
      if (e.toYourHand && (e.what?.kind !== 'target' || e.what.cards?.owner !== 'you')) return null;
      if (e.toTheirHand && (e.what?.kind !== 'target' || e.what.cards?.owner !== 'opponent')) return null;
      // "Return ~": after a zone change it is the card in its new zone (603.6c), not followed yet.
      // 400.7e: after "When ~ dies" or "is put into a graveyard from the battlefield", the card it became there.
      if (!e.what && changesZone(ctx.trigger)) return toOwnGraveyard(ctx.trigger) ? { kind: 'bounce', what: { who: 'eventCard' } } : null;
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'bounce', what };
    }
    case 'destroy': {
      const what = thing(e.what);
      return what && { kind: 'destroy', what };
    }
    case 'exile': {
      const what = thing(e.what);
      return what && { kind: 'exile', what };
    }
    case 'exileGraveyard': {
      // "all graveyards": each player's (406.2).
      const whose = e.whose.kind === 'each' ? (e.whose.players === 'all' ? eachOf(e.whose) : null) : e.whose.players ? aim(e.whose) : null;
      return whose && { kind: 'exileGraveyard', whose };
    }
    case 'discard': {
      const n = e.hand ? 0 : amount(e.count, ctx);
      const who = e.who ? to(e.who) : YOU;
      return n === null || !who ? null : { kind: 'discard', count: n, who, ...(e.atRandom ? { atRandom: true as const } : {}), ...(e.hand ? { hand: true as const } : {}) };
    }
    case 'sacrifice': {
      const who = to(e.who);
      return who && { kind: 'sacrifice', who, types: [...e.types], ...(e.count ? { count: e.count } : {}) };
    }
    case 'returnChosen':
      return { kind: 'returnChosen', who: YOU, types: [...e.types], ...(e.colors ? { colors: [...e.colors] } : {}), ...(e.another ? { another: true as const } : {}) };
    case 'sacrificeUnless': {
      // The source itself is sacrificed: "it" only after its own event, and not where it has left (lowerSelf.ts).
      if (!lowerSelf('sacrificeSelf', ctx.spell, ctx.trigger, undefined, e.it)) return null;
      if (e.act === 'payLife') return { kind: 'sacrificeUnless', act: 'payLife', life: e.life };
      if (e.act === 'discard') {
        return {
          kind: 'sacrificeUnless',
          act: 'discard',
          count: e.count,
          ...(e.type ? { type: e.type } : {}),
          ...(e.non ? { non: true as const } : {}),
          ...(e.atRandom ? { atRandom: true as const } : {}),
        };
      }
      return {
        kind: 'sacrificeUnless',
        unless: e.type,
        ...(e.act === 'return' ? { act: 'return' as const } : {}),
        ...(e.subtype ? { subtype: e.subtype } : {}),
        ...(e.notSubtype ? { notSubtype: e.notSubtype } : {}),
        ...(e.another ? { another: true as const } : {}),
        ...(e.untapped ? { untapped: true as const } : {}),
        ...(e.count ? { count: e.count } : {}),
        ...(e.anyController ? { anyController: true as const } : {}),
      };
    }
    case 'sacrificeSelf':
    case 'exileSelf':
    case 'transformSelf':
      // 601.2h: "sacrifice it unless {U} was spent to cast it", of its own enters trigger only (the permanent the spell became).
      if ('unlessSpent' in e && e.unlessSpent) {
        const t = ctx.trigger;
        return t?.kind === 'trigger' && t.event === 'enters' && lowerSelf('sacrificeSelf', ctx.spell, t, undefined, true) ? { kind: 'sacrificeSelf', unlessSpent: e.unlessSpent } : null;
      }
      // "Return target artifact card ... to the battlefield. ... Sacrifice it at the beginning of the
      // next end step.": "it" is the object named before (608.2c), not the source.
      if ('it' in e && e.it && (ctx.targets.length > 0 || ctx.remembered.size > 0)) return null;
      // "Exile ~ with three time counters on it.": a resolving spell's own card (406.2, 608.2n), the counters put on it
      // as it is exiled (122.1); with suspend it is then suspended (702.62b). Not a permanent's, nor a count read later.
      if (e.kind === 'exileSelf' && e.timeCounters) {
        const n = e.timeCounters.value;
        return ctx.spell && typeof n === 'number' && !e.timeCounters.forEach && n > 0 ? { kind: 'exile', what: { who: 'self' }, counters: { time: n } } : null;
      }
      return lowerSelf(e.kind, ctx.spell, ctx.trigger, 'unlessPays' in e ? e.unlessPays : undefined, 'it' in e ? e.it : undefined);
    case 'returnSelfFromGraveyard':
      // Only an activated ability's (lower.ts gives it its zone): a spell's or a trigger's "~" would be another object (400.7);
      // a die-roll trigger of the card in the graveyard is watched there (113.6m, stack/diceTriggers.ts).
      if (ctx.spell || (ctx.trigger && !watchedInGraveyard(ctx.trigger))) return null;
      // "to the battlefield (tapped)": under its owner's control, the player whose graveyard it was in (110.2).
      return e.to === 'battlefield' ? { kind: 'returnToBattlefield', what: { who: 'self' }, owner: true, ...(e.tapped ? { tapped: true as const } : {}) } : { kind: 'bounce', what: { who: 'self' } };
    case 'returnToBattlefield': {
      // Only a card in a graveyard (a permanent is on the battlefield already).
      if (!e.what.cards) return null;
      const what = aim(e.what);
      // 110.2: under the control of the player who puts it there, unless the effect says its owner's.
      return what && { kind: 'returnToBattlefield', what, ...(e.under === 'owner' ? { owner: true as const } : {}), ...(e.tapped ? { tapped: true as const } : {}) };
    }
    case 'putFromHand':
      return lowerZoneMove(e);
    case 'returnEventCard': {
      // "it" of a combat event is the source (refer); of "dies", the card in the graveyard.
      const it = refer({ kind: 'ref', span: e.span, word: 'it' }, ctx);
      return returnEventCardEffect(e, ctx.trigger, !!it && 'who' in it && it.who === 'self');
    }
    case 'returnLinked':
      // 607.2a: linked to the exile of another ability of the card (linkedExile.ts marks it, or drops this).
      return { kind: 'returnLinkedExiled', to: e.to, ...(e.tapped ? { tapped: true as const } : {}), ...(e.control === 'you' ? { control: 'you' as const } : {}) };
    case 'exileUntilLeaves': {
      // 610.3: "that card" is the card chosen from the revealed hand (608.2c).
      const what = e.what === 'chosen' ? (ctx.remembered.has('card') ? { remembered: 'card' } : null) : aim(e.what);
      return what && { kind: 'exile', what, untilSourceLeaves: true };
    }
    case 'exileFromGraveyard': {
      const chooser = e.chooser.kind === 'target' ? aim(e.chooser) : refer(e.chooser, ctx);
      ctx.remembered.add('card');
      return chooser && { kind: 'exileFromGraveyard', chooser, types: [...e.types], remember: 'card' };
    }
  }
}

