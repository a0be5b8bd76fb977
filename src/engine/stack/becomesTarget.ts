// "Becomes the target of a spell or ability" (601.2c, 602.2b, 603.3d, 707.10c): the event as a
// spell or ability is put on the stack with its targets. Ward (702.21a) triggers on it.
import { wardIndexes } from '../casting/ward';
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, playerName } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { ObjectId } from '../state/state';
import { addPending } from './triggers';
import { triggersOf } from './pendingTrigger';
import { attachedEvent } from './attachedEvents';

/**
 * The objects and players a spell or ability on the stack targets each become its target. A
 * permanent targeted several times by one spell becomes its target once (603.2c: one event).
 */
export function becameTargets(tx: Tx, id: ObjectId): void {
  const o = objectAt(tx.s, id);
  if (!o?.stackItem) return;
  for (const t of new Set(o.stackItem.targets.flat())) {
    const p = objectAt(tx.s, t);
    if (!p || p.zone !== 'battlefield') continue;
    // "Whenever ~ becomes the target of a spell or ability [an opponent controls]" (115.1).
    const byOpponent = p.controller !== o.controller;
    for (const { index } of triggersOf(tx, p, (d) => d.event === 'becomesTarget' && (!d.byOpponent || byOpponent) && (!d.byYou || !byOpponent) && (!d.bySpell || o.stackItem?.kind === 'spell'))) addPending(tx, p, index, { object: t, spell: o, player: o.controller });
    attachedEvent(tx, t, 'becomesTarget', { object: t, spell: o, player: o.controller }, o.stackItem.kind === 'spell');
    if (!byOpponent) continue;
    // 702.21a: "... becomes the target of a spell or ability an opponent controls".
    for (const index of wardIndexes(abilities(tx.s, p))) {
      log(tx, '702.21a', `${describe(tx.s, t)} becomes the target of ${describe(tx.s, id)}, which ${playerName(tx.s, o.controller)} controls: its ward ability triggers.`, [t, id]);
      addPending(tx, p, index, { object: t, spell: o, player: o.controller });
    }
  }
}
