// Re-roll: the same game with another random result. It goes back to just before the action that
// drew it (to the last position where an edit is allowed, if that action came mid-resolution),
// sets the generator's state with a seed edit, and plays the same actions again. The old line stays
// in the timeline as a branch. The seed is found deterministically: successive seeds derived from
// the generator's state are tried until the drawn result differs, a bounded number of times.
import { apply, RulesError, type Action, type GameState, type LogEntry } from '../engine';
import { pathTo, type Timeline, type TimelineNode } from './timeline';

/** Enough to find another result whenever one is not vanishingly unlikely (2 players: 1 in 2^32 to miss). */
export const REROLL_TRIES = 32;

export type RerollPlan = {
  /** The node to go back to, where the seed edit is made. */
  from: number;
  seed: number;
  /** The actions played again after the seed edit, the re-rolled one among them. */
  actions: Action[];
};

const atRest = (s: GameState) => !s.choice && s.agenda.length === 0;
const drawn = (log: readonly LogEntry[]) => log.filter((e) => e.random === 'seeded').map((e) => e.text);

/** The seed to try the k-th time: spread over the whole range, from the state it replaces. */
export function candidateSeed(rng: number, k: number): number {
  return (rng + Math.imul(k, 0x9e3779b9)) >>> 0;
}

/**
 * How to re-roll the random results that `node` logged, keeping the actions up to `cursor`; null
 * when no tried seed changes them.
 */
export function rerollPlan(t: Timeline, node: number, cursor: number): RerollPlan | null {
  const path = pathTo(t, cursor);
  const at = path.findIndex((n) => n.id === node);
  if (at <= 0) return null;
  let start = at - 1;
  while (start > 0 && !atRest(path[start].state)) start--;
  const from: TimelineNode = path[start];
  if (!atRest(from.state)) return null;
  const upTo = path.slice(start + 1, at + 1);
  const before = upTo.flatMap((n) => drawn(n.log)).join('\n');
  for (let k = 1; k <= REROLL_TRIES; k++) {
    const seed = candidateSeed(from.state.rng, k);
    let s = apply(from.state, { type: 'edit', op: 'seed', seed }).state;
    const logs: string[] = [];
    try {
      for (const n of upTo) {
        const r = apply(s, n.action!);
        s = r.state;
        logs.push(...drawn(r.log));
      }
    } catch (e) {
      if (e instanceof RulesError) continue;
      throw e;
    }
    if (logs.join('\n') !== before) return { from: from.id, seed, actions: path.slice(start + 1).map((n) => n.action!) };
  }
  return null;
}
