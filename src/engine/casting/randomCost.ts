// "Discard a card at random" as a cost (701.9a, 601.2h): the cards are chosen as the cost is paid,
// one at a time among the cards left in the hand, in hand order (SCENARIO.md, "Randomness"), by
// the seeded generator; with random "ask", the player gave them in place of chance (activationCosts.ts).
import type { Tx } from '../state/game';
import { describe, patchState, playerName } from '../state/game';
import { randomIndex } from '../state/rng';
import type { ObjectId, PlayerId } from '../state/state';
import type { ChosenCosts } from './activationCosts';

/** The cards the cost discards: those chosen in `costs.discard`, or now at random; each random result logged. */
export function costDiscards(tx: Tx, player: PlayerId, chosen: ChosenCosts, what: string): ObjectId[] {
  const r = chosen.discardAtRandom;
  if (!r) return chosen.discard;
  const who = playerName(tx.s, player);
  const picked: ObjectId[] = [];
  for (let k = 0; k < r.count; k++) {
    const among = tx.s.players[player].hand.filter((id) => !picked.includes(id));
    if (r.chosenByHand) {
      const id = chosen.discard[k];
      tx.log.push({ text: `A card in ${who}'s hand is chosen at random to pay the cost of ${what}: ${describe(tx.s, id)} (chosen by ${who} in place of chance, ${among.indexOf(id) + 1} of ${among.length} in hand order).`, rule: '701.9a', refs: [id], random: 'chosen' });
      picked.push(id);
      continue;
    }
    const [i, rng] = randomIndex(tx.s.rng, among.length);
    patchState(tx, { rng });
    tx.log.push({ text: `A card in ${who}'s hand is chosen at random to pay the cost of ${what}: ${describe(tx.s, among[i])} (${i + 1} of ${among.length} in hand order).`, rule: '701.9a', refs: [among[i]], random: 'seeded' });
    picked.push(among[i]);
  }
  return picked;
}
