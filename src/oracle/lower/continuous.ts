// Sentences of continuous effects a resolving spell or ability creates: until end of turn, control, combat rules, prevention (611, 613, 615).
import { amountOf } from '../lowerStatic';
import type { Affected, Amount, EffectDef } from '../../engine/state/card';
import type { CountNode, EffectNode } from '../tree';
import { untilEndOfTurnEffects } from '../lowerContinuous';
import { changeEffect, durationOf } from '../lowerChange';
import { type Context, type EffectOf, type EffectsOf, type TextOf, unpaidFor } from './context';
import { eventCreature, modified, sameTarget } from './refer';
import { eachOf } from './targets';

/**
 * What "until end of turn for each ..." counts, as it resolves (608.2h); "creature blocking it" only
 * where "it" is the source (the creatures blocking the source, 509.1h: a permanent's own ability).
 */
function perEachNow(c: CountNode, what: Affected | null, ctx: Context): Amount | null {
  if (c.blockingIt) return what && 'who' in what && what.who === 'self' && !ctx.spell ? { of: 'blockingSource', beyond: c.blockingIt.beyond, times: 1 } : null;
  return amountOf(c);
}
/** A sentence of continuous effects (611.2a), its object read against the effect before it (608.2c). */
export function lowerContinuousSentence(e: Extract<EffectNode, { kind: 'untilEndOfTurn' | 'change' | 'fight' | 'switchPt' | 'skipNextUntap' | 'keptTapped' | 'combatThisTurn' | 'exileIfDies' | 'preventAll' | 'gainControl' }>, ctx: Context, textOf: TextOf, out: EffectDef[], last: EffectDef | undefined, effect: EffectOf, effectsOf: EffectsOf): boolean {
  switch (e.kind) {
    case 'untilEndOfTurn': {
      if (ctx.choosingColor) return false;
      const what = modified(e.what, ctx) ?? sameTarget(e.what, last, ctx);
      const per = e.per ? perEachNow(e.per, what, ctx) : undefined;
      if (per === null) return false;
      const defs = untilEndOfTurnEffects(e, what, ctx.x, per);
      if (!defs) return false;
      out.push(...defs);
      return true;
    }
    case 'change': {
      if (ctx.choosingColor) return false;
      // 305.7, 608.2d: "Target land becomes the basic land type of your choice until end of turn.", alone in its sentence.
      const landType = e.parts.find((p) => !Array.isArray(p) && p.kind === 'landTypeOfChoice');
      if (landType) {
        const what = e.duration === 'endOfTurn' && e.parts.length === 1 ? modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) : null;
        if (!what) return false;
        out.push({ kind: 'becomesLandTypeOfChoice', what, duration: 'endOfTurn' });
        return true;
      }
      // 205.3m, 608.2d: "~ becomes the creature type of your choice until end of turn.", alone in its sentence.
      const creatureType = e.parts.find((p) => !Array.isArray(p) && p.kind === 'creatureTypeOfChoice');
      if (creatureType && !Array.isArray(creatureType) && creatureType.kind === 'creatureTypeOfChoice') {
        const what = e.duration === 'endOfTurn' && e.parts.length === 1 ? modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) : null;
        if (!what) return false;
        out.push({ kind: 'becomesCreatureTypeOfChoice', what, ...(creatureType.also ? { also: true as const } : {}), duration: 'endOfTurn' });
        return true;
      }
      const chosen = e.parts.find((p) => !Array.isArray(p) && p.kind === 'colorOfChoice');
      if (chosen && !Array.isArray(chosen) && chosen.kind === 'colorOfChoice') {
        // 608.2d, 613.1e: the color (or colors) chosen as it resolves, until end of turn; the
        // sentence's other changes ("gets +1/+1 and becomes ...") an effect of their own.
        const what = e.duration === 'endOfTurn' ? modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) : null;
        const rest = e.parts.filter((p) => p !== chosen);
        const others = what && rest.length > 0 ? changeEffect({ ...e, parts: rest }, structuredClone(what), ctx.x, textOf({ span: e.words }).replace(/,? and becomes? the color(?: or colors)? of your choice|becomes? the color(?: or colors)? of your choice,? and /, '')) : null;
        if (!what || (rest.length > 0 && !others)) return false;
        if (others) out.push(others);
        out.push({ kind: 'becomesColorOfChoice', what, many: chosen.many, duration: 'endOfTurn' });
        return true;
      }
      const def = changeEffect(e, modified(e.what, ctx) ?? sameTarget(e.what, last, ctx), ctx.x, textOf({ span: e.words }));
      if (!def) return false;
      out.push(def);
      return true;
    }
    case 'fight': {
      // "Target creature you control gets +1/+2 until end of turn. It fights ...": "it" is the one creature just targeted (608.2c).
      if (ctx.choosingColor || unpaidFor(last)) return false;
      const it = e.what.kind === 'ref' ? sameTarget(e.what, last, ctx) : null;
      const other = it && (e.other === 'itself' ? structuredClone(it) : e.other === 'source' ? ({ who: 'self' } as const) : modified(e.other, ctx));
      const def = it ? other && ({ kind: 'fight', what: it, other, ...(e.oneWay ? { oneWay: true } : {}) } as const) : effect(e, ctx, textOf);
      if (!def) return false;
      out.push(def);
      return true;
    }
    case 'switchPt': {
      // 613.4d: in layer 7d, after every other change of power and toughness.
      const what = !ctx.choosingColor && modified(e.what, ctx);
      if (!what) return false;
      out.push({ kind: 'continuous', what, changes: [{ layer: '7d', switch: true }], duration: 'endOfTurn', text: 'power and toughness switched' });
      return true;
    }
    case 'skipNextUntap': {
      // 502.3: "It" is the one permanent the effect before tapped or targeted (608.2c); "That creature", the event's (120.3).
      const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) ?? eventCreature(e.what, last, ctx));
      if (!what) return false;
      out.push({ kind: 'skipNextUntap', what });
      return true;
    }
    case 'keptTapped': {
      // 502.3, 611.2b: "It" is the one permanent the effect before tapped or targeted (608.2c); a
      // rule of the game on it, in no layer, while the duration lasts.
      const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx));
      if (!what) return false;
      out.push({ kind: 'continuous', what, changes: [], duration: durationOf(e.duration), text: "doesn't untap during its controller's untap step", doesntUntap: true });
      return true;
    }
    case 'combatThisTurn': {
      // 509.1b, 611.2a: kept beside the layers, ending in the cleanup step (514.2).
      const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx));
      // "can't block ~ this turn": ~ is a permanent, the attacker (a spell is never one).
      if (!what || ((e.restriction.cantBlockSource || e.restriction.blocksSource) && ctx.spell)) return false;
      // The words after the subject ("can't block this turn"); all of them when the subject was "it" of a sentence before.
      const words = e.what.span.end > e.span.start ? { start: e.what.span.end + 1, end: e.span.end } : e.span;
      out.push({ kind: 'continuous', what, changes: [], duration: 'endOfTurn', text: textOf({ span: words }).replace(/\.$/, ''), combat: { ...e.restriction } });
      return true;
    }
    case 'exileIfDies': {
      // 614.1a: "that creature" is the one target of the effect before (608.2c); "dealt damage this way", what it was dealt to.
      if (ctx.choosingColor || !last) return false;
      if (e.what === 'dealtThisWay') {
        if (last.kind !== 'damage') return false;
        out.push({ kind: 'exileIfDies', what: last.to, dealtDamage: e.types ? { types: [...e.types] } : {} });
        return true;
      }
      // After "... and 2 damage to that creature's controller", "that creature" is still the target.
      const dealt = last.kind === 'damage' ? ('controllerOfTarget' in last.to ? { target: last.to.controllerOfTarget } : last.to) : null;
      const what = dealt ?? (last.kind === 'pump' || last.kind === 'continuous' ? last.what : null);
      if (!what || !('target' in what) || (ctx.targets[what.target]?.max ?? 1) !== 1 || ctx.targets[what.target]?.anyNumber) return false;
      out.push({ kind: 'exileIfDies', what: { target: what.target } });
      return true;
    }
    case 'preventAll': {
      // 615.1a: of the one object the words name, fixed as it resolves; "that creature", "it": the one targeted before (608.2c).
      const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx));
      if (!what) return false;
      out.push({ kind: 'preventAll', what, direction: e.direction, combatOnly: e.combatOnly });
      return true;
    }
    case 'gainControl': {
      // 613.1b: the controller of the resolving spell or ability gains control.
      const what = ctx.choosingColor ? null : e.what.kind === 'ref' ? sameTarget(e.what, last, ctx) : e.what.kind === 'each' ? eachOf(e.what) : modified(e.what, ctx);
      if (!what) return false;
      out.push({ kind: 'continuous', what, changes: [{ layer: '2', controller: 'effectController' }], duration: durationOf(e.duration), text: 'comes under the control of the effect\'s controller' });
      return true;
    }
  }
}

