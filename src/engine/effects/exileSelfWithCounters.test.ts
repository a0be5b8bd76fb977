// "Exile ~ with three time counters on it." (Arc Blade, Inspiring Refrain): the resolving spell
// exiles its own card with the counters (406.2, 122.1) instead of going to the graveyard (608.2n),
// and having suspend it is suspended (702.62b): its upkeep trigger removes the counters as if it had
// been suspended from the hand (702.62a).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import { isSuspended } from '../casting/suspend';

describe('a spell exiling itself with time counters (406.2, 702.62b)', () => {
  it('Inspiring Refrain: draws two, is exiled with 3 time counters, suspended, and loses one at its owner\'s next upkeep', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', manaPool: '{C}{C}{C}{C}{U}{U}', hand: [{ card: 'Inspiring Refrain', id: 'refrain' }], library: ['Island', 'Island', 'Island', 'Island'] },
        { name: 'Ben', library: ['Forest', 'Forest'] },
      ],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('refrain') }, { type: 'resolve' });
    expect(after.players.p1.hand).toHaveLength(2);
    expect(after.players.p1.graveyard).toHaveLength(0);
    const exiled = objectAt(after, after.exile[0]);
    expect(exiled.card).toBe('Inspiring Refrain');
    expect(exiled.counters.time).toBe(3);
    expect(isSuspended(after, exiled)).toBe(true);
    expect(log.find((e) => e.rule === '406.2')?.text).toBe('Inspiring Refrain exiles Inspiring Refrain from the stack with 3 time counters on it.');
    // Ben's turn, then Ann's upkeep: suspend's first triggered ability (702.62a).
    const upkeep = play(after, { type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' }, { type: 'resolve' }).state;
    expect(upkeep.turn.active).toBe('p1');
    expect(objectAt(upkeep, upkeep.exile[0]).counters.time).toBe(2);
  });
});
