// The events of double-faced permanents and of day and night (603.2): "When ~ transforms into ~"
// (701.27e) triggers if the permanent transformed and the face now up has the ability; "Whenever day
// becomes night or night becomes day" (731.1a) triggers as the designation changes, not as the game
// first gets one.
import type { Tx } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { ObjectId } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { addPending, triggersOf } from './pendingTrigger';

export function transformedInto(tx: Tx, id: ObjectId): void {
  const o = objectAt(tx.s, id);
  if (!o) return;
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'transformsInto')) addPending(tx, o, index, { object: id });
}

export function dayNightChanged(tx: Tx): void {
  for (const id of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, id);
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'dayNightChanges')) addPending(tx, o, index, {});
  }
}
