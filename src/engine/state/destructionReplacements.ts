// The replacement effects that may apply to a permanent's destruction (614, 616.1): its shield
// counter (122.1c, only against an effect), its regeneration shield (701.19a), and the umbra armor
// of each Aura on it (702.89a). When more than one applies, the affected object's controller
// chooses one to apply (616.1); it replaces the destruction, so the others don't apply (616.1f).
import type { Tx } from './game';
import type { GameState, ObjectId } from './state';
import { objectAt } from './objectTable';
import { describe } from './game';
import { hasKeyword } from './characteristics';
import { regenerateInstead, type Destruction } from './regeneration';
import { shieldReplacesDestruction } from './shieldCounters';
import { umbraArmorInstead, umbrasOn } from './umbraArmor';

/** One replacement: 'shield', 'regeneration', or the id of an Aura whose umbra armor it is. */
export type DestructionReplacement = string;

/** The replacements that would apply to destroying `id`; `byEffect`: destroyed by an effect, not a state-based action. */
export function destructionReplacements(s: GameState, id: ObjectId, byEffect: boolean, cantBeRegenerated = false): DestructionReplacement[] {
  const o = objectAt(s, id);
  if (!o || o.zone !== 'battlefield') return [];
  const out: DestructionReplacement[] = [];
  if (byEffect && (o.counters.shield ?? 0) > 0) out.push('shield');
  if ((o.regenerationShields ?? 0) > 0 && !cantBeRegenerated && !o.cantBeRegenerated) out.push('regeneration');
  out.push(...umbrasOn(s, id));
  return out;
}

/**
 * The permanents more than one replacement would apply to if a state-based action destroyed them
 * (no shield counter there: 122.1c replaces only an effect's destruction). One pass over the
 * battlefield, as it runs whenever a player would receive priority.
 */
export function withSeveralReplacements(s: GameState): ObjectId[] {
  const count = new Map<ObjectId, number>();
  const add = (id: ObjectId) => count.set(id, (count.get(id) ?? 0) + 1);
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if ((o.regenerationShields ?? 0) > 0 && !o.cantBeRegenerated) add(id);
    if (o.attachedTo !== undefined && !s.players[o.attachedTo] && hasKeyword(s, o, 'umbra armor')) add(o.attachedTo);
  }
  return [...count].filter(([, n]) => n > 1).map(([id]) => id);
}

/** The choice of 616.1 as the prompt offers it: each replacement in the words of its rule. */
export function replacementOptions(s: GameState, options: readonly DestructionReplacement[]): { id: string; label: string }[] {
  return options.map((r) =>
    r === 'shield'
      ? { id: r, label: 'Its shield counter: instead remove a shield counter from it (122.1c)', said: 'to apply its shield counter' }
      : r === 'regeneration'
        ? { id: r, label: 'Its regeneration shield: instead remove all damage from it, tap it, and remove it from combat (701.19a)', said: 'to apply its regeneration shield' }
        : { id: r, label: `The umbra armor of ${describe(s, r)}: instead remove all damage from it and destroy that Aura (702.89a)`, said: `to apply the umbra armor of ${describe(s, r)}` },
  );
}

/**
 * The permanent `id` would be destroyed: the replacement chosen for it (616.1), else the one that
 * applies, replaces that. Returns whether it did (the permanent stays). A regeneration shield that
 * "can't be regenerated" keeps from applying is said in the log (701.19c).
 */
export function replaceDestruction(tx: Tx, id: ObjectId, d: Destruction & { byEffect: boolean }, chosen?: DestructionReplacement): boolean {
  const options = destructionReplacements(tx.s, id, d.byEffect, d.cantBeRegenerated);
  const r = chosen !== undefined && options.includes(chosen) ? chosen : options[0];
  const cites = chosen !== undefined && options.length > 1 ? { ...d, cites: [...(d.cites ?? []), '616.1'] } : d;
  if (r === 'shield') return shieldReplacesDestruction(tx, id, d.what);
  if (r === undefined || r === 'regeneration') return regenerateInstead(tx, id, cites);
  umbraArmorInstead(tx, id, r, cites);
  return true;
}
