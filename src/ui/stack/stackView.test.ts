// What the stack shows: the choices made, the costs paid, a gone target by its last name.
import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { game } from '../../scenario/testing';
import { stackView } from './stackView';

describe('stackView', () => {
  it('a spell: how it was cast, the costs paid, the division, a target that is gone', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', hand: [{ card: 'Fling', id: 'fling' }], battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], manaPool: '{C}{R}' },
        { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] },
      ],
    });
    let s = apply(state, { type: 'cast', player: 'p1', card: id('fling'), targets: [[id('giant')]], costs: { sacrifice: [id('bears')] } }).state;
    const top = s.stack[0];
    expect(stackView(s, top)).toMatchObject({ what: 'spell', details: 'Sacrificed Grizzly Bears', targets: 'Hill Giant' });
    s = apply(s, { type: 'edit', op: 'move', object: id('giant'), to: 'graveyard' }).state;
    expect(stackView(s, top)?.targets).toBe('Hill Giant (gone)');
  });

  it('a triggered ability names its source and the spell it copies; a division shows each share per phrase', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Fiery Justice', id: 'fj' }], manaPool: '{R}{G}{W}' }, { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] }],
    });
    const s = apply(state, { type: 'cast', player: 'p1', card: id('fj'), targets: [[id('giant'), 'p2'], ['p2']], divide: [3, 2] }).state;
    expect(stackView(s, s.stack[0])).toMatchObject({
      targets: 'Hill Giant (3), Ben (2), Ben',
      phrases: 'any number of targets: Hill Giant (3), Ben (2)\ntarget opponent: Ben',
    });
    const { state: s2, id: id2 } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Pyromancer Ascension', id: 'asc', counters: { quest: 2 } }], hand: [{ card: 'Shock', id: 'shock' }], manaPool: '{R}' }, { name: 'Ben' }],
    });
    const t = apply(s2, { type: 'cast', player: 'p1', card: id2('shock'), targets: [['p2']] }).state;
    expect(stackView(t, t.stack[1])).toMatchObject({ kind: 'ability', of: 'Triggered ability of Pyromancer Ascension: copy Shock' });
  });
});
