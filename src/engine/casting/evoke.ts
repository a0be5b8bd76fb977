// Evoke (702.74a): "You may cast this card by paying [cost] rather than paying its mana cost" (an
// alternative cost, 118.9) and "When this permanent enters, if its evoke cost was paid, its
// controller sacrifices it." Whether the cost was paid is known only to the spell (its `castAs`),
// so the trigger is noticed as the spell becomes the permanent (608.3a), and its condition, true
// then, stays true as it resolves (603.4).
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { log } from '../state/game';
import type { GameObject, ObjectId } from '../state/state';
import { addPending } from '../stack/triggers';
import { objectAt } from '../state/objectTable';

/** The permanent a spell cast for its evoke cost became: its evoke ability triggers. */
export function evokedPermanentEntered(tx: Tx, spell: GameObject, permanent: ObjectId): void {
  if (spell.stackItem?.castAs !== 'evoke') return;
  const o = objectAt(tx.s, permanent);
  if (!o || o.zone !== 'battlefield') return;
  const i = abilities(tx.s, o).findIndex((a) => a.kind === 'cost' && a.alternative?.kind === 'evoke');
  if (i < 0) return;
  log(tx, '702.74a', `${o.card} enters with its evoke cost paid: its evoke ability triggers, and its controller will sacrifice it.`, [permanent]);
  addPending(tx, o, i, { object: permanent });
}
