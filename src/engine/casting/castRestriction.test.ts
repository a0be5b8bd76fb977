// "Cast ~ only ..." (601.3): the spell's own restriction, checked before anything changes.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { play } from '../withAbilities';

describe('a spell cast only when its text allows (601.3)', () => {
  it("Illusory Angel: only if you've cast another spell this turn", () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{U}{R}{C}{C}', hand: [{ card: 'Illusory Angel', id: 'angel' }, { card: 'Shock', id: 'shock' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    expect(rejects(state, { type: 'cast', player: 'p1', card: id('angel'), pay: '{U}{C}{C}' }, '601.3').message).toMatch(/has cast another spell this turn/);
    const shocked = play(play(state, { type: 'cast', player: 'p1', card: id('shock'), targets: [['p2']], pay: '{R}' }).state, { type: 'resolve' }).state;
    expect(play(shocked, { type: 'cast', player: 'p1', card: id('angel'), pay: '{U}{C}{C}' }).state.stack).toHaveLength(1);
  });

  it('Panic: only during combat before blockers are declared', () => {
    const at = (step: 'precombatMain' | 'beginningOfCombat' | 'declareBlockers') =>
      game({
        players: [{ name: 'Ann', manaPool: '{R}', hand: [{ card: 'Panic', id: 'panic' }], battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }],
        turn: { active: 'Ann', step },
      });
    const main = at('precombatMain');
    expect(rejects(main.state, { type: 'cast', player: 'p1', card: main.id('panic'), targets: [[main.id('bears')]], pay: '{R}' }, '601.3').message).toMatch(/only during combat/);
    const begin = at('beginningOfCombat');
    expect(play(begin.state, { type: 'cast', player: 'p1', card: begin.id('panic'), targets: [[begin.id('bears')]], pay: '{R}' }).state.stack).toHaveLength(1);
  });
});
