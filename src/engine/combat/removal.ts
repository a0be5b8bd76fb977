// 506.4: removal from combat. A creature that leaves the battlefield, changes controller or stops
// being a creature stops being an attacking or blocking creature; a planeswalker that leaves, changes
// controller or stops being a planeswalker stops being attacked, and its attackers attack nothing
// (506.4c). An attacker stays blocked when its blockers leave (509.1h).
import { isCreature, isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { log, patchState, playersInGame } from '../state/game';
import type { Combat, GameState, ObjectId } from '../state/state';
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
 * Takes out of the combat under way whatever no longer belongs in it. Called as a permanent leaves
 * the battlefield (zones.ts) and as each combat step begins, so control changes are caught too.
 * Objects that left are named from `gone` (their last known information) when given.
 */
export function sweepCombat(tx: Tx, gone?: { id: ObjectId; card: string }): void {
  const c = tx.s.combat;
  if (!c) return;
  const s = tx.s;
  const nameOf = (id: ObjectId) => (gone?.id === id ? gone.card : (objectAt(s, id)?.card ?? 'a creature'));
  const leftAttackers = c.attackers.filter((a) => !stillAttacking(s, a.id)).map((a) => a.id);
  const leftBlockers = c.blockers.filter((b) => !stillBlocking(s, b.id, b.player)).map((b) => b.id);
  const leftWalkers = [...new Set(c.attackers.map((a) => a.attacks).filter((t): t is string => t !== null && !s.players[t] && !stillAttacked(s, t)))];
  if (!leftAttackers.length && !leftBlockers.length && !leftWalkers.length) return;
  const next: Combat = {
    ...c,
    attackers: c.attackers
      .filter((a) => !leftAttackers.includes(a.id))
      .map((a) => ({
        ...a,
        attacks: a.attacks !== null && leftWalkers.includes(a.attacks) ? null : a.attacks,
        // 509.1h: it stays blocked even when its blockers leave combat.
        blockedBy: a.blockedBy.filter((b) => !leftBlockers.includes(b)),
      })),
    blockers: c.blockers.filter((b) => !leftBlockers.includes(b.id)).map((b) => ({ ...b, blocks: b.blocks.filter((a) => !leftAttackers.includes(a)) })),
  };
  patchState(tx, { combat: next });
  for (const id of [...leftAttackers, ...leftBlockers]) log(tx, '506.4', `${nameOf(id)} is removed from combat.`, objectAt(s, id) ? [id] : []);
  for (const id of leftWalkers) {
    log(tx, ['506.4', '506.4c'], `${nameOf(id)} is removed from combat: the creatures attacking it go on attacking, but attack nothing.`, objectAt(s, id) ? [id] : []);
  }
}
