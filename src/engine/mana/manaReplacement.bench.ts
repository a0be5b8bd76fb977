// Tapping a Forest under 20 Mana Reflections and a Contamination (616.1): the order is asked with
// each distinct order's result. Trying every permutation took 111 s at 9 Mana Reflections; the
// goal is under 5 ms, with auto-tap's plan (which must see that the order would be asked) too.
import { game } from '../../scenario/testing';
import { goal, median } from '../../../scripts/bench-kit';
import { apply } from '../apply';
import { planAutoTap } from './autoTap';
import { parseCost } from './mana';

function position() {
  return game({
    players: [
      { name: 'Ann', battlefield: [...Array.from({ length: 20 }, () => 'Mana Reflection'), 'Contamination', { card: 'Forest', id: 'f' }] },
      { name: 'Ben' },
    ],
  });
}

export function run(): void {
  const { state, id } = position();
  const f = id('f');
  const tap = () => {
    const s = apply(state, { type: 'activate', player: 'p1', source: f, ability: 0 }).state;
    if (s.choice?.kind !== 'order' || s.choice.outcomes?.length !== 21) throw new Error('bench bug: the order was not asked with 21 results');
  };
  const time = (f: () => void) => {
    for (let i = 0; i < 20; i++) f();
    return median(Array.from({ length: 100 }, () => {
      const t = performance.now();
      f();
      return performance.now() - t;
    }));
  };
  const tapping = time(tap);
  // A copy of the state defeats the memos: auto-tap computes what each source makes afresh.
  const plan = time(() => planAutoTap({ ...state }, 'p1', parseCost('{B}')));
  goal('tapping a land under 20 Mana Reflections and a Contamination', `${tapping.toFixed(3)} ms`, '< 5 ms', tapping < 5);
  goal('auto-tap under 20 Mana Reflections and a Contamination', `${plan.toFixed(3)} ms`, '< 5 ms', plan < 5);
}
