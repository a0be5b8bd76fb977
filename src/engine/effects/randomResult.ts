// One result decided at random (SCENARIO.md, "Randomness"): the seeded generator in the state gives
// it, or, when the game says random "ask", the player the effect names picks it in place of chance,
// as a `random` choice whose options are the possible results ("Randomness, asked"). An asked
// result uses no value of the generator, so a judge can show each outcome of a ruling and the seed
// stays put. Choosing at random (atRandom.ts), flipping a coin (705.1) and rolling a die (706.1a)
// all decide their result here, and each says it in its own words.
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { patchState } from '../state/game';
import { randomIndex } from '../state/rng';
import type { ChoiceOption, Instruction, PlayerId } from '../state/state';

export type RandomResult = {
  /** The possible results, in order: the generator's index counts in this order. */
  among: readonly string[];
  /** The options of the `random` choice, made only when it is asked. */
  options: () => ChoiceOption[];
  /** Who picks the result in place of chance. */
  chooser: PlayerId;
  prompt: string;
  rule: string;
  /** The instruction that continues with the answer. */
  then: Instruction;
  /** The answer to the `random` choice asked before, if any. */
  answer: unknown;
};

/** The result's index among the possible results and how it was decided, or null when the chooser is now asked. */
export function randomResult(tx: Tx, r: RandomResult): { index: number; random: 'seeded' | 'chosen' } | null {
  if (tx.s.random !== 'ask') {
    const [index, rng] = randomIndex(tx.s.rng, r.among.length);
    patchState(tx, { rng });
    return { index, random: 'seeded' };
  }
  if (r.answer === undefined) {
    ask(tx, { kind: 'random', player: r.chooser, prompt: r.prompt, rule: r.rule, options: r.options(), then: r.then });
    return null;
  }
  return { index: r.among.indexOf(r.answer as string), random: 'chosen' };
}
