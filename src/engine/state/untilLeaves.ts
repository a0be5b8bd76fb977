// Cards exiled "until ~ leaves the battlefield" (Banisher Priest, Banishing Light; 610.3): as soon as
// that permanent has left, a second one-shot effect returns them to the battlefield under their
// owner's control (610.3c), all at once (610.3d). A card that has left exile since is a new object
// (400.7) and stays where it is; a token has ceased to exist (111.8).
import type { Tx } from './game';
import { log, patchState } from './game';
import type { ObjectId } from './state';
import { objectAt } from './objectTable';
import { putOntoBattlefield } from '../stack/copyChoice';

/** Records the cards `source` exiled until it leaves the battlefield. */
export function exiledUntilLeaves(tx: Tx, source: ObjectId, cards: readonly ObjectId[]): void {
  if (cards.length === 0) return;
  patchState(tx, { exiledUntilLeaves: [...(tx.s.exiledUntilLeaves ?? []), { source, cards: [...cards] }] });
}

/** After a move: the cards of each permanent no longer on the battlefield go back (610.3). Cheap when none wait. */
export function returnUntilLeft(tx: Tx): void {
  const waiting = tx.s.exiledUntilLeaves;
  if (!waiting?.length) return;
  const left = waiting.filter((w) => objectAt(tx.s, w.source)?.zone !== 'battlefield');
  if (left.length === 0) return;
  patchState(tx, { exiledUntilLeaves: waiting.filter((w) => !left.includes(w)) });
  for (const w of left) {
    const back = w.cards.filter((id) => objectAt(tx.s, id)?.zone === 'exile' && !objectAt(tx.s, id).token);
    if (back.length === 0) continue;
    log(tx, '610.3c', `The permanent that exiled ${back.map((id) => objectAt(tx.s, id).card).join(', ')} has left the battlefield: ${back.length === 1 ? 'it returns' : 'they return'} to the battlefield under ${back.length === 1 ? 'its owner\'s' : 'their owners\''} control.`, back);
    for (const id of back) putOntoBattlefield(tx, [id], objectAt(tx.s, id).owner);
  }
}
