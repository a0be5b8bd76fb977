// Linked abilities (607.2a, 406.6): "When Fiend Hunter enters, you may exile another target
// creature." and "When Fiend Hunter leaves the battlefield, return the exiled card to the
// battlefield under its owner's control." The second ability refers only to the cards the first
// exiled, kept here by the object whose ability exiled them. Unlike "until ~ leaves the battlefield"
// (610.3), nothing returns by itself: the second ability does it when it resolves, and a card the
// first exiles after the second has resolved stays in exile (the object has left: a new object
// would have new abilities, 400.7).
import type { Tx } from './game';
import { patchState } from './game';
import type { ObjectId } from './state';
import { objectAt } from './objectTable';

/** Records the cards `source`'s ability exiled, for its linked ability (607.2a). */
export function exiledWith(tx: Tx, source: ObjectId, cards: readonly ObjectId[]): void {
  if (cards.length === 0) return;
  const had = tx.s.linkedExiles ?? [];
  const mine = had.find((l) => l.source === source);
  const rest = had.filter((l) => l !== mine);
  patchState(tx, { linkedExiles: [...rest, { source, cards: [...(mine?.cards ?? []), ...cards] }] });
}

/**
 * The cards `source`'s linked ability exiled that are still in exile (a card that has left exile
 * is a new object, 400.7); the record is spent: "the exiled card" is returned once.
 */
export function takeExiledWith(tx: Tx, source: ObjectId): ObjectId[] {
  const had = tx.s.linkedExiles ?? [];
  const mine = had.find((l) => l.source === source);
  if (!mine) return [];
  const rest = had.filter((l) => l !== mine);
  patchState(tx, { linkedExiles: rest.length ? rest : undefined });
  return mine.cards.filter((id) => objectAt(tx.s, id)?.zone === 'exile');
}
