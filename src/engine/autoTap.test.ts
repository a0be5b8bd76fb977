import { describe, expect, it } from 'vitest';
import { game } from '../scenario/testing';
import { parseCost } from './mana';
import { planAutoTap } from './autoTap';

describe('planAutoTap (601.2g)', () => {
  it('uses the pool first and taps nothing when it pays', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: ['Forest'], manaPool: '{G}' }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{G}'))).toEqual([]);
  });

  it('spends the least flexible sources first', () => {
    const { state, id } = game({ players: [{ name: 'A', battlefield: [{ card: 'Birds of Paradise', id: 'b' }, { card: 'Forest', id: 'f' }, { card: 'Island', id: 'i' }] }, { name: 'B' }] });
    const plan = planAutoTap(state, 'p1', parseCost('{1}{G}'))!;
    expect(plan.map((t) => t.source)).toEqual([id('f'), id('i')]);
  });

  it('chooses the types a flexible source makes so that the colored symbols are paid', () => {
    const { state, id } = game({ players: [{ name: 'A', battlefield: [{ card: 'Birds of Paradise', id: 'b' }, 'Forest'] }, { name: 'B' }] });
    const plan = planAutoTap(state, 'p1', parseCost('{U}{G}'))!;
    expect(plan.find((t) => t.source === id('b'))?.type).toBe('U');
  });

  it('counts what replacement effects make: Mana Reflection doubles a Forest', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: ['Mana Reflection', 'Forest', 'Forest'] }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{G}{G}'))).toHaveLength(1);
  });

  it('leaves alone a source whose replacement order would have to be asked', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: ['Mana Reflection', 'Contamination', 'Forest'] }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{B}'))).toBeNull();
  });

  it('never taps a summoning-sick creature (302.6) or a tapped permanent, and says null when it cannot pay', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: [{ card: 'Llanowar Elves', sick: true }, { card: 'Forest', tapped: true }] }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{G}'))).toBeNull();
  });
});
