// The guided cast's questions and the actions its answers make, checked against the engine.
import { describe, expect, it } from 'vitest';
import { apply, type GameState } from '../../engine';
import { game } from '../../scenario/testing';
import { castOptions, draftAction, legalNow, newDraft, stagesOf } from './castFlow';
import { castChoiceCard, draftForChoice } from '../prompts/choiceDraft';
import { draftCost } from './costPreview';
import type { Draft } from '../uiStore';
import { objectAt } from '../../engine';

const kinds = (s: GameState, d: Draft) => stagesOf(s, d).map((st) => (st.kind === 'cost' ? st.cost : st.kind));
const cast = (card: string, name: string, more: Partial<Draft> = {}) => newDraft({ kind: 'cast', player: 'p1', source: card, name, ...more });

describe('the questions of a cast, in 601.2 order', () => {
  it('Fiery Justice: two phrases, then the division once the first has two targets', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Fiery Justice', id: 'fj' }], manaPool: '{R}{G}{W}' }, { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] }],
    });
    let d = cast(id('fj'), 'Fiery Justice');
    expect(kinds(s, d)).toEqual(['target', 'target', 'confirm']);
    expect([...legalNow(s, d)]).toEqual(['p1', 'p2', id('giant')]);
    d = { ...d, targets: [[id('giant'), 'p2'], ['p2']], divide: [3, 2] };
    expect(kinds(s, d)).toEqual(['target', 'target', 'divide', 'confirm']);
    expect([...legalNow(s, { ...d, stage: 1 })]).toEqual(['p2']);
    expect(draftCost(s, d)).toEqual({ mana: '{R}{G}{W}', other: [] });
    const after = apply(s, draftAction(s, d)).state;
    expect(objectAt(after, after.stack[0]).stackItem?.divide).toEqual([3, 2]);
  });

  it('Cryptic Command: modes first, then the targets of the chosen modes only', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Cryptic Command', id: 'cc' }], battlefield: ['Island'] }, { name: 'Ben' }] });
    const d = cast(id('cc'), 'Cryptic Command');
    expect(kinds(s, d)).toEqual(['announce', 'confirm']);
    expect(kinds(s, { ...d, modes: [1, 3] })).toEqual(['announce', 'target', 'confirm']);
    expect(castOptions(s, { ...d, modes: [2, 3] })).toEqual({ modes: [2, 3] });
  });

  it('Force of Will: the alternative cost asks for a blue card to exile', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Force of Will', id: 'fow' }, { card: 'Counterspell', id: 'cs' }, { card: 'Lightning Bolt', id: 'bolt' }] }, { name: 'Ben' }],
    });
    const d = cast(id('fow'), 'Force of Will', { as: 'alternative' });
    expect(kinds(s, d)).toEqual(['announce', 'exile', 'target', 'confirm']);
    expect([...legalNow(s, { ...d, stage: 1 })]).toEqual([id('cs')]);
    // With nothing on the stack to counter, the total cost can't be determined: the engine says why.
    expect(draftCost(s, { ...d, costs: { sacrifice: [], discard: [], exile: [id('cs')] } })).toEqual({
      reason: 'Force of Will needs target spell, and there is no legal target for it',
      rule: '601.2c',
    });
  });

  it('Lightning Axe and Fling: discard or pay, and a creature to sacrifice', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Lightning Axe', id: 'axe' }, { card: 'Fling', id: 'fling' }, 'Island'], battlefield: [{ card: 'Grizzly Bears', id: 'bears' }, 'Mountain'] }, { name: 'Ben' }],
    });
    expect(kinds(s, cast(id('axe'), 'Lightning Axe'))).toEqual(['announce', 'discard', 'target', 'confirm']);
    expect(kinds(s, cast(id('axe'), 'Lightning Axe', { payInstead: true }))).toEqual(['announce', 'target', 'confirm']);
    const fling = cast(id('fling'), 'Fling');
    expect(kinds(s, fling)).toEqual(['sacrifice', 'target', 'confirm']);
    expect([...legalNow(s, fling)]).toEqual([id('bears')]);
  });

  it('Bonfire of the Damned cast for its miracle cost: the cast choice asks X of {X}{R}', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', library: [{ card: 'Bonfire of the Damned', id: 'b' }], manaPool: '{R}{C}{C}{C}' }, { name: 'Ben', library: ['Island'] }],
      turn: { active: 'Ben', step: 'end' },
    });
    let s = apply(state, { type: 'advance', to: 'draw' }).state;
    s = apply(s, { type: 'resolve' }).state;
    expect(s.choice?.kind).toBe('cast');
    expect(castChoiceCard(s)).toEqual({ card: id('b', s), as: 'miracle' });
    const d = draftForChoice(s, s.choice!)!;
    expect(kinds(s, d)).toEqual(['announce', 'target', 'confirm']);
    expect(draftCost(s, { ...d, x: 3, targets: [['p2']] })).toEqual({ mana: '{3}{R}', other: [] });
  });
});
