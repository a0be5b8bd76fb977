// A choice made at random (SCENARIO.md, "Randomness"): by the seeded generator in the state, or,
// when the game says random "ask", by the effect's controller in place of chance, as a `random`
// choice whose options are the possible results ("Randomness, asked"). An asked result uses no
// value of the generator, so a judge can show each outcome of a ruling and the seed stays put.
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { describe, optionsFor, patchState, playerName } from '../state/game';
import { randomIndex } from '../state/rng';
import type { EntityId, Instruction, LogEntry, PlayerId } from '../state/state';

export type AtRandom = {
  /** The possible results, in the order SCENARIO.md gives for them. */
  among: readonly EntityId[];
  /** Who answers when the result is asked: the controller of the effect. */
  chooser: PlayerId;
  /** What is chosen, as the card says it: "a player". */
  what: string;
  source: string;
  rule: string;
  /** The instruction that continues with the answer. */
  then: Instruction;
  answer: unknown;
};

/** The chosen result and its log entry, or null when the choice is now pending. */
export function atRandom(tx: Tx, r: AtRandom, order: string): { chosen: EntityId; entry: LogEntry } | null {
  const n = r.among.length;
  const said = (i: number, how: string) => `${r.source} chooses ${r.what} at random: ${describe(tx.s, r.among[i])} (${how}${i + 1} of ${n} ${order}).`;
  if (tx.s.random !== 'ask') {
    const [i, rng] = randomIndex(tx.s.rng, n);
    patchState(tx, { rng });
    return { chosen: r.among[i], entry: { text: said(i, ''), rule: r.rule, refs: [r.among[i]], random: 'seeded' } };
  }
  if (n === 1) return { chosen: r.among[0], entry: { text: said(0, 'the only possible result, '), rule: r.rule, refs: [r.among[0]], random: 'chosen' } };
  if (r.answer === undefined) {
    ask(tx, {
      kind: 'random',
      player: r.chooser,
      prompt: `${r.source} chooses ${r.what} at random. Random results are chosen by hand in this game: ${playerName(tx.s, r.chooser)}, who controls it, picks the result in place of chance.`,
      rule: r.rule,
      options: optionsFor(tx.s, r.among),
      then: r.then,
    });
    return null;
  }
  const i = r.among.indexOf(r.answer as EntityId);
  const how = `chosen by ${playerName(tx.s, r.chooser)} in place of chance, `;
  return { chosen: r.among[i], entry: { text: said(i, how), rule: r.rule, refs: [r.among[i]], random: 'chosen' } };
}
