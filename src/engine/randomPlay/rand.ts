// Random play (issue 7): seeded randomness for the generator: its own stream, apart from the game's.
import { next } from '../state/rng';

// Seeded randomness for the generator (its own stream, apart from the game's rng)

export type Rand = {
  /** 0 <= value < n */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
  shuffle<T>(xs: readonly T[]): T[];
  /** k distinct items of xs, in random order. */
  some<T>(xs: readonly T[], k: number): T[];
};

export function rand(seed: number): Rand {
  let state = seed >>> 0;
  const float = () => {
    const [v, s] = next(state);
    state = s;
    return v;
  };
  const int = (n: number) => Math.floor(float() * n);
  const shuffle = <T>(xs: readonly T[]): T[] => {
    const out = xs.slice();
    for (let i = out.length - 1; i >= 1; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    int,
    chance: (p) => float() < p,
    pick: (xs) => xs[int(xs.length)],
    shuffle,
    some: (xs, k) => shuffle(xs).slice(0, Math.max(0, k)),
  };
}
