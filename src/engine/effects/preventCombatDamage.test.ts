// "Prevent all combat damage that would be dealt this turn." (615.1a): until the cleanup step (514.2).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';

describe('prevent all combat damage this turn (615.1a, 514.2)', () => {
  const { state, id } = game({
    players: [
      { name: 'Ann', manaPool: '{G}', hand: [{ card: 'Fog', id: 'fog' }], battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], library: ['Forest'] },
      { name: 'Ben', library: ['Island'] },
    ],
  });

  it('Fog sets the effect; combat damage that turn is prevented, and the effect ends in the cleanup step', () => {
    const { state: fogged, log } = play(state, { type: 'cast', player: 'p1', card: id('fog') }, { type: 'resolve' });
    expect(fogged.combatDamagePrevented).toBe(true);
    expect(log.find((e) => e.rule === '615.1a')?.text).toBe('Fog: all combat damage that would be dealt this turn is prevented.');
    const attacked = play(fogged, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('bears')]: 'p2' } }, { type: 'advance', to: 'postcombatMain' });
    expect(attacked.state.players.p2.life).toBe(20);
    const next = play(attacked.state, { type: 'advance', to: 'upkeep' });
    expect(next.state.turn.active).toBe('p2');
    expect(next.state.combatDamagePrevented).toBeUndefined();
    expect(next.log.some((e) => e.rule === '514.2' && e.text.includes('Prevent all combat damage'))).toBe(true);
  });
});
