// Suspend (702.62a, 116.2f) and foretell (702.143a, 116.2h): the special actions' checks, each
// refusal leaving the state unchanged (rejects), and what each leaves in exile.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';

describe('suspend (702.62a)', () => {
  it('exiles the card with its time counters for its suspend cost; the player keeps priority (117.3c)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{U}', hand: [{ card: 'Errant Ephemeron', id: 'eph' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const after = play(state, { type: 'suspend', player: 'p1', card: id('eph'), pay: '{C}{U}' });
    expect(after.state.exile).toHaveLength(1);
    const o = objectAt(after.state, after.state.exile[0]);
    expect(o.counters).toEqual({ time: 4 });
    expect(after.state.stack).toHaveLength(0);
    expect(after.state.turn.priority).toBe('p1');
  });

  it('is refused for a card without suspend, out of the hand, without its cost, or when the card could not be cast (116.2f)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{R}', hand: [{ card: 'Rift Bolt', id: 'rift' }, { card: 'Shock', id: 'shock' }] }, { name: 'Ben', hand: [{ card: 'Rift Bolt', id: 'benrift' }] }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    rejects(state, { type: 'suspend', player: 'p1', card: id('shock'), pay: '{R}' }, '702.62a');
    rejects(state, { type: 'suspend', player: 'p1', card: id('benrift') }, '116.2f');
    rejects(state, { type: 'suspend', player: 'p1', card: id('rift'), pay: '{G}' }, '601.2h');
    const upkeep = game({
      players: [{ name: 'Ann', manaPool: '{R}', hand: [{ card: 'Rift Bolt', id: 'rift' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'upkeep' },
    });
    expect(rejects(upkeep.state, { type: 'suspend', player: 'p1', card: upkeep.id('rift'), pay: '{R}' }, '116.2f').message).toMatch(/a sorcery/);
  });
});

describe('foretell (702.143a)', () => {
  it('pays {2} and exiles the card face down, remembering the turn; cast for its foretell cost only from exile, on a later turn', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}{U}{U}', hand: [{ card: 'Demon Bolt', id: 'bolt' }, { card: 'Depart the Realm', id: 'depart' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain', number: 3 },
    });
    rejects(state, { type: 'cast', player: 'p1', card: id('depart'), as: 'foretell', targets: [['p2']] }, '702.143a');
    const after = play(state, { type: 'foretell', player: 'p1', card: id('bolt'), pay: '{C}{C}' });
    const o = objectAt(after.state, after.state.exile[0]);
    expect(o.foretold).toBe(3);
    expect(after.state.turn.priority).toBe('p1');
    rejects(after.state, { type: 'cast', player: 'p1', card: o.id, from: 'exile', as: 'foretell' }, '702.143a');
  });

  it('is refused during another player\'s turn and for a card without foretell (116.2h)', () => {
    const start = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}', hand: [{ card: 'Saw It Coming', id: 'saw' }, { card: 'Shock', id: 'shock' }] }, { name: 'Ben' }],
      turn: { active: 'Ben', step: 'precombatMain' },
    });
    const { id } = start;
    const state = play(start.state, { type: 'pass', player: 'p2' }).state;
    rejects(state, { type: 'foretell', player: 'p1', card: id('shock') }, '702.143a');
    rejects(state, { type: 'foretell', player: 'p1', card: id('saw') }, '116.2h');
  });
});
