// The marks the board puts on its cards and zones so the builder's drag and drop can find them
// (BoardDragDrop.tsx, loaded only with the builder): plain data attributes, so the board imports
// no drag library and pays nothing while the builder is closed. The drop's own logic (dropEdit.ts)
// loads with the builder; only the zones' names are here.
import type { ObjectId, PlayerId } from '../../../engine';

/** Where a card can be dropped: a player's battlefield, hand, graveyard or the top of their library, or exile. */
export type DropZone = { zone: 'battlefield' | 'hand' | 'graveyard' | 'libraryTop'; player: PlayerId } | { zone: 'exile' };

/** The zone's name in the page's `data-drop-zone` attribute: "battlefield:p2", "exile". */
export function zoneKey(z: DropZone): string {
  return z.zone === 'exile' ? 'exile' : `${z.zone}:${z.player}`;
}

/** On a card's element: it can be picked up and dropped on a zone. */
export function dragCard(id: ObjectId): { 'data-drag-card': ObjectId } {
  return { 'data-drag-card': id };
}

/** On a zone's element: a card can be dropped on it. */
export function dropZone(z: DropZone): { 'data-drop-zone': string } {
  return { 'data-drop-zone': zoneKey(z) };
}
