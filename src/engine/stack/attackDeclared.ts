// "Whenever you attack with three or more creatures", "Whenever one or more creatures attack you"
// (508.1, 508.3a): one event as attackers are declared, however many creatures attack; its player
// is the attacking player, its count the creatures of the filter that attack.
import type { TriggerDef } from '../state/card';
import type { Tx } from '../state/game';
import type { EntityId, ObjectId } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { isPermanentOf } from '../state/quality';
import { addPending, triggersOf } from './pendingTrigger';

export function attackDeclared(tx: Tx, declared: readonly (readonly [ObjectId, EntityId])[]): void {
  if (declared.length === 0) return;
  const attacker = tx.s.turn.active;
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    const count = (t: Extract<TriggerDef, { event: 'attackDeclared' }>) =>
      declared.filter(([a, what]) => (!t.attacking || what === w.controller) && isPermanentOf(tx.s, objectAt(tx.s, a), t.each.permanents ?? [], t.each.quality, w.controller)).length;
    const match = (t: TriggerDef) => t.event === 'attackDeclared' && (t.by === 'any' || attacker === w.controller) && count(t) >= t.atLeast;
    for (const { index, def } of triggersOf(tx, w, match)) addPending(tx, w, index, { player: attacker, count: def.event === 'attackDeclared' ? count(def) : 0 });
  }
}
