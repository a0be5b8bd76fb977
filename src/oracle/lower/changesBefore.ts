// Sentences that change the effect before them: kicked amounts, new targets, "it can't be regenerated" (608.2c, 702.33d, 707.10c).
import type { EffectDef } from '../../engine/state/card';
import { counteredInsteadOf, returnExiledEffect } from '../lowerZoneMoves';
import type { EffectNode } from '../tree';
import { type Context, type EffectOf, type EffectsOf, type TextOf, unpaidFor } from './context';

/** The last copy of a spell among `out`, or inside the "you may" (or its "If you do", or a paid "If you do", 118.12) that ends it. */
function lastCopy(out: EffectDef[]): Extract<EffectDef, { kind: 'copySpell' }> | null {
  const last = out[out.length - 1];
  if (last?.kind === 'copySpell') return last;
  if (last?.kind === 'may') return lastCopy(last.ifDone ?? last.effects);
  if (last?.kind === 'mayPay') return lastCopy(last.effects);
  return null;
}
/** A sentence that changes the effect just before it, or its copy (608.2c); false where there is none to change. */
export function lowerChangesBefore(e: Extract<EffectNode, { kind: 'mayPlayExiled' | 'shuffleIfSearched' | 'kickedInstead' | 'newTargets' | 'cantBeRegenerated' | 'cantBeRegeneratedThisTurn' | 'kickedPumpInstead' | 'counteredInstead' | 'returnExiled' | 'castFromGraveyardInstead' }>, ctx: Context, textOf: TextOf, out: EffectDef[], last: EffectDef | undefined, effect: EffectOf, effectsOf: EffectsOf): boolean {
  switch (e.kind) {
    case 'mayPlayExiled': {
      // 611.2a: the card the exile just before put there ("that card", "it").
      if (last?.kind !== 'exileTop' || last.mayPlay) return false;
      last.mayPlay = e.until;
      return true;
    }
    case 'shuffleIfSearched': {
      // 701.24a: "If you search your library this way, shuffle.": of the search just before, of several zones.
      const search = last?.kind === 'may' && last.effects.length === 1 && !last.ifDone ? last.effects[0] : last;
      if (search?.kind !== 'searchLibrary' || search.shuffle !== 'never' || !(e.theirs ? search.whose : search.alsoFrom)) return false;
      // "Then that player shuffles.": the searched library's owner, always; else only after a library search.
      if (e.theirs) delete search.shuffle;
      else search.shuffle = 'ifLibrary';
      return true;
    }
    case 'kickedInstead': {
      // 702.33d: the kicked amount replaces the damage the sentence before deals.
      if (last?.kind !== 'damage' || typeof last.amount !== 'number' || typeof e.amount.value !== 'number') return false;
      last.amount = { of: 'ifKicked', kicked: e.amount.value, otherwise: last.amount };
      return true;
    }
    case 'newTargets': {
      // 707.10c: the controller of the copy may choose new targets for it.
      const copy = lastCopy(out);
      if (!copy || copy.newTargets) return false;
      copy.newTargets = true;
      if (last?.kind === 'may' && !last.ifDone) last.prompt += ` (${textOf(e).replace(/\.$/, '').replace(/^You/, 'you')})`;
      return true;
    }
    case 'cantBeRegenerated': {
      // "Destroy target creature. It can't be regenerated.": "It" is the one destroyed, "They" all of them (701.19c);
      // "That creature" the one creature targeted.
      if (last?.kind !== 'destroy' || 'each' in last.what !== (e.pronoun === 'They') || last.noRegeneration) return false;
      if (e.pronoun === 'That creature' && !('target' in last.what && ctx.targets[last.what.target]?.filter.permanents?.join() === 'Creature')) return false;
      last.noRegeneration = true;
      return true;
    }
    case 'cantBeRegeneratedThisTurn': {
      if (!e.it) {
        const def = !ctx.choosingColor && effect(e, ctx, textOf);
        if (!def) return false;
        out.push(def);
        return true;
      }
      // "~ deals 1 damage to target creature. It can't be regenerated this turn.": "It" is that
      // creature, whether or not the damage was dealt (701.19c).
      const to = last?.kind === 'damage' && 'target' in last.to ? ctx.targets[last.to.target] : undefined;
      if (!to || last?.kind !== 'damage' || !('target' in last.to) || to.filter.permanents?.join() !== 'Creature' || to.filter.players || (to.max ?? 1) !== 1 || to.anyNumber) return false;
      out.push({ kind: 'cantBeRegenerated', what: { target: last.to.target } });
      return true;
    }
    case 'kickedPumpInstead': {
      // 702.33d: "that creature" is the one target the pump before it affects; the kicked amounts replace its own.
      const p = e.change;
      if (last?.kind !== 'pump' || !('target' in last.what) || (ctx.targets[last.what.target]?.max ?? 1) !== 1 || ctx.targets[last.what.target]?.anyNumber) return false;
      if (typeof last.power !== 'number' || typeof last.toughness !== 'number' || typeof p.power !== 'number' || typeof p.toughness !== 'number') return false;
      last.power = { of: 'ifKicked', kicked: p.power, otherwise: last.power };
      last.toughness = { of: 'ifKicked', kicked: p.toughness, otherwise: last.toughness };
      return true;
    }
    case 'counteredInstead':
      if (ctx.choosingColor || !counteredInsteadOf(e, last, (i) => (ctx.targets[i]?.max ?? 1) === 1 && !ctx.targets[i]?.anyNumber)) return false;
      return true;
    case 'returnExiled': {
      const r = !ctx.choosingColor && !unpaidFor(last) && returnExiledEffect(e, last);
      if (!r) return false;
      (r.inside ?? out).push(r.def);
      return true;
    }
    case 'castFromGraveyardInstead': {
      const copy = lastCopy(out);
      if (!copy || copy.times !== undefined || copy.newTargets) return false;
      copy.times = { of: 'ifCastFrom', zone: 'graveyard', then: e.times, otherwise: 1 };
      return true;
    }
  }
}

