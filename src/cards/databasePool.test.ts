// Random play over the whole database (issue 17): `npm test` plays 100 seeds drawn from every fully
// modelled card; `npm run fuzz:play` plays 1,000.
import { describe, expect, it } from 'vitest';
import baseline from '../oracle/coverage-baseline.json';
import { describeFailure, randomPlay } from '../engine/randomPlay';
import { fullyModelledCards } from './databasePool';

const SEEDS = 100;
const ACTIONS = 100;

describe('random play over the whole card database', () => {
  const pool = fullyModelledCards();

  it('draws from every fully modelled card: as many as the coverage counts', () => {
    expect(pool.length).toBeGreaterThanOrEqual(baseline.full);
    expect(pool.every((c) => c.abilities.every((a) => a.kind !== 'unmodelled'))).toBe(true);
  }, 60_000);

  it(`${SEEDS} seeds x ${ACTIONS} actions keep every invariant after every action, over thousands of different cards`, () => {
    const failures: string[] = [];
    const kinds: Record<string, number> = {};
    const names = new Set<string>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const r = randomPlay(seed, pool, ACTIONS);
      for (const name of Object.keys(r.state.cards)) names.add(name);
      for (const [k, n] of Object.entries(r.kinds)) kinds[k] = (kinds[k] ?? 0) + n;
      if (r.failure) failures.push(describeFailure(r.failure));
    }
    expect(failures).toEqual([]);
    expect(names.size).toBeGreaterThan(1000);
    for (const k of ['cast', 'activate', 'resolve', 'choose:pick']) expect(kinds[k] ?? 0, k).toBeGreaterThan(10);
  }, 240_000);
});
