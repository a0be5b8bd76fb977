// Shield counters (122.1c): one or more on a permanent create a single replacement effect, "If this
// permanent would be destroyed as the result of an effect, instead remove a shield counter from it",
// and a single prevention effect, "If damage would be dealt to this permanent, prevent that damage
// and remove a shield counter from it". When another effect would also prevent the damage or
// replace the destruction, the order is the controller's (616.1): the sandbox applies effects that
// prevent all of the damage first (they cost nothing), then the shield counter, then prevention
// shields of a fixed amount (not asked yet, a limit); for a destruction with a regeneration shield
// that may apply too (701.19a), the controller is asked which applies (effects/destructionOrder.ts).
import type { Tx } from './game';
import { describe, log, patchObject } from './game';
import type { ObjectId } from './state';
import { objectAt } from './objectTable';

function removeShield(tx: Tx, id: ObjectId): number {
  const o = objectAt(tx.s, id);
  const have = o.counters.shield ?? 0;
  const { shield: _gone, ...others } = o.counters;
  patchObject(tx, id, { counters: have > 1 ? { ...o.counters, shield: have - 1 } : others });
  return have;
}

/**
 * The damage `what` would deal to the permanent `id` is prevented by its shield counters: one
 * counter is removed for the damage event (`used`: the permanents whose shield already acted in
 * this event, as when several creatures deal combat damage to it at once, 510.2).
 */
export function shieldPrevents(tx: Tx, id: ObjectId, what: string, used?: Set<ObjectId>): boolean {
  const o = objectAt(tx.s, id);
  if (!o || o.zone !== 'battlefield') return false;
  if (used?.has(id)) {
    log(tx, ['122.1c', '615.1a'], `${what} is prevented: a shield counter of ${describe(tx.s, id)} already prevents the damage of this event.`, [id]);
    return true;
  }
  if ((o.counters.shield ?? 0) <= 0) return false;
  used?.add(id);
  const had = removeShield(tx, id);
  log(tx, ['122.1c', '615.1a'], `${what} is prevented by ${describe(tx.s, id)}'s shield counter, and a shield counter is removed from it (${had} → ${had - 1}).`, [id]);
  return true;
}

/** The permanent `id` would be destroyed by an effect: a shield counter is removed from it instead (122.1c, 614.1a). */
export function shieldReplacesDestruction(tx: Tx, id: ObjectId, what: string): boolean {
  const o = objectAt(tx.s, id);
  if (!o || o.zone !== 'battlefield' || (o.counters.shield ?? 0) <= 0) return false;
  const had = removeShield(tx, id);
  log(tx, ['122.1c', '614.1a'], `${what}; instead a shield counter is removed from it (${had} → ${had - 1}), and it stays on the battlefield.`, [id]);
  return true;
}
