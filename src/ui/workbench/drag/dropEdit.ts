// A card dropped on a zone in the builder (issue 16): read as the edit the selected card's "Move
// to" makes, so a drag is only another way to issue it (same action, same log and timeline entry,
// same refusals). The panel offers a player only for the battlefield ("under Ben's control"); a
// hand, a graveyard and a library are always the owner's (400.3), so a drop on another player's
// is refused with that rule rather than silently sent elsewhere.
import { objectAt, playerName, possessive, type EditAction, type GameObject, type GameState, type ObjectId } from '../../../engine';
import type { Refusal } from '../../../store/game';
import { moveEdit } from '../builderEdits';
import { zoneKey, type DropZone } from './dragAttrs';

export { zoneKey, type DropZone };

/** What a drop does: the panel's move edit, nothing (the card is there already), or a refusal with its rule. */
export type Drop = { kind: 'move'; action: EditAction } | { kind: 'stay' } | { kind: 'refused'; refusal: Refusal };

const OWNERS_ZONES = { hand: 'hand', graveyard: 'graveyard', libraryTop: 'library' } as const;

export function parseZoneKey(key: string): DropZone | null {
  if (key === 'exile') return { zone: 'exile' };
  const i = key.indexOf(':');
  const zone = key.slice(0, i);
  const player = key.slice(i + 1);
  if (i < 0 || !player) return null;
  return zone === 'battlefield' || zone === 'hand' || zone === 'graveyard' || zone === 'libraryTop' ? { zone, player } : null;
}

/** Every zone of the game a card can be dropped on, players in turn order. */
export function dropZones(s: GameState): DropZone[] {
  const zones: DropZone[] = s.order.flatMap((player) => (['battlefield', 'hand', 'graveyard', 'libraryTop'] as const).map((zone) => ({ zone, player })));
  return [...zones, { zone: 'exile' }];
}

/** The zone in words: "Ben's battlefield", "the top of Ann's library", "exile". */
export function zoneWords(s: GameState, z: DropZone): string {
  if (z.zone === 'exile') return 'exile';
  const whose = possessive(playerName(s, z.player));
  return z.zone === 'libraryTop' ? `the top of ${whose} library` : `${whose} ${z.zone}`;
}

/** Where an object is, in words: a permanent is on its controller's battlefield; a card in its owner's zone. */
export function whereWords(s: GameState, o: GameObject): string {
  if (o.zone === 'exile') return 'exile';
  if (o.zone === 'stack') return 'the stack';
  return `${possessive(playerName(s, o.zone === 'battlefield' ? o.controller : o.owner))} ${o.zone}`;
}

/** The edit a drop of `object` on `z` makes, as the panel would make it. */
export function dropOutcome(s: GameState, object: ObjectId, z: DropZone): Drop {
  const o = objectAt(s, object);
  // Gone since the drag began (an undo, another tab): the engine says so, as for the panel.
  if (!o) return { kind: 'move', action: moveEdit(object, z.zone === 'exile' ? s.order[0] : z.player, z.zone) };
  if (z.zone === 'exile') return o.zone === 'exile' ? { kind: 'stay' } : { kind: 'move', action: moveEdit(object, o.controller, 'exile') };
  if (z.zone === 'battlefield') {
    if (o.zone === 'battlefield' && o.controller === z.player) return { kind: 'stay' };
    // The panel's "Move to battlefield under Ben's control".
    return { kind: 'move', action: moveEdit(object, z.player, 'battlefield') };
  }
  const zone = OWNERS_ZONES[z.zone];
  if (z.player !== o.owner) {
    const into = z.zone === 'libraryTop' ? `on top of ${possessive(playerName(s, z.player))} library` : `into ${possessive(playerName(s, z.player))} ${zone}`;
    return {
      kind: 'refused',
      refusal: { reason: `${o.card} can't be put ${into}: a card goes only to its owner's ${zone}, and ${o.card} is ${possessive(playerName(s, o.owner))}`, rule: '400.3' },
    };
  }
  if (o.zone === zone && z.zone !== 'libraryTop') return { kind: 'stay' };
  // The panel's player is the card's controller by default; off the battlefield the engine uses the owner (400.3).
  return { kind: 'move', action: moveEdit(object, o.controller, z.zone) };
}
