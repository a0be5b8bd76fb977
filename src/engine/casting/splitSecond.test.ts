// Split second (702.61a): no spell is cast and no non-mana ability is activated while it is on the stack.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { play } from '../withAbilities';

describe('split second (702.61a)', () => {
  it('Sudden Shock on the stack: Shock and Icy Manipulator are refused, a mana ability is not (702.61b)', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', manaPool: '{R}{C}', hand: [{ card: 'Sudden Shock', id: 'ss' }] },
        { name: 'Ben', manaPool: '{R}{C}', hand: [{ card: 'Shock', id: 'shock' }], battlefield: [{ card: 'Icy Manipulator', id: 'icy' }, { card: 'Mountain', id: 'm' }] },
      ],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const cast = play(state, { type: 'cast', player: 'p1', card: id('ss'), targets: [['p2']] }).state;
    const ben = play(cast, { type: 'pass', player: 'p1' }).state;
    expect(rejects(ben, { type: 'cast', player: 'p2', card: id('shock'), targets: [['p1']], pay: '{R}' }, '702.61a').message).toMatch(/Sudden Shock has split second/);
    rejects(ben, { type: 'activate', player: 'p2', source: id('icy'), ability: 0, targets: [[id('m')]], pay: '{C}' }, '702.61a');
    expect(play(ben, { type: 'activate', player: 'p2', source: id('m'), ability: 0 }).state.players.p2.manaPool).toHaveLength(3);
  });
});
