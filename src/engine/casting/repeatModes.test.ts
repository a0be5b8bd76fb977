// "Choose three. You may choose the same mode more than once." (700.2d): a mode chosen more than
// once is listed that many times, and the spell does it that many times in sequence; without that
// instruction a mode can be chosen only once.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';
import { rejects } from '../expectRejected';
import { objectAt } from '../state/objectTable';

function position() {
  return game({
    players: [
      { name: 'Ann', manaPool: '{C}{C}{R}{R}{C}{C}{U}{U}{U}', hand: [{ card: 'Fiery Confluence', id: 'fiery' }, { card: 'Cryptic Command', id: 'cryptic' }], library: ['Island', 'Island'] },
      { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
    ],
    turn: { active: 'Ann', step: 'precombatMain' },
  });
}

describe('choosing the same mode more than once (700.2d)', () => {
  it('Fiery Confluence, "2 damage to each opponent" three times: 6 damage', () => {
    const { state, id } = position();
    const after = play(state, { type: 'cast', player: 'p1', card: id('fiery'), modes: [1, 1, 1], pay: '{C}{C}{R}{R}' }, { type: 'resolve' }).state;
    expect(after.players.p2.life).toBe(14);
  });

  it('"1 damage to each creature" twice and "2 damage to each opponent" once: the Bears die, Ben is at 18', () => {
    const { state, id } = position();
    const after = play(state, { type: 'cast', player: 'p1', card: id('fiery'), modes: [0, 0, 1], pay: '{C}{C}{R}{R}' }, { type: 'resolve' }).state;
    expect(objectAt(after, id('bears', after))?.zone).toBe('graveyard');
    expect(after.players.p2.life).toBe(18);
  });

  it('modes out of order are refused; a spell without the instruction can\'t repeat a mode', () => {
    const { state, id } = position();
    rejects(state, { type: 'cast', player: 'p1', card: id('fiery'), modes: [1, 0, 0], pay: '{C}{C}{R}{R}' }, '700.2d');
    rejects(state, { type: 'cast', player: 'p1', card: id('fiery'), modes: [1, 1], pay: '{C}{C}{R}{R}' }, '700.2a');
    rejects(state, { type: 'cast', player: 'p1', card: id('cryptic'), modes: [3, 3], pay: '{C}{U}{U}{U}' }, '700.2d');
  });
});
