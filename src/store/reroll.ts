// Re-roll: the same game with another random result. It goes back to just before the action that
// drew it (to the last position where an edit is allowed, if that action came mid-resolution),
// sets the generator's state with a seed edit, and plays the same actions again. The old line stays
// in the timeline as a branch. The seed is found deterministically: successive seeds derived from
// the generator's state are tried until the drawn result differs (or is the one wanted), a bounded
// number of times.
import { apply, RulesError, type Action, type ChoiceOption, type EntityId, type GameState, type LogEntry } from '../engine';
import { pathTo, type Timeline, type TimelineNode } from './timeline';

/** Enough to find another result whenever one is not vanishingly unlikely (2 players: 1 in 2^32 to miss). */
export const REROLL_TRIES = 32;

export type RerollPlan = {
  /** The node to go back to, where the seed edit is made. */
  from: number;
  /** The actions played from there: the seed edit, then the same actions as before. */
  actions: Action[];
  /** How many of `actions` lead to the re-rolled node's counterpart. */
  upTo: number;
};

const atRest = (s: GameState) => !s.choice && s.agenda.length === 0;
const drawn = (log: readonly LogEntry[]) => log.filter((e) => e.random === 'seeded');

/** The seed to try the k-th time: spread over the whole range, from the state it replaces. */
export function candidateSeed(rng: number, k: number): number {
  return (rng + Math.imul(k, 0x9e3779b9)) >>> 0;
}

/** The path to `cursor`, and where on it the last position at rest before `node` is. */
function around(t: Timeline, node: number, cursor: number): { path: TimelineNode[]; start: number; at: number } | null {
  const path = pathTo(t, cursor);
  const at = path.findIndex((n) => n.id === node);
  if (at <= 0) return null;
  let start = at - 1;
  while (start > 0 && !atRest(path[start].state)) start--;
  return atRest(path[start].state) ? { path, start, at } : null;
}

/** Play actions from a state; null when one is refused. */
function play(s: GameState, actions: readonly Action[]): { state: GameState; log: LogEntry[] } | null {
  const log: LogEntry[] = [];
  try {
    for (const a of actions) {
      const r = apply(s, a);
      s = r.state;
      log.push(...r.log);
    }
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
  return { state: s, log };
}

/**
 * How to re-roll the random results that `node` logged, keeping the actions up to `cursor`: for
 * another result, or for the result `want` (the player or object drawn first). Null when no tried
 * seed gives it.
 */
export function rerollPlan(t: Timeline, node: number, cursor: number, want?: EntityId): RerollPlan | null {
  const where = around(t, node, cursor);
  if (!where) return null;
  const { path, start, at } = where;
  const from = path[start];
  const again = path.slice(start + 1, at + 1).map((n) => n.action!);
  const before = path.slice(start + 1, at + 1).flatMap((n) => drawn(n.log).map((e) => e.text)).join('\n');
  for (let k = 1; k <= REROLL_TRIES; k++) {
    const seed: Action = { type: 'edit', op: 'seed', seed: candidateSeed(from.state.rng, k) };
    const r = play(from.state, [seed, ...again]);
    if (!r) continue;
    const now = drawn(r.log);
    const ok = want === undefined ? now.map((e) => e.text).join('\n') !== before : now[0]?.refs?.[0] === want;
    if (ok) return { from: from.id, actions: [seed, ...path.slice(start + 1).map((n) => n.action!)], upTo: again.length + 1 };
  }
  return null;
}

/**
 * The possible results of the first random result `node` logged, and the one drawn: found by
 * playing the same actions with random results asked, which stops at the choice listing them.
 */
export function possibleResults(t: Timeline, node: number): { options: ChoiceOption[]; drawn: EntityId } | null {
  const n = t.nodes[node];
  const first = drawn(n.log)[0];
  const where = first && around(t, node, node);
  if (!where) return null;
  const from = where.path[where.start].state;
  let s = apply(from, { type: 'edit', op: 'random', random: 'ask' }).state;
  for (const m of where.path.slice(where.start + 1, where.at + 1)) {
    const r = play(s, [m.action!]);
    if (!r) return null;
    s = r.state;
    if (s.choice?.kind === 'random') return { options: s.choice.options, drawn: first.refs![0] };
  }
  return null;
}
