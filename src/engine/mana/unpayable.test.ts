// Mana symbols the sandbox reads but can't pay yet (107.4e, 107.4f, 107.4h): their colors and mana
// value count; casting with them is refused with the rule, the state unchanged.
import { describe, expect, it } from 'vitest';
import { apply, RulesError } from '../index';
import { costColors, manaValue, parseCost } from './mana';
import { game } from '../../scenario/testing';

describe('symbols not paid yet', () => {
  it('count for colors and mana value', () => {
    expect([costColors(parseCost('{1}{U/P}')), manaValue(parseCost('{1}{U/P}'))]).toEqual([['U'], 2]);
    expect([costColors(parseCost('{2/W}{2/W}')), manaValue(parseCost('{2/W}{2/W}'))]).toEqual([['W'], 4]);
    expect([costColors(parseCost('{S}{S}')), manaValue(parseCost('{S}{S}'))]).toEqual([[], 2]);
    expect(costColors(parseCost('{G/W/P}'))).toEqual(['W', 'G']);
  });

  it('refuse the cast with the rule, changing nothing', () => {
    const { state, id } = game({ players: [{ name: 'Ann', manaPool: '{U}', hand: [{ card: 'Gitaxian Probe', id: 'probe' }] }, { name: 'Ben' }] });
    let error: unknown;
    try {
      apply(state, { type: 'cast', player: state.order[0], card: id('probe') });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect([(error as RulesError).rule, (error as RulesError).message]).toEqual(['107.4f', "Gitaxian Probe: paying {U/P} is not modelled yet, so the sandbox can't pay this cost (107.4f)"]);
  });
});
