// Control as a fact (SCENARIO.md "Positions", the `control` edit): the controller a position gives
// a permanent is layer 2's input (613.1b), `baseController`; control-changing effects still apply
// over it. The record's `controller` is then what layer 2 derives from the new fact, written at
// once, so the edit itself is no change of control by an effect (its `sick` value stays, 302.6).
import type { Tx } from '../state/game';
import { getObject, omitState, patchState, setObjects } from '../state/game';
import { tableSet } from '../state/objectTable';
import type { GameObject, ObjectId, PlayerId } from '../state/state';
import { characteristicsOf } from './derive';

export function setBaseController(tx: Tx, id: ObjectId, player: PlayerId): void {
  const { baseController: _was, ...rest } = getObject(tx.s, id);
  void _was;
  const fact: GameObject = { ...rest, controller: player, baseController: player };
  setObjects(tx, tableSet(tx.s.objects, fact), id);
  const now = characteristicsOf(tx.s, getObject(tx.s, id)).controller;
  // Absent when no effect changes its control (state.ts): a state keeps its shape.
  const written: GameObject = now === player ? { ...rest, controller: player } : { ...fact, controller: now };
  setObjects(tx, tableSet(tx.s.objects, written), id);
  // The permanents an effect gives to another player get their control back when it ends (control.ts).
  const others = (tx.s.controlledByEffects ?? []).filter((x) => x !== id);
  const list = now === player ? others : [...others, id];
  if (list.length) patchState(tx, { controlledByEffects: list });
  else if (tx.s.controlledByEffects) omitState(tx, 'controlledByEffects');
}
