// The arrows listed for the stack's targets and the combat: the top always, another on focus only.
import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { play } from '../../engine/withAbilities';
import { game } from '../../scenario/testing';
import { arrowLines, targetLines } from './arrowLines';

describe('arrowLines', () => {
  it('a copy with a new target: the copy (top) points at its target, the original only when shown (707.10c)', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', battlefield: [{ card: 'Pyromancer Ascension', id: 'asc', counters: { quest: 2 } }], hand: [{ card: 'Lightning Bolt', id: 'bolt' }], manaPool: '{R}' },
        { name: 'Ben', battlefield: [{ card: 'Goblin Piker', id: 'piker' }] },
      ],
    });
    const piker = id('piker');
    let s = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }, { type: 'resolve' }).state;
    s = apply(s, { type: 'choose', answer: true }).state;
    s = apply(s, { type: 'choose', answer: [[piker]] }).state;
    const [original, copy] = s.stack;
    expect(s.stack).toHaveLength(2);
    expect(arrowLines(s, null, null)).toEqual([`target ${copy} ${piker}`]);
    expect(arrowLines(s, null, original)).toEqual([`target ${copy} ${piker}`, `target ${original} p2`]);
    // Shown as the top already: listed once.
    expect(arrowLines(s, null, copy)).toEqual([`target ${copy} ${piker}`]);
  });

  it('an activated ability targeting a player, and no arrow to a target gone from its zone (400.7)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Prodigal Pyromancer', id: 'pyro' }] }, { name: 'Ben', battlefield: [{ card: 'Goblin Piker', id: 'piker' }] }],
    });
    const s = apply(state, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [['p2']] }).state;
    const ability = s.stack.at(-1)!;
    expect(arrowLines(s, null, null)).toEqual([`target ${ability} p2`]);
    const t = apply(state, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('piker')]] }).state;
    expect(targetLines(t, t.stack.at(-1)!)).toEqual([`target ${t.stack.at(-1)} ${id('piker')}`]);
    const gone = apply(t, { type: 'edit', op: 'move', object: id('piker'), to: 'graveyard' }).state;
    expect(targetLines(gone, gone.stack.at(-1)!)).toEqual([]);
  });

  it('a spell targeting a spell: Counterspell points at Lightning Bolt, and Bolt at Ben only when shown', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', hand: [{ card: 'Lightning Bolt', id: 'bolt' }], manaPool: '{R}' },
        { name: 'Ben', hand: [{ card: 'Counterspell', id: 'cs' }], manaPool: '{U}{U}' },
      ],
    });
    let s = apply(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }).state;
    const bolt = s.stack[0];
    s = apply(s, { type: 'pass' }).state;
    s = apply(s, { type: 'cast', player: 'p2', card: id('cs'), targets: [[bolt]] }).state;
    const counter = s.stack[1];
    expect(arrowLines(s, null, null)).toEqual([`target ${counter} ${bolt}`]);
    expect(arrowLines(s, null, bolt)).toEqual([`target ${counter} ${bolt}`, `target ${bolt} p2`]);
    // A stack object shown that is no longer on the stack draws nothing.
    expect(arrowLines(s, null, 'nothing')).toEqual([`target ${counter} ${bolt}`]);
  });

  it('combat lines come first, with the stack targets after them', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Shock', id: 'shock' }], manaPool: '{R}' }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }],
    });
    const s = apply(state, { type: 'cast', player: 'p1', card: id('shock'), targets: [[id('bears')]] }).state;
    const withCombat = { ...s, combat: { attackers: [{ id: 'x', attacks: 'p2', blockedBy: [id('bears')], blocked: true }] } } as unknown as typeof s;
    expect(arrowLines(withCombat, null, null)).toEqual(['attack x p2', `block ${id('bears')} x`, `target ${s.stack[0]} ${id('bears')}`]);
  });
});
