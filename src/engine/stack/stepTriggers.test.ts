// "At the beginning of your end step", "... of each end step", "... of your draw step" (513.1a,
// 504.2): triggered as the step begins, for the active player's permanents or everyone's.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import type { TriggerDef } from '../state/card';
import type { GameState } from '../state/state';

const position = {
  players: [
    { name: 'Ann', life: 10, battlefield: [{ card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
    { name: 'Ben', life: 10, battlefield: [{ card: 'Llanowar Elves' }], library: ['Island', 'Island'] },
  ],
};

/** The card gains "At the beginning of <trigger>, you gain 1 life." */
function gains(s: GameState, card: string, trigger: TriggerDef): GameState {
  const ability = { kind: 'triggered' as const, text: 'you gain 1 life', trigger, effects: [{ kind: 'gainLife' as const, amount: 1, who: { who: 'controller' as const } }] };
  return { ...s, cards: { ...s.cards, [card]: { ...s.cards[card], abilities: [ability] } } };
}

function lifeAfter(s: GameState, to: 'end' | 'draw' | 'beginningOfCombat' | 'precombatMain' | 'postcombatMain'): [number, number] {
  let t = apply(s, { type: 'advance', to }).state;
  while (t.stack.length) t = apply(t, { type: 'resolve' }).state;
  return [t.players.p1.life, t.players.p2.life];
}

describe('triggers at the beginning of a step', () => {
  it("each end step: Ben's Elves trigger in Ann's end step; your end step: Ann's Bears only in hers", () => {
    const { state } = game(position);
    let s = gains(state, 'Grizzly Bears', { event: 'beginningOfStep', step: 'end', whose: 'yours' });
    s = gains(s, 'Llanowar Elves', { event: 'beginningOfStep', step: 'end', whose: 'each' });
    expect(lifeAfter(s, 'end')).toEqual([11, 11]);
    s = gains(s, 'Llanowar Elves', { event: 'beginningOfStep', step: 'end', whose: 'yours' });
    expect(lifeAfter(s, 'end')).toEqual([11, 10]);
  });

  it('your draw step: the trigger goes on the stack after the draw (504.2)', () => {
    const { state } = game({ ...position, turn: { active: 'Ann', step: 'upkeep' } });
    const s = gains(state, 'Grizzly Bears', { event: 'beginningOfStep', step: 'draw', whose: 'yours' });
    const drawn = apply(s, { type: 'advance', to: 'draw' });
    expect(drawn.state.players.p1.hand).toHaveLength(1);
    expect(drawn.state.stack).toHaveLength(1);
    expect(lifeAfter(s, 'draw')).toEqual([11, 10]);
  });

  it('combat on your turn (507.1): only the active player\'s; each combat: everyone\'s, in the beginning of combat step', () => {
    const { state } = game(position);
    let s = gains(state, 'Grizzly Bears', { event: 'beginningOfStep', step: 'beginningOfCombat', whose: 'yours' });
    s = gains(s, 'Llanowar Elves', { event: 'beginningOfStep', step: 'beginningOfCombat', whose: 'yours' });
    const begun = apply(s, { type: 'advance', to: 'beginningOfCombat' });
    expect(begun.state.turn.step).toBe('beginningOfCombat');
    expect(begun.state.stack).toHaveLength(1);
    expect(lifeAfter(s, 'beginningOfCombat')).toEqual([11, 10]);
    s = gains(s, 'Llanowar Elves', { event: 'beginningOfStep', step: 'beginningOfCombat', whose: 'each' });
    expect(lifeAfter(s, 'beginningOfCombat')).toEqual([11, 11]);
  });

  it("each opponent's end step (513.1a): Ben's Elves in Ann's turn, not Ann's Bears in her own", () => {
    const { state } = game(position);
    let s = gains(state, 'Grizzly Bears', { event: 'beginningOfStep', step: 'end', whose: 'opponents' });
    s = gains(s, 'Llanowar Elves', { event: 'beginningOfStep', step: 'end', whose: 'opponents' });
    expect(lifeAfter(s, 'end')).toEqual([10, 11]);
  });

  it('your precombat main phase (505.1), end of combat (511.2): as the step begins', () => {
    const { state } = game({ ...position, turn: { active: 'Ann', step: 'upkeep' } });
    const s = gains(state, 'Grizzly Bears', { event: 'beginningOfStep', step: 'precombatMain', whose: 'yours' });
    expect(lifeAfter(s, 'precombatMain')).toEqual([11, 10]);
    const main = game({ ...position, turn: { active: 'Ann', step: 'precombatMain' } }).state;
    expect(lifeAfter(gains(main, 'Llanowar Elves', { event: 'beginningOfStep', step: 'endOfCombat', whose: 'each' }), 'postcombatMain')).toEqual([10, 11]);
  });
});
