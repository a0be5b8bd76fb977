// Could-produce (106.7) on boards of mixed Reflecting Pools, Exotic Orchards, Fellwar Stones and
// basic lands: the cost must stay under 5 ms at 200 permanents and grow about linearly.
import { game } from '../../scenario/testing';
import { couldProduce } from './couldProduce';
import type { GameState } from '../state/state';
import { goal, median } from '../../../scripts/bench-kit';

const MIX = ['Reflecting Pool', 'Exotic Orchard', 'Fellwar Stone', 'Forest', 'Island', 'Mountain', 'Plains', 'Swamp', 'Wastes'];

function board(n: number): GameState {
  const side = (k: number) => Array.from({ length: n / 2 }, (_, i) => MIX[(i * 7 + k) % MIX.length]);
  return game({ players: [{ name: 'Ann', battlefield: side(0) }, { name: 'Ben', battlefield: side(3) }] }).state;
}

/** Median milliseconds of a fresh could-produce computation (a copy of the state defeats the memo). */
function cost(n: number): number {
  const s = board(n);
  for (let i = 0; i < 20; i++) couldProduce({ ...s });
  return median(Array.from({ length: 200 }, () => {
    const copy = { ...s };
    const t = performance.now();
    couldProduce(copy);
    return performance.now() - t;
  }));
}

export function run(): void {
  const [c50, c100, c200] = [50, 100, 200].map(cost);
  console.log(`could-produce: 50 permanents ${c50.toFixed(3)} ms, 100 ${c100.toFixed(3)} ms, 200 ${c200.toFixed(3)} ms`);
  goal('could-produce over 200 permanents', `${c200.toFixed(3)} ms`, '< 5 ms', c200 < 5);
  goal('could-produce growth, 200 vs 50 permanents', `${(c200 / c50).toFixed(2)}x (${c200.toFixed(3)} ms / ${c50.toFixed(3)} ms)`, '<= 5x', c200 / c50 <= 5);
}
