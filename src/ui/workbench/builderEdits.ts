// The builder's changes as sandbox `edit` actions (undoable, logged): where a card goes, the id a
// created card gets, and the card an edit leaves selected (a moved card is a new object, 400.7).
import { objectAt, type Action, type CardDef, type EditAction, type GameState, type ObjectId, type PlayerId, type Zone } from '../../engine';
import { withIds } from '../../scenario/export';
import { freshLabel as freshId, labelsGiven } from '../../scenario/labels';
import type { Scenario } from '../../scenario/types';
import { actionsUpTo, currentNode, currentState, type GameStoreApi } from '../../store/game';
import { act } from '../interaction';
import { usePage } from '../pageStore';

export type Place = 'hand' | 'libraryTop' | 'libraryBottom' | 'graveyard' | 'battlefield' | 'exile';

export const PLACES: { value: Place; label: string }[] = [
  { value: 'battlefield', label: 'battlefield' },
  { value: 'hand', label: 'hand' },
  { value: 'libraryTop', label: 'library (top)' },
  { value: 'libraryBottom', label: 'library (bottom)' },
  { value: 'graveyard', label: 'graveyard' },
  { value: 'exile', label: 'exile' },
];

function zoneOf(place: Place): { to: Zone; position?: 'top' | 'bottom' } {
  if (place === 'libraryTop') return { to: 'library', position: 'top' };
  if (place === 'libraryBottom') return { to: 'library', position: 'bottom' };
  return { to: place };
}

/**
 * An id for a created card, so exports and share links can name it: "pyromancer-ascension-1".
 * Not one a card of the game has or had (labels.ts), nor one an export gives the starting cards that have none.
 */
export function freshLabel(s: GameState, start: Scenario | null, earlier: readonly Action[], name: string): string {
  return freshId(s, labelsGiven(start && withIds(start), earlier), name);
}

export function createEdit(api: GameStoreApi, card: CardDef, player: PlayerId, place: Place): EditAction {
  const g = api.getState();
  return { type: 'edit', op: 'create', card, player, ...zoneOf(place), label: freshLabel(currentState(g), g.source, actionsUpTo(g), card.name) };
}

export function moveEdit(object: ObjectId, player: PlayerId, place: Place): EditAction {
  return { type: 'edit', op: 'move', object, player, ...zoneOf(place) };
}

/** Dispatch an edit; the card it made or changed becomes the selected card. A refusal is shown. */
export function edit(api: GameStoreApi, action: EditAction): boolean {
  if (!act(api, action)) return false;
  const g = api.getState();
  const ref = currentNode(g).log.at(-1)?.refs?.[0];
  if (ref && objectAt(currentState(g), ref)) usePage.getState().select(ref);
  return true;
}
