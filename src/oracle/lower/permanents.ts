// Effects on permanents: tap, untap, attach, regenerate, fight, and the keyword actions explore, connive, detain (701).
import type { EffectDef } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import type { Aim, Context, TextOf, Thing, To } from './context';
import { enteredIt, enteringCreature, modified, refer } from './refer';

/** "Tap", "untap", "attach", "regenerate", "fights", "explores", "connives", "detain" (701.3, 701.14, 701.19, 701.26, 701.35, 701.44, 701.50). */
export function lowerPermanents(e: Extract<EffectNode, { kind: 'explore' | 'connive' | 'detain' | 'tap' | 'untap' | 'attach' | 'tapOrUntap' | 'removeFromCombat' | 'cantBeRegeneratedThisTurn' | 'regenerate' | 'fight' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'explore':
      // The source explores: "~ explores" of its own ability; "It explores" only where the trigger is the source's own event
      // (Path of Discovery's "it" is the creature that entered).
      if (ctx.spell) return null;
      if (e.it && !(ctx.trigger?.kind === 'trigger' && !('permanents' in ctx.trigger) && (ctx.trigger.event === 'enters' || ctx.trigger.event === 'combatDamageToPlayer'))) return null;
      return { kind: 'explore' };
    case 'connive': {
      // 701.50a: "~ connives", or "it connives": the permanent that entered ("When ~ enters, it connives") or the one the trigger names.
      const selfEnters = ctx.trigger?.kind === 'trigger' && ctx.trigger.event === 'enters' && ctx.targets.length === 0;
      const what = e.it ? (selfEnters ? ({ who: 'self' } as const) : refer({ kind: 'ref', span: e.span, word: 'it' }, ctx)) : ctx.spell ? null : ({ who: 'self' } as const);
      return what && ('who' in what && (what.who === 'self' || what.who === 'eventObject')) ? { kind: 'connive', what } : null;
    }
    case 'detain': {
      const what = aim(e.what);
      return what && { kind: 'detain', what }; // 701.35a
    }
    case 'tap': {
      // "all other creatures": other than the permanent whose ability it is (a spell's "other" would name something else).
      if (e.what?.kind === 'each' && e.what.other && ctx.spell) return null;
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'tap', what };
    }
    case 'untap': {
      if (e.what?.kind === 'each' && e.what.other && ctx.spell) return null;
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'untap', what };
    }
    case 'attach': {
      // 701.3a. The source attached ("~", "it"): a permanent's ability only (the engine attaches it
      // only while it is the object it was, 400.7); "it" only in its own enters trigger.
      if (ctx.spell && !e.what) return null;
      if (e.it && !(ctx.trigger?.kind === 'trigger' && ctx.trigger.event === 'enters' && ctx.targets.length === 0 && ctx.remembered.size === 0)) return null;
      const what = e.what ? aim(e.what) : undefined;
      if (e.what && !what) return null;
      const onto = !e.to ? ({ who: 'self' } as const) : enteringCreature(e.to, ctx) ?? aim(e.to);
      if (!onto) return null;
      return what ? { kind: 'attach', what, to: onto } : { kind: 'attach', to: onto };
    }
    case 'tapOrUntap': {
      const what = aim(e.what);
      return what && { kind: 'tapOrUntap', what };
    }
    case 'removeFromCombat': {
      const what = aim(e.what);
      return what && { kind: 'removeFromCombat', what };
    }
    case 'cantBeRegeneratedThisTurn': {
      // "It" is read with the damage before it (effectsOf).
      if (e.it) return null;
      const what = e.what ? aim(e.what) : { who: 'self' as const };
      return what && { kind: 'cantBeRegenerated', what };
    }
    case 'regenerate': {
      // 701.19a: a shield on the source ("Regenerate ~") or on each permanent named.
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'regenerate', what };
    }
    case 'fight': {
      // Targets in the text's order (601.2c): the fighter's, then the other's.
      const what = modified(e.what, ctx) ?? enteredIt(e.what, ctx);
      const other = what && (e.other === 'itself' ? structuredClone(what) : e.other === 'source' ? ({ who: 'self' } as const) : modified(e.other, ctx));
      return what && other ? { kind: 'fight', what, other, ...(e.oneWay ? { oneWay: true } : {}) } : null;
    }
  }
}

