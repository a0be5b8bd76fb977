// 506.4: an effect that removes a creature from combat (regeneration, 701.19a). The permanent stays
// on the battlefield but stops being an attacking or blocking creature: it leaves the lists of
// state.combat, and the creatures it blocked or was blocked by forget it. An attacker it blocked
// stays blocked (509.1h, 506.4); one that attacked leaves its blockers blocking nothing from it.
import type { Tx } from '../state/game';
import { log, patchState } from '../state/game';
import type { Combat, ObjectId } from '../state/state';

/** Whether the object is an attacking or blocking creature in the combat under way. */
export function inCombat(combat: Combat | undefined, id: ObjectId): boolean {
  return !!combat && (combat.attackers.some((a) => a.id === id) || combat.blockers.some((b) => b.id === id));
}

/**
 * Takes one object out of the combat under way, if it is in it (506.4), and logs it under `rule`
 * with `why` (what removed it). Returns whether it was in combat.
 */
export function removeFromCombat(tx: Tx, id: ObjectId, rule: string | readonly [string, ...string[]], why: string): boolean {
  const c = tx.s.combat;
  if (!c || !inCombat(c, id)) return false;
  const next: Combat = {
    ...c,
    attackers: c.attackers.filter((a) => a.id !== id).map((a) => (a.blockedBy.includes(id) ? { ...a, blockedBy: a.blockedBy.filter((b) => b !== id) } : a)),
    blockers: c.blockers.filter((b) => b.id !== id).map((b) => (b.blocks.includes(id) ? { ...b, blocks: b.blocks.filter((a) => a !== id) } : b)),
  };
  patchState(tx, { combat: next });
  log(tx, rule, why, [id]);
  return true;
}
