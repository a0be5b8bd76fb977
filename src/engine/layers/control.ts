// Control is derived in layer 2 (613.1b) but written into each permanent's record (`controller`),
// with the controller before effects kept in `baseController`. A hundred rules read "its
// controller", and a change of control is itself an event with consequences: the permanent hasn't
// been under its new controller's control continuously since their turn began (302.6), and it
// leaves combat (506.4). So after each instruction of the agenda the derived controllers are
// compared with the records, and any difference is written, logged, and followed through.
//
// Effects whose duration has run out are ended here too (611.2b): "for as long as ~ remains on
// the battlefield", "for as long as you control ~", "... ~ remains tapped", and those whose objects
// have all left (400.7).
import { describe, log, omitState, patchState, playerName, setObjects, type Tx } from '../state/game';
import { durationOver, type ContinuousEffect } from '../state/layers';
import { objectAt, tableSetAll } from '../state/objectTable';
import type { GameObject, GameState, ObjectId } from '../state/state';
import { endEffects } from '../effects/continuous';
import { removeFromCombat } from '../combat/removal';
import { characteristicsOf } from './derive';
import { staticSources } from './staticSources';
import { baseController } from './working';

/**
 * Whether anything may make a permanent's controller differ from its record: a static ability
 * that changes control, a resolved effect that changes control, copies or grants abilities, or a
 * permanent an effect gave to another player (its control returns when the effect ends).
 */
function mayChangeControl(s: GameState): boolean {
  if (s.controlledByEffects?.length) return true;
  if (s.effects?.some((e) => e.changes.some((c) => c.layer === '2' || c.layer === '1' || (c.layer === '6' && c.addAbilities)))) return true;
  return staticSources(s).control > 0;
}

/** 611.2b: an effect "for as long as" ends when its condition stops; an effect on objects that have all left ends with them (400.7). */
function over(s: GameState, e: ContinuousEffect): boolean {
  if (!e.affects.objects.some((id) => objectAt(s, id)?.zone === 'battlefield')) return true;
  return durationOver(e.duration, objectAt(s, e.source.id), e.controller);
}

function setControlledByEffects(tx: Tx, ids: ObjectId[]): void {
  if (ids.length) patchState(tx, { controlledByEffects: ids });
  else if (tx.s.controlledByEffects) omitState(tx, 'controlledByEffects');
}

/** End what has run out, then write each permanent's controller as layer 2 derives it. */
export function refreshControl(tx: Tx): void {
  if (tx.s.effects?.some((e) => over(tx.s, e))) endEffects(tx, (e) => over(tx.s, e));
  if (!mayChangeControl(tx.s)) return;
  const changed: GameObject[] = [];
  for (const id of tx.s.battlefield) {
    const o = objectAt(tx.s, id);
    if (characteristicsOf(tx.s, o).controller !== o.controller) changed.push(o);
  }
  const still = (tx.s.controlledByEffects ?? []).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  if (changed.length === 0) {
    if (still.length !== (tx.s.controlledByEffects?.length ?? 0)) setControlledByEffects(tx, still);
    return;
  }
  const now = changed.map((o) => characteristicsOf(tx.s, o).controller);
  const records = changed.map((o, i): GameObject => {
    const { baseController: _, ...rest } = o;
    void _;
    const base = baseController(o);
    // 302.6: it has not been under its new controller's control since their most recent turn began.
    // Back under its base controller, the record loses `baseController` (absent: no effect changes it).
    return now[i] === base ? { ...rest, controller: now[i], sick: true } : { ...rest, controller: now[i], sick: true, baseController: base };
  });
  setObjects(tx, tableSetAll(tx.s.objects, records), records.map((o) => o.id));
  const returned = new Set(changed.filter((o, i) => now[i] === baseController(o)).map((o) => o.id));
  const taken = changed.filter((o, i) => now[i] !== baseController(o)).map((o) => o.id);
  setControlledByEffects(tx, [...new Set([...still.filter((id) => !returned.has(id)), ...taken])]);
  changed.forEach((o, i) => {
    log(tx, '613.1b', `${describe(tx.s, o.id)} comes under ${playerName(tx.s, now[i])}'s control.`, [o.id, now[i]]);
    removeFromCombat(tx, o.id, '506.4', `${describe(tx.s, o.id)} changed control: it is removed from combat.`);
  });
}
