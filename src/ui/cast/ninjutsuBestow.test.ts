// The guided cast offers bestow (702.103a: announced, then a creature targeted as the Aura spell
// will enchant, 702.103b) and ninjutsu's return of an unblocked attacker (702.49a, 509.1h); each
// draft makes an action the engine takes.
import { describe, expect, it } from 'vitest';
import { apply, objectAt, type GameState } from '../../engine';
import { game } from '../../scenario/testing';
import { draftAction, newDraft, stagesOf } from './castFlow';
import type { Draft } from '../uiStore';

const kinds = (s: GameState, d: Draft) => stagesOf(s, d).map((st) => (st.kind === 'cost' ? st.cost : st.kind));

describe('bestow and ninjutsu in the guided cast', () => {
  it('Boon Satyr: bestow is announced; bestowed it targets a creature and enters attached to it', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Boon Satyr', id: 'sat' }], battlefield: [{ card: 'Grizzly Bears', id: 'b' }], manaPool: '{G}{G}{G}{G}{G}' }, { name: 'Ben' }],
    });
    const plain = newDraft({ kind: 'cast', player: 'p1', source: id('sat'), name: 'Boon Satyr' });
    expect(kinds(s, plain)).toEqual(['announce', 'confirm']);
    const d = { ...plain, as: 'bestow', targets: [[id('b')]] };
    expect(kinds(s, d)).toEqual(['announce', 'target', 'confirm']);
    const resolved = apply(apply(s, draftAction(s, d)).state, { type: 'resolve' }).state;
    const satyr = resolved.battlefield.find((x) => objectAt(resolved, x).card === 'Boon Satyr')!;
    expect(objectAt(resolved, satyr).attachedTo).toBe(id('b'));
  });

  it('Ninja of the Deep Hours: its ninjutsu asks for an unblocked attacker', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', battlefield: ['Island', 'Island', { card: 'Grizzly Bears', id: 'b' }], hand: [{ card: 'Ninja of the Deep Hours', id: 'n' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'beginningOfCombat' },
    });
    let s = apply(state, { type: 'advance', to: 'declareAttackers' }).state;
    s = apply(s, { type: 'choose', answer: { [id('b')]: 'p2' } }).state;
    s = apply(s, { type: 'advance', to: 'declareBlockers' }).state;
    const d = newDraft({ kind: 'activate', player: 'p1', source: id('n'), name: 'Ninja of the Deep Hours', ability: 0 });
    const stage = stagesOf(s, d)[0];
    expect(stage).toMatchObject({ kind: 'cost', cost: 'return', legal: [id('b')], count: 1 });
    const after = apply(s, { ...draftAction(s, { ...d, costs: { ...d.costs, return: [id('b')] } }), autoTap: true }).state;
    expect(after.players.p1.hand.map((x) => objectAt(after, x).card)).toEqual(['Ninja of the Deep Hours', 'Grizzly Bears']);
  });
});
