// Events of the permanent an Aura or Equipment is attached to, seen by that Aura or Equipment
// (301.5, 303.4): "Whenever enchanted creature blocks" (509.3a), "becomes blocked" (509.3c),
// "Whenever enchanted land becomes tapped" (701.26), "When enchanted creature becomes the target of
// a spell or ability" (115.1), "When enchanted creature leaves the battlefield" (603.6c; the Aura
// is still attached as its creature leaves, and sees it go, 603.10a).
import type { AttachedEvent } from '../state/card';
import type { Tx } from '../state/game';
import type { ObjectId, TriggerEvent } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { addPending, triggersOf } from './pendingTrigger';

/** The attachments of `id` with a triggered ability for `what`: each one's triggers (`bySpell`: only when a spell is what targets it). */
export function attachedEvent(tx: Tx, id: ObjectId, what: AttachedEvent, event: TriggerEvent, bySpell = false): void {
  for (const a of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, a);
    if (o?.attachedTo !== id) continue;
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'attachedTo' && t.what === what && (!t.bySpell || bySpell))) addPending(tx, o, index, event);
  }
}
