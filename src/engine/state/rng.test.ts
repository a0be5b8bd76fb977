import { describe, expect, it } from 'vitest';
import { next, randomIndex, shuffle } from './rng';

describe('mulberry32 (SCENARIO.md, "Randomness")', () => {
  it('gives the published mulberry32 sequence for seed 1', () => {
    let s = 1;
    const values: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [v, n] = next(s);
      values.push(v);
      s = n;
    }
    expect(values).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    expect(next(1)[1]).toBe((1 + 0x6d2b79f5) >>> 0);
  });

  it('with seed 7 picks the first of two players (the Wildfire Devils example)', () => {
    expect(randomIndex(7, 2)[0]).toBe(0);
  });

  it('shuffles deterministically, as a permutation', () => {
    const [a, sa] = shuffle([1, 2, 3, 4, 5, 6], 42);
    const [b, sb] = shuffle([1, 2, 3, 4, 5, 6], 42);
    expect(a).toEqual(b);
    expect(sa).toBe(sb);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // n-1 values are consumed for n cards.
    let s = 42;
    for (let i = 0; i < 5; i++) s = next(s)[1];
    expect(sa).toBe(s);
  });
});
