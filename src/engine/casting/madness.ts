// Madness (702.35a): "If a player would discard this card, that player discards it, but exiles it
// instead of putting it into their graveyard" and "When this card is exiled this way, its owner
// may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put
// this card into their graveyard." Every discard goes through `discardToGraveyard`.
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getObject, log, playerName } from '../state/game';
import type { ObjectId } from '../state/state';
import { moveObject } from '../state/zones';
import { addPending } from '../stack/triggers';
import { discarded } from '../stack/watchedTriggers';
import { objectAt } from '../state/objectTable';

/** The index of a card's madness ability, or -1. */
function madnessAbility(tx: Tx, id: ObjectId): number {
  return abilities(tx.s, objectAt(tx.s, id)).findIndex((a) => a.kind === 'cost' && a.alternative?.kind === 'madness');
}

/**
 * A discarded card goes to its owner's graveyard (701.9a), or, with madness, to exile (a
 * replacement effect, 614.1a), and its madness ability triggers. Returns the card's new object.
 */
export function discardToGraveyard(tx: Tx, id: ObjectId): ObjectId {
  const i = madnessAbility(tx, id);
  const player = getObject(tx.s, id).owner;
  if (i < 0) {
    const moved = moveObject(tx, id, 'graveyard');
    discarded(tx, moved, player, id); // 701.9a
    return moved;
  }
  const o = getObject(tx.s, id);
  log(tx, '702.35a', `${o.card} has madness: ${playerName(tx.s, o.owner)} discards it, but exiles it instead of putting it into their graveyard.`, [o.owner]);
  const exiled = moveObject(tx, id, 'exile');
  addPending(tx, objectAt(tx.s, exiled), i, { player: o.owner, object: exiled });
  discarded(tx, exiled, player, id);
  return exiled;
}

/** 702.35a: the madness card not cast as its trigger resolves is put into its owner's graveyard. */
export function madnessNotCast(tx: Tx, id: ObjectId): void {
  const o = objectAt(tx.s, id);
  if (!o || o.zone !== 'exile') return;
  log(tx, '702.35a', `${o.card} wasn't cast with madness, so ${playerName(tx.s, o.owner)} puts it into their graveyard.`, [o.owner]);
  moveObject(tx, id, 'graveyard');
}
