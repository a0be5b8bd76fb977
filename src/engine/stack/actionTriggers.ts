// Triggered abilities that watch what players do (603.2): "Whenever you sacrifice a Clue" (701.21a;
// it looks back at the permanent as it last existed, 603.10a), "Whenever you scry" (701.22d: after
// the scry is complete), "Whenever you surveil" (701.25), and "Whenever a permanent is turned face
// up" (708.8) for other permanents than the one turned up.
import type { Tx } from '../state/game';
import { describe, log } from '../state/game';
import type { GameObject, ObjectId, PlayerId, TriggerEvent } from '../state/state';
import type { PermanentAct, TriggerDef } from '../state/card';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { isPermanentOf } from '../state/quality';
import { addPending, triggersOf } from './pendingTrigger';

/** Each permanent with a triggered ability, and `also` (the one acted on) if it has left their list. */
function watchers(tx: Tx, also?: ObjectId): GameObject[] {
  const ids = abilityIndex(tx.s).withTriggers;
  const out = ids.map((id) => objectAt(tx.s, id));
  if (also && !ids.includes(also)) {
    const o = objectAt(tx.s, also);
    if (o) out.push(o);
  }
  return out;
}

/**
 * 701.21a: `player` sacrifices the permanent `id`, called as it is still on the battlefield, just
 * before it moves: the watchers see it as it last existed (603.10a), itself among them.
 */
export function sacrificing(tx: Tx, id: ObjectId, player: PlayerId): void {
  const o = objectAt(tx.s, id);
  if (!o || o.zone !== 'battlefield') return;
  for (const w of watchers(tx, id)) {
    const match = (t: TriggerDef) =>
      t.event === 'sacrificed' &&
      (t.who === 'any' || player === w.controller) &&
      !(t.each.other && w.id === id) &&
      isPermanentOf(tx.s, o, t.each.permanents ?? [], t.each.quality, w.controller);
    for (const { index } of triggersOf(tx, w, match)) addPending(tx, w, index, { object: id, player });
  }
}

/**
 * 702.110b: "A creature with exploit 'exploits a creature' when the controller of the exploit ability
 * sacrifices a creature as that ability resolves." Called before the creature moves, so a creature
 * that sacrificed itself still sees it (603.10a); one no longer on the battlefield exploits nothing.
 */
export function exploiting(tx: Tx, source: ObjectId, sacrificed: ObjectId): void {
  const o = objectAt(tx.s, source);
  if (!o || o.zone !== 'battlefield') return;
  log(tx, '702.110b', `${describe(tx.s, source)} exploits ${describe(tx.s, sacrificed)}.`, [source, sacrificed]);
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'exploits')) addPending(tx, o, index, { object: sacrificed });
}

/** 701.22d, 701.25: "Whenever you scry", "Whenever you surveil": once the action is complete, for its player's permanents. */
export function playerActed(tx: Tx, player: PlayerId, action: 'scry' | 'surveil'): void {
  for (const w of watchers(tx)) {
    if (w.controller !== player) continue;
    for (const { index } of triggersOf(tx, w, (t) => t.event === 'playerActs' && t.action === action)) addPending(tx, w, index, { player });
  }
}

/** 708.8: "Whenever a permanent is turned face up", "~ or another creature you control is turned face up": the event's object is that permanent. */
export function faceUpWatched(tx: Tx, id: ObjectId): void {
  const o = objectAt(tx.s, id);
  if (!o) return;
  // Itself too ("~ or another permanent"): its abilities are found now that it is face up (708.8).
  for (const w of watchers(tx, id)) {
    const match = (t: TriggerDef) => t.event === 'permanentTurnedFaceUp' && !(t.each.other && w.id === id) && isPermanentOf(tx.s, o, t.each.permanents ?? [], t.each.quality, w.controller);
    for (const { index } of triggersOf(tx, w, match)) addPending(tx, w, index, { object: id });
  }
}

/**
 * A permanent becomes tapped or untapped (701.26), blocks (509.3a: once per blocker) or becomes
 * blocked (509.3c: once per attacker), seen by the permanents watching its kind: "Whenever a
 * creature an opponent controls becomes tapped", "Whenever a creature you control becomes blocked".
 */
export function permanentDid(tx: Tx, id: ObjectId, what: PermanentAct, event: TriggerEvent): void {
  const o = objectAt(tx.s, id);
  if (!o || o.zone !== 'battlefield') return;
  for (const w of watchers(tx, id)) {
    const match = (t: TriggerDef) => t.event === 'permanentDoes' && t.what === what && !(t.each.other && w.id === id) && isPermanentOf(tx.s, o, t.each.permanents ?? [], t.each.quality, w.controller);
    for (const { index } of triggersOf(tx, w, match)) addPending(tx, w, index, event);
  }
}
