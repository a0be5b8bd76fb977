// Making tokens (111.1): a Hangarback Walker dies with n +1/+1 counters and its trigger resolves.
// Made one at a time, each token copied the battlefield's list and a bucket of the object table
// (10,000 tokens: 0.2 s; 100,000: 97 s); made in one batch, the cost per token stays flat.
import { game } from '../../scenario/testing';
import { goal, median } from '../../../scripts/bench-kit';
import { apply } from '../apply';
import type { GameState } from '../state/state';

function dying(n: number) {
  const { state } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Hangarback Walker', counters: { '+1/+1': n }, damage: n }] }, { name: 'Ben' }] });
  return apply(state, { type: 'pass' }).state;
}

function run1(s: GameState, n: number): number {
  // From a collected heap: at 9,000 tokens a collection in the middle costs more than the work.
  (globalThis as { gc?: () => void }).gc?.();
  const t = performance.now();
  const done = apply(s, { type: 'resolve' }).state;
  const ms = performance.now() - t;
  if (done.battlefield.length !== n) throw new Error(`bench bug: ${done.battlefield.length} tokens, not ${n}`);
  return ms;
}

export function run(): void {
  const time = (n: number) => {
    const s = dying(n);
    run1(s, n);
    return median(Array.from({ length: 9 }, () => run1(s, n)));
  };
  const [small, large] = [1_000, 9_000].map(time);
  goal('9,000 tokens made at once', `${large.toFixed(1)} ms`, '< 50 ms', large < 50);
  goal('token creation growth, 9,000 vs 1,000 tokens', `${(large / small).toFixed(2)}x (${large.toFixed(1)} ms / ${small.toFixed(1)} ms)`, '<= 20x (linear: 9x; one at a time: 81x)', large / small <= 20);
}
