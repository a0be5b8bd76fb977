// State triggers (603.8): "When you control no Islands, sacrifice this creature." They trigger as
// soon as the game state matches their condition, not on an event, and go on the stack at the next
// opportunity; one doesn't trigger again while it waits or is on the stack. Checked each time a
// player would receive priority, after state-based actions (117.5).
import type { TriggerDef } from '../state/card';
import type { Tx } from '../state/game';
import type { GameObject, GameState, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { eachOf } from '../state/quality';
import { addPending, triggersOf } from './pendingTrigger';
import { abilities } from '../state/characteristics';
import { triggerDefs } from '../casting/abilities';

/**
 * The permanents with a state trigger, found once per battlefield, effects and card definitions
 * (effects may grant abilities, 613.1f). Its own key, not the ability index's: asked at every
 * priority, it must not fix that index before a definition changes.
 */
const holders = new WeakMap<readonly ObjectId[], { effects: GameState['effects']; cards: GameState['cards']; ids: ObjectId[] }>();
function withStateTriggers(s: GameState): ObjectId[] {
  const hit = holders.get(s.battlefield);
  if (hit && hit.effects === s.effects && hit.cards === s.cards) return hit.ids;
  const ids = s.battlefield.filter((id) => abilities(s, objectAt(s, id)).some((a) => a.kind === 'triggered' && triggerDefs(a).some((t) => t.event === 'controlsNone')));
  holders.set(s.battlefield, { effects: s.effects, cards: s.cards, ids });
  return ids;
}

/** 603.8: whether the ability's state matches now. */
function holds(s: GameState, o: GameObject, t: TriggerDef): boolean {
  return t.event === 'controlsNone' && eachOf(s, t.each, o.controller, o.id).length === 0;
}

/** Whether this ability of this source waits to go on the stack or is on it (603.8: it doesn't trigger again then). */
function waitingOrOnStack(s: GameState, o: GameObject, index: number): boolean {
  if (s.pendingTriggers.some((p) => p.source === o.id && p.ability === index)) return true;
  return s.stack.some((id) => {
    const item = objectAt(s, id)?.stackItem;
    return item?.kind === 'ability' && item.source === o.id && item.ability === index;
  });
}

/** 603.8: every state trigger whose state matches now and that isn't already waiting or on the stack triggers. */
export function checkStateTriggers(tx: Tx): void {
  for (const id of withStateTriggers(tx.s)) {
    const o = objectAt(tx.s, id);
    if (!o || o.zone !== 'battlefield') continue;
    for (const { index } of triggersOf(tx, o, (t) => holds(tx.s, o, t))) {
      if (!waitingOrOnStack(tx.s, o, index)) addPending(tx, o, index, { player: o.controller });
    }
  }
}
