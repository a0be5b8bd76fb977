// Thousand-Year Storm style: one Lightning Bolt copied N times, every copy created (with its new
// targets kept) and resolved. The goal: under 100 ms at 1,000 copies, the cost per copy flat.
import { game } from '../../scenario/testing';
import { goal, median } from '../../../scripts/bench-kit';
import { apply } from '../apply';
import type { GameState } from '../state/state';

function position(n: number): { state: GameState; bolt: string } {
  const g = game({
    players: [
      { name: 'Ann', battlefield: ['Thousand-Year Storm'], hand: [{ card: 'Lightning Bolt', id: 'bolt' }], castThisTurn: Array.from({ length: n }, () => 'Shock'), manaPool: '{R}' },
      { name: 'Ben', life: 1_000_000 },
    ],
  });
  return { state: g.state, bolt: g.id('bolt') };
}

/**
 * Milliseconds to create and resolve n copies: resolve the trigger, keep each copy's target, resolve
 * all. Also run in Chromium by e2e/copies-browser.bench.ts.
 */
export function run1(n: number): number {
  const { state, bolt } = position(n);
  const t = performance.now();
  let s = apply(state, { type: 'cast', player: 'p1', card: bolt, targets: [['p2']] }).state;
  s = apply(s, { type: 'resolve' }).state;
  while (s.choice) s = apply(s, { type: 'choose', answer: [['p2']] }).state;
  while (s.stack.length) s = apply(s, { type: 'resolve' }).state;
  const ms = performance.now() - t;
  if (s.players.p2.life !== 1_000_000 - 3 * (n + 1)) throw new Error(`bench bug: ${n} copies dealt ${1_000_000 - s.players.p2.life}`);
  return ms;
}

export function run(): void {
  // The first runs at a size pay for compiling the engine's code and growing the heap; they are
  // printed, and then each size is warmed up twice before the runs that count.
  const cold = run1(1000);
  const times = [10, 100, 1000].map((n) => {
    run1(n);
    run1(n);
    return { n, ms: median(Array.from({ length: n === 1000 ? 7 : 15 }, () => run1(n))) };
  });
  const per = times.map(({ n, ms }) => ms / n);
  console.log(`copies: ${times.map(({ n, ms }, i) => `${n} in ${ms.toFixed(2)} ms (${(per[i] * 1000).toFixed(1)} µs each)`).join(', ')}; the very first run of 1,000 took ${cold.toFixed(1)} ms`);
  const at1000 = times[2].ms;
  goal('1,000 copies of Lightning Bolt created and resolved', `${at1000.toFixed(1)} ms`, '< 100 ms', at1000 < 100);
  goal('cost per copy, 1,000 vs 10', `${(per[2] / per[0]).toFixed(2)}x (${(per[2] * 1000).toFixed(1)} µs / ${(per[0] * 1000).toFixed(1)} µs)`, '<= 2x', per[2] / per[0] <= 2);
}
