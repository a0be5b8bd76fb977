// 506.4: removal from combat. A creature that leaves the battlefield, changes controller or stops
// being a creature stops being an attacking or blocking creature; a planeswalker that leaves, changes
// controller or stops being a planeswalker stops being attacked, and its attackers attack nothing
// (506.4c). An attacker stays blocked when its blockers leave (509.1h). An effect may also remove
// a permanent from combat by name (regeneration, 701.19a).
import { isCreature, isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { log, patchState, playersInGame } from '../state/game';
import type { Combat, CombatAttacker, CombatBlocker, GameState, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';

function stillAttacking(s: GameState, id: ObjectId): boolean {
  const o = objectAt(s, id);
  return !!o && o.zone === 'battlefield' && isCreature(s, o) && o.controller === s.turn.active;
}

function stillBlocking(s: GameState, id: ObjectId, player: string): boolean {
  const o = objectAt(s, id);
  return !!o && o.zone === 'battlefield' && isCreature(s, o) && o.controller === player;
}

/** Still a planeswalker controlled by a player the active player attacks (an opponent, 802.2). */
function stillAttacked(s: GameState, id: ObjectId): boolean {
  const o = objectAt(s, id);
  return !!o && o.zone === 'battlefield' && isType(s, o, 'Planeswalker') && o.controller !== s.turn.active && playersInGame(s).includes(o.controller);
}

/**
 * The combat without these attacking or blocking creatures and attacked planeswalkers. An attacker
 * stays blocked when its blockers leave (509.1h); one attacking a planeswalker that left combat
 * attacks nothing (506.4c).
 */
function withoutCombatants(c: Combat, creatures: readonly ObjectId[], walkers: readonly ObjectId[]): Combat {
  const gone = new Set(creatures);
  const involves = (ids: readonly ObjectId[]) => {
    for (const id of ids) if (gone.has(id)) return true;
    return false;
  };
  // Plain loops, and only the entries that change are copied: the state-based actions after a big
  // combat remove a hundred creatures one by one, each touching one or two entries of a hundred.
  const attackers: CombatAttacker[] = [];
  for (const a of c.attackers) {
    if (gone.has(a.id)) continue;
    let next = a;
    if (a.attacks !== null && walkers.includes(a.attacks)) next = { ...next, attacks: null };
    if (involves(a.blockedBy)) next = { ...next, blockedBy: a.blockedBy.filter((b) => !gone.has(b)) };
    attackers.push(next);
  }
  const blockers: CombatBlocker[] = [];
  for (const b of c.blockers) {
    if (gone.has(b.id)) continue;
    blockers.push(involves(b.blocks) ? { ...b, blocks: b.blocks.filter((a) => !gone.has(a)) } : b);
  }
  return { ...c, attackers, blockers };
}

/** Whether the object is an attacking or blocking creature in the combat under way. */
export function inCombat(combat: Combat | undefined, id: ObjectId): boolean {
  return !!combat && (combat.attackers.some((a) => a.id === id) || combat.blockers.some((b) => b.id === id));
}

/**
 * An effect removes a permanent that stays on the battlefield from combat (regeneration, 701.19a):
 * it stops being an attacking or blocking creature. Logged under `rule` with `why`; returns
 * whether it was in combat.
 */
export function removeFromCombat(tx: Tx, id: ObjectId, rule: string | readonly [string, ...string[]], why: string): boolean {
  const c = tx.s.combat;
  if (!c || !inCombat(c, id)) return false;
  patchState(tx, { combat: withoutCombatants(c, [id], []) });
  log(tx, rule, why, [id]);
  return true;
}

/**
 * Takes out of the combat under way whatever no longer belongs in it. Called as a permanent leaves
 * the battlefield (zones.ts, or after several at once: then only they are looked at) and as each combat step
 * begins, so control changes are caught too.
 * Objects that left are named from `gone` (their last known information) when given.
 */
export function sweepCombat(tx: Tx, gone?: readonly { id: ObjectId; card: string }[]): void {
  const c = tx.s.combat;
  if (!c) return;
  const s = tx.s;
  // Their last known names by id, the first for each: a hundred creatures dying are named in a hundred lookups.
  const goneCard = new Map<ObjectId, string>();
  for (const g of gone ?? []) if (!goneCard.has(g.id)) goneCard.set(g.id, g.card);
  const nameOf = (id: ObjectId) => goneCard.get(id) ?? objectAt(s, id)?.card ?? 'a creature';
  // Permanents that just left the battlefield are the only things that changed: look at them alone.
  const left = gone && new Set(gone.map((g) => g.id));
  const mayHaveLeft = (id: ObjectId) => !left || left.has(id);
  const leftAttackers = c.attackers.filter((a) => mayHaveLeft(a.id) && !stillAttacking(s, a.id)).map((a) => a.id);
  const leftBlockers = c.blockers.filter((b) => mayHaveLeft(b.id) && !stillBlocking(s, b.id, b.player)).map((b) => b.id);
  const attacked = c.attackers.map((a) => a.attacks).filter((t): t is string => t !== null && mayHaveLeft(t) && !s.players[t]);
  const leftWalkers = [...new Set(attacked)].filter((t) => !stillAttacked(s, t));
  if (!leftAttackers.length && !leftBlockers.length && !leftWalkers.length) return;
  const next = withoutCombatants(c, [...leftAttackers, ...leftBlockers], leftWalkers);
  patchState(tx, { combat: next });
  for (const id of [...leftAttackers, ...leftBlockers]) log(tx, '506.4', `${nameOf(id)} is removed from combat.`, objectAt(s, id) ? [id] : []);
  for (const id of leftWalkers) {
    log(tx, ['506.4', '506.4c'], `${nameOf(id)} is removed from combat: the creatures attacking it go on attacking, but attack nothing.`, objectAt(s, id) ? [id] : []);
  }
}
