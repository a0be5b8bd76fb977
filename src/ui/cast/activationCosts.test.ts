// What a click offers for an activated ability, and the costs the guided activation asks
// (602.2b via 601.2h): cycling from a hand (702.29a), a card to discard, a creature to sacrifice.
import { describe, expect, it } from 'vitest';
import { apply, type GameState } from '../../engine';
import { game } from '../../scenario/testing';
import { draftAction, legalNow, newDraft, offeredAbilities, stagesOf } from './castFlow';
import { draftCost } from './costPreview';
import type { Draft } from '../uiStore';

const kinds = (s: GameState, d: Draft) => stagesOf(s, d).map((st) => (st.kind === 'cost' ? st.cost : st.kind));
const activate = (source: string, ability: number) => newDraft({ kind: 'activate', player: 'p1', source, ability, name: 'ability' });

const position = {
  players: [
    {
      name: 'Ann',
      hand: [{ card: 'Neutralize', id: 'neutralize' }, { card: 'Barren Moor', id: 'moor' }, { card: 'Island', id: 'island' }, { card: 'Grizzly Bears', id: 'handbears' }],
      battlefield: [
        { card: 'Desert Cerodon', id: 'cerodon' },
        { card: 'Barren Moor', id: 'moor2' },
        { card: 'Goblin Bombardment', id: 'bombardment' },
        { card: 'Blazing Hellhound', id: 'hellhound' },
        { card: 'Molten Vortex', id: 'vortex' },
      ],
      library: ['Plains', 'Swamp'],
      manaPool: '{R}{C}{C}',
    },
    { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] },
  ],
};

describe('the abilities a click offers', () => {
  it('in a hand, only those that work there (cycling); on the battlefield, the others', () => {
    const { state: s, id } = game(position);
    const ns = (label: string) => offeredAbilities(s, id(label)).map((a) => [a.n, a.def.text]);
    expect(ns('neutralize')).toEqual([[0, 'Cycling {2}']]);
    expect(ns('moor')).toEqual([[1, 'Cycling {B}']]);
    expect(ns('moor2')).toEqual([[0, '{T}: Add {B}.']]);
    expect(ns('cerodon')).toEqual([]);
    expect(ns('island')).toEqual([]);
  });

  it('cycling from the hand asks nothing: the activation the draft makes is legal', () => {
    const { state: s, id } = game(position);
    const d = activate(id('neutralize'), 0);
    expect(kinds(s, d)).toEqual(['confirm']);
    expect(draftCost(s, d)).toEqual({ mana: '{2}', other: ['discard Neutralize'] });
    expect(apply(s, draftAction(s, d)).state.stack).toHaveLength(1);
  });
});

describe('the costs an activation asks', () => {
  it('Goblin Bombardment: a creature of yours to sacrifice, then the target', () => {
    const { state: s, id } = game(position);
    const d = activate(id('bombardment'), 0);
    expect(kinds(s, d)).toEqual(['sacrifice', 'target', 'confirm']);
    expect([...legalNow(s, d)]).toEqual([id('cerodon'), id('hellhound')]);
    const chosen = { ...d, costs: { ...d.costs, sacrifice: [id('cerodon')] }, targets: [['p2']] };
    expect(draftCost(s, chosen)).toEqual({ mana: '', other: ['sacrifice Desert Cerodon'] });
    const after = apply(s, draftAction(s, chosen)).state;
    expect(after.players.p1.graveyard).toHaveLength(1);
  });

  it('Blazing Hellhound: another creature, never itself', () => {
    const { state: s, id } = game(position);
    expect([...legalNow(s, activate(id('hellhound'), 0))]).toEqual([id('cerodon')]);
  });

  it('Molten Vortex: a land card in your hand to discard', () => {
    const { state: s, id } = game(position);
    const d = activate(id('vortex'), 0);
    expect(kinds(s, d)).toEqual(['discard', 'target', 'confirm']);
    expect([...legalNow(s, d)]).toEqual([id('moor'), id('island')]);
    const after = apply(s, draftAction(s, { ...d, costs: { ...d.costs, discard: [id('island')] }, targets: [['p2']] })).state;
    expect(after.stack).toHaveLength(1);
  });

  it('Springleaf Drum: an untapped creature of yours to tap, even a summoning-sick one, never the Drum itself', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Springleaf Drum', id: 'drum' }, { card: 'Grizzly Bears', id: 'bears', sick: true }, { card: 'Hill Giant', id: 'giant', tapped: true }] }, { name: 'Ben' }],
    });
    const d = activate(id('drum'), 0);
    expect(kinds(s, d)).toEqual(['tap', 'confirm']);
    expect([...legalNow(s, d)]).toEqual([id('bears')]);
    const chosen = { ...d, costs: { ...d.costs, tap: [id('bears')] } };
    expect(draftCost(s, chosen)).toEqual({ mana: '{T}', other: ['tap Grizzly Bears'] });
    expect(apply(s, draftAction(s, chosen)).state.choice?.kind).toBe('manaType');
  });

  it('Grim Lavamancer: two cards of your graveyard to exile, then the target', () => {
    const { state: s, id } = game({
      players: [
        { name: 'Ann', battlefield: [{ card: 'Grim Lavamancer', id: 'lm' }], graveyard: [{ card: 'Shock', id: 'shock' }, { card: 'Island', id: 'isl' }], manaPool: '{R}' },
        { name: 'Ben', graveyard: [{ card: 'Forest', id: 'benforest' }] },
      ],
    });
    const d = activate(id('lm'), 0);
    expect(kinds(s, d)).toEqual(['exile', 'target', 'confirm']);
    expect([...legalNow(s, d)]).toEqual([id('shock'), id('isl')]);
    const chosen = { ...d, costs: { ...d.costs, exile: [id('shock'), id('isl')] }, targets: [['p2']] };
    expect(draftCost(s, chosen)).toEqual({ mana: '{R}{T}', other: ['exile Shock from your graveyard', 'exile Island from your graveyard'] });
    expect(apply(s, draftAction(s, chosen)).state.exile).toHaveLength(2);
  });
});

