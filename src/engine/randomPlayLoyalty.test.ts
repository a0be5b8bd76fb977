// Random play (issue 7) with planeswalkers of the database: loyalty abilities activated at random,
// refused (606.3, 606.6) or paid with loyalty counters (606.4), every invariant checked after every
// action. Apart from randomPlay.test.ts, so its positions keep their mix of the built-in pool.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { cardDefinitionFor } from '../cards/lookup';
import type { Action } from './actions';
import { activatedAbilities } from './casting/abilities';
import type { CardDef } from './state/card';
import { cardOf } from './state/characteristics';
import { objectAt } from './state/objectTable';
import type { GameState } from './state/state';
import { describeFailure, randomPlay } from './randomPlay';

const PLANESWALKERS = ['Jace Beleren', 'Chandra Nalaar', 'Liliana of the Veil', 'Chandra, Pyrogenius', 'Ob Nixilis Reignited', 'Garruk Wildspeaker', "Elspeth, Sun's Champion", 'Teferi, Timebender', 'Chandra, Bold Pyromancer'];
const POOL = [...Object.values(CARDS), ...PLANESWALKERS.map((name) => cardDefinitionFor(name)).filter((c): c is CardDef => c !== undefined)];

/** Whether the action activates a loyalty ability (606.2). */
function loyaltyAbility(s: GameState, a: Action): boolean {
  if (a.type !== 'activate') return false;
  const o = objectAt(s, a.source);
  return !!o && activatedAbilities(cardOf(s, o).abilities)[a.ability]?.def.cost.loyalty !== undefined;
}

describe('random play with planeswalkers', () => {
  it('20 seeds x 100 actions keep every invariant, with loyalty abilities activated and refused', { timeout: 120_000 }, () => {
    expect(POOL.filter((c) => c.types.includes('Planeswalker'))).toHaveLength(PLANESWALKERS.length);
    const failures: string[] = [];
    let activated = 0;
    const refused: Record<string, number> = {};
    for (let seed = 1; seed <= 20; seed++) {
      const r = randomPlay(seed, POOL, 100, {
        applied: (a, s) => void (activated += loyaltyAbility(s, a) ? 1 : 0),
        rejected: (a, e, s) => void (loyaltyAbility(s, a) && (refused[e.rule] = (refused[e.rule] ?? 0) + 1)),
      });
      if (r.failure) failures.push(describeFailure(r.failure));
    }
    expect(failures).toEqual([]);
    expect(activated).toBeGreaterThan(0);
    expect(refused['606.3']).toBeGreaterThan(0);
  });
});
