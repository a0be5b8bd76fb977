import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { autoTapPlanFor } from '../mana/autoTapPlan';
import { describeInstruction } from './describeInstruction';
import { RulesError } from '../errors';

describe('stepping through a resolution', () => {
  const { state, id } = game({
    players: [
      { name: 'Ann', hand: [{ card: 'Electrolyze', id: 'e' }], library: ['Island'], manaPool: '{C}{U}{R}' },
      { name: 'Ben', battlefield: [{ card: 'Goblin Piker', id: 'piker' }] },
    ],
  });
  const cast = apply(state, { type: 'cast', player: 'p1', card: id('e'), targets: [[id('piker'), 'p2']], divide: [1, 1] }).state;

  it('stops as the spell starts resolving, then carries out one instruction at a time', () => {
    let s = apply(cast, { type: 'resolve', stepwise: true }).state;
    expect(s.stepping).toBe(true);
    expect(describeInstruction(s, s.agenda[0])).toEqual({ text: 'Electrolyze deals 1 damage to Goblin Piker and 1 damage to Ben', rule: '608.2c' });
    expect(() => apply(s, { type: 'pass' })).toThrow(RulesError);
    expect(() => apply(s, { type: 'edit', op: 'life', player: 'p2', life: 3 })).toThrow(RulesError);
    s = apply(s, { type: 'step' }).state;
    expect(s.players.p2.life).toBe(19);
    expect(s.players.p1.hand).toHaveLength(0);
    s = apply(s, { type: 'step' }).state;
    expect(s.players.p1.hand).toHaveLength(1);
    while (s.agenda.length) s = apply(s, { type: 'step' }).state;
    expect(s.stepping).toBe(false);
    expect(s.turn.priority).toBe('p1');
    expect(s.players.p2.graveyard).toHaveLength(1);
  });

  it('ends in the same state as resolving at once', () => {
    let s = apply(cast, { type: 'resolve', stepwise: true }).state;
    while (s.agenda.length) s = apply(s, { type: 'step' }).state;
    const atOnce = apply(cast, { type: 'resolve' }).state;
    expect(JSON.stringify({ ...s, stepping: undefined })).toBe(JSON.stringify({ ...atOnce, stepping: undefined }));
  });

  it('refuses a step with nothing in progress', () => {
    expect(() => apply(cast, { type: 'step' })).toThrow(/Nothing is in progress/);
  });
});

describe('autoTapPlanFor', () => {
  it('plans for the total cost, kicker included (601.2f)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Burst Lightning', id: 'b' }], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] }, { name: 'Ben' }] });
    expect(autoTapPlanFor(state, { type: 'cast', player: 'p1', card: id('b'), targets: [['p2']] })).toHaveLength(1);
    expect(autoTapPlanFor(state, { type: 'cast', player: 'p1', card: id('b'), targets: [['p2']], kicker: true })).toHaveLength(5);
  });
});
