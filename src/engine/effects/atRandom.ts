// A choice made at random (SCENARIO.md, "Randomness"): "chooses a player at random", "discards a
// card at random". The result is decided as every random result is (randomResult.ts): by the
// seeded generator, or by the effect's controller in place of chance when the game asks.
import type { Tx } from '../state/game';
import { describe, optionsFor, playerName } from '../state/game';
import type { EntityId, Instruction, LogEntry, PlayerId } from '../state/state';
import { randomResult } from './randomResult';

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
  if (tx.s.random === 'ask' && n === 1) return { chosen: r.among[0], entry: { text: said(0, 'the only possible result, '), rule: r.rule, refs: [r.among[0]], random: 'chosen' } };
  const result = randomResult(tx, {
    among: r.among,
    options: () => optionsFor(tx.s, r.among),
    chooser: r.chooser,
    prompt: `${r.source} chooses ${r.what} at random. Random results are chosen by hand in this game: ${playerName(tx.s, r.chooser)}, who controls it, picks the result in place of chance.`,
    rule: r.rule,
    then: r.then,
    answer: r.answer,
  });
  if (!result) return null;
  const i = result.index;
  const how = result.random === 'chosen' ? `chosen by ${playerName(tx.s, r.chooser)} in place of chance, ` : '';
  return { chosen: r.among[i], entry: { text: said(i, how), rule: r.rule, refs: [r.among[i]], random: result.random } };
}
