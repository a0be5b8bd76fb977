// The guided cast offers casualty (702.153a), conspire (702.78a), replicate (702.56a) and assist
// (702.132a): each is announced (601.2b), casualty and conspire then ask for the objects that pay
// them (601.2h), and the draft makes an action the engine takes.
import { describe, expect, it } from 'vitest';
import { apply, objectAt, type GameState } from '../../engine';
import { game } from '../../scenario/testing';
import { castOptions, draftAction, newDraft, stagesOf } from './castFlow';
import type { Draft } from '../uiStore';

const kinds = (s: GameState, d: Draft) => stagesOf(s, d).map((st) => (st.kind === 'cost' ? st.cost : st.kind));
const cast = (card: string, name: string, more: Partial<Draft> = {}) => newDraft({ kind: 'cast', player: 'p1', source: card, name, ...more });
const costs = (more: Partial<Draft['costs']>): Draft['costs'] => ({ sacrifice: [], discard: [], exile: [], ...more });

describe('copying costs in the guided cast', () => {
  it("Light 'Em Up: casualty 2 asks for a creature with power 2 or greater, and the spell is copied", () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', hand: [{ card: "Light 'Em Up", id: 'l' }], battlefield: [{ card: 'Grizzly Bears', id: 'b' }, { card: 'Llanowar Elves', id: 'e' }], manaPool: '{R}{R}' }, { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'h' }] }],
    });
    expect(kinds(s, cast(id('l'), "Light 'Em Up"))).toEqual(['announce', 'target', 'confirm']);
    const d = cast(id('l'), "Light 'Em Up", { casualty: true });
    const st = stagesOf(s, d)[1];
    expect(kinds(s, d)).toEqual(['announce', 'sacrifice', 'target', 'confirm']);
    expect(st.kind === 'cost' && [st.legal, st.rule]).toEqual([[id('b')], '702.153a']);
    const after = apply(s, draftAction(s, { ...d, costs: costs({ sacrifice: [id('b')] }), targets: [[id('h')]] })).state;
    expect(objectAt(after, id('b'))).toBeUndefined();
    expect(after.stack).toHaveLength(2); // the spell, and its casualty ability
  });

  it('Burn Trail: conspire asks for two untapped creatures that share a color with it', () => {
    const { state: s, id } = game({
      players: [
        { name: 'Ann', hand: [{ card: 'Burn Trail', id: 't' }], battlefield: [{ card: 'Raging Goblin', id: 'g1' }, { card: 'Raging Goblin', id: 'g2' }, { card: 'Llanowar Elves', id: 'e' }], manaPool: '{R}{R}{R}{R}' },
        { name: 'Ben' },
      ],
    });
    const d = cast(id('t'), 'Burn Trail', { conspire: true });
    const st = stagesOf(s, d)[1];
    expect(st.kind === 'cost' && [st.cost, st.count, st.legal]).toEqual(['tap', 2, [id('g1'), id('g2')]]);
    const after = apply(s, draftAction(s, { ...d, costs: costs({ tap: [id('g1'), id('g2')] }), targets: [['p2']] })).state;
    expect(objectAt(after, id('g1')).tapped && objectAt(after, id('g2')).tapped).toBe(true);
    expect(after.stack).toHaveLength(2);
  });

  it('Pyromatics: the replicate cost is paid the number of times announced', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Pyromatics', id: 'p' }], manaPool: '{R}{R}{R}{R}{R}{R}' }, { name: 'Ben' }] });
    const d = cast(id('p'), 'Pyromatics', { replicate: 2, targets: [['p2']] });
    expect(castOptions(s, d)).toEqual({ replicate: 2, targets: [['p2']] });
    const after = apply(s, draftAction(s, d)).state;
    expect(after.players.p1.manaPool).toEqual([]);
    expect(after.stack).toHaveLength(2);
  });

  it('Charging Binox: the assisting player pays the amount chosen from their pool', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Charging Binox', id: 'x' }], manaPool: '{G}{G}{G}' }, { name: 'Ben', manaPool: '{U}{U}{U}{U}{U}{U}{U}{U}' }] });
    const d = cast(id('x'), 'Charging Binox', { assist: { player: 'p2', amount: 5 } });
    expect(kinds(s, d)).toEqual(['announce', 'confirm']);
    expect(castOptions(s, d)).toEqual({ assist: { player: 'p2', pay: '{U}{U}{U}{U}{U}' } });
    const after = apply(s, draftAction(s, d)).state;
    expect(after.players.p2.manaPool).toEqual([{ type: 'U', amount: 3 }]);
    expect(after.players.p1.manaPool).toEqual([]);
  });
});
