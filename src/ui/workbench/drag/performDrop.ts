// Carrying out a drop: the panel's own `edit` (dispatch, refusal shown above the table, the moved
// card selected), or the drop's refusal shown the same way. Returns what a screen reader hears.
import { objectAt, type ObjectId } from '../../../engine';
import { currentState, type GameStoreApi } from '../../../store/game';
import { edit } from '../builderEdits';
import { dropOutcome, whereWords, zoneWords, type DropZone } from './dropEdit';

export function performDrop(api: GameStoreApi, object: ObjectId, z: DropZone): string {
  const s = currentState(api.getState());
  const card = objectAt(s, object)?.card ?? 'The card';
  const drop = dropOutcome(s, object, z);
  if (drop.kind === 'stay') return `${card} was dropped back on ${zoneWords(s, z)}; nothing changed.`;
  if (drop.kind === 'refused') {
    // Shown where every refusal is (RefusalAlert), until the next action; the state is untouched.
    api.setState({ refusal: drop.refusal });
    return `${card} was not moved: ${drop.refusal.reason} (rule ${drop.refusal.rule}).`;
  }
  if (!edit(api, drop.action)) {
    const refusal = api.getState().refusal;
    return `${card} was not moved${refusal ? `: ${refusal.reason} (rule ${refusal.rule})` : ''}.`;
  }
  return `${card} moved to ${zoneWords(s, z)}.`;
}

/** "Picked up Grizzly Bears from Ann's hand." */
export function pickedUp(api: GameStoreApi, object: ObjectId): string {
  const s = currentState(api.getState());
  const o = objectAt(s, object);
  return o ? `Picked up ${o.card} from ${whereWords(s, o)}.` : 'Picked up a card.';
}
