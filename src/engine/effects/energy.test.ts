// Energy (107.14, 122.1): counters on a player, got by "you get {E}", removed to pay {E}.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';
import { rejects } from '../expectRejected';
import { objectAt } from '../state/objectTable';

describe('energy counters (122.1, 107.14)', () => {
  it('"Pay {E}{E}" with one energy counter is refused (118.3), the state unchanged', () => {
    const { state, id } = game({ players: [{ name: 'Ann', energy: 1, battlefield: [{ card: 'Longtusk Cub', id: 'cub' }] }, { name: 'Ben' }] });
    const e = rejects(state, { type: 'activate', player: 'p1', source: id('cub'), ability: 0 }, '118.3');
    expect(e.message).toContain('Ann has 1 energy counter, so can\'t pay {E}{E}');
  });

  it('"Pay {E}{E}" removes two energy counters as the ability is activated (602.2b)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', energy: 3, battlefield: [{ card: 'Longtusk Cub', id: 'cub' }] }, { name: 'Ben' }] });
    const { state: after, log } = play(state, { type: 'activate', player: 'p1', source: id('cub'), ability: 0 });
    expect(after.players.p1.energy).toBe(1);
    expect(log.find((l) => l.rule === '107.14')?.text).toBe("Ann pays {E}{E} for Longtusk Cub's ability: removes 2 energy counters (3 → 1).");
  });

  it('"you may pay any amount of {E}": a pick of 0 to the counters the player has; paying none deals no damage (608.2d)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Harnessed Lightning', id: 'hl' }], manaPool: '{R}{R}', battlefield: [{ card: 'Territorial Gorger', id: 'gorger' }] }, { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] }],
    });
    // The Lightning's own {E}{E}{E} come first; Ann chooses to pay none of them.
    const asked = play(state, { type: 'cast', player: 'p1', card: id('hl'), targets: [[id('giant')]] }, { type: 'resolve' });
    expect(asked.state.choice?.options.map((o) => o.id)).toEqual(['0', '1', '2', '3']);
    const { state: after } = play(asked.state, { type: 'choose', player: 'p1', answer: ['0'] });
    expect(after.players.p1.energy).toBe(3);
    expect(objectAt(after, id('giant')).damage).toBe(0);
  });
});
