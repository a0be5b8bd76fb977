// The Oracle compiler (issue 13's goals): every card of the database compiled, under 20 s; one
// card, median under 1 ms. Uncached, so each run compiles for real.
import { goal, median } from '../../scripts/bench-kit';
import { readCardDatabase } from '../cards/databaseNode';
import { compileUncached } from './compile';

export function run(): void {
  const { cards } = readCardDatabase();
  const all = () => {
    const t = performance.now();
    for (const c of cards) compileUncached(c);
    return performance.now() - t;
  };
  const first = all();
  const whole = median([first, all(), all()]);
  goal(`compiling every card of the database (${cards.length}), median of 3`, `${(whole / 1000).toFixed(2)} s (first ${(first / 1000).toFixed(2)} s)`, '< 20 s', whole < 20_000);
  // One card at a time, across the database: every 20th card, each compiled alone.
  const times: number[] = [];
  for (let i = 0; i < cards.length; i += 20) {
    const t = performance.now();
    compileUncached(cards[i]);
    times.push(performance.now() - t);
  }
  const one = median(times);
  const slowest = Math.max(...times);
  goal(`compiling one card, median over ${times.length} cards`, `${(one * 1000).toFixed(0)} µs (slowest ${slowest.toFixed(1)} ms)`, '< 1 ms', one < 1);
}
