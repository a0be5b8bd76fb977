// Issue 12, point 14: games of random actions and edits, exported, shared, imported and replayed,
// give the same game. 50 here; `npm run fuzz:export` runs 300.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { exportReplay } from './exportReplay';

const POOL = Object.values(CARDS);

// Five runs of ten seeds: about 3 s each on a quiet machine; the timeout only guards a hang.
describe('exports replay', () => {
  it.each([1, 11, 21, 31, 41])('seeded games %i to +9, 200 random actions each, replay from their share links to the same game', (from) => {
    const problems: string[] = [];
    for (let seed = from; seed < from + 10; seed++) {
      const r = exportReplay(seed, POOL, 200);
      if (r.problem) problems.push(`seed ${seed}: ${r.problem}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
