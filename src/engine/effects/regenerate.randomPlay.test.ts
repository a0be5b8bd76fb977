// Random play (randomPlay.test.ts) with regeneration cards added to the built-in pool: shields are
// made, used and ended among every other action and edit, and every invariant (a state JSON keeps,
// each object in one zone, ...) holds after every action.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import { cardDefinitionFor } from '../../cards/lookup';
import { apply } from '../apply';
import type { CardDef } from '../state/card';
import { allObjects } from '../state/objectTable';
import { describeFailure, randomPlay } from '../randomPlay';

const REGENERATION = ['Drudge Skeletons', 'Uthden Troll', 'Mischievous Poltergeist', 'Mending Touch', 'Wrap in Vigor', 'Loxodon Hierarch', 'Terminate', 'Wrath of God', 'Day of Judgment', 'Murder'];
const POOL: CardDef[] = [...Object.values(CARDS), ...REGENERATION.map((n) => cardDefinitionFor(n)).filter((c): c is CardDef => c !== undefined)];
const SEEDS = 30;
const ACTIONS = 100;

describe('random play with regeneration', () => {
  it(`${SEEDS} seeds x ${ACTIONS} actions keep every invariant; shields are made and used`, () => {
    expect(POOL).toHaveLength(Object.values(CARDS).length + REGENERATION.length);
    const failures: string[] = [];
    let shielded = 0;
    let used = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const r = randomPlay(seed, POOL, ACTIONS, {
        applied: (action, before) => {
          if (!allObjects(before).some((o) => (o.regenerationShields ?? 0) > 0)) return;
          shielded++;
          if (apply(before, action).log.some((e) => e.rule === '701.19a' && e.text.includes('it regenerates instead'))) used++;
        },
      });
      if (r.failure) failures.push(describeFailure(r.failure));
    }
    expect(failures).toEqual([]);
    expect(shielded).toBeGreaterThan(0);
    expect(used).toBeGreaterThan(0);
  }, 120_000);
});
