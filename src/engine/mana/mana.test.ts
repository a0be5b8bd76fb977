import { describe, expect, it } from 'vitest';
import type { ManaType } from '../state/card';
import type { Mana } from '../state/state';
import { costString, manaValue, parseCost, parseMana, payFromPool, withX } from './mana';
import { poolTypes, withMana } from './pool';

const pool = (s: string) => withMana([], parseMana(s));
/** Spent mana is a list of types; a pool is counted entries. */
const types = (m: readonly ManaType[] | readonly Mana[]) => (m.length && typeof m[0] === 'string' ? (m as ManaType[]) : poolTypes(m as Mana[])).join('');

describe('mana costs (107.4)', () => {
  it('parses and prints symbols', () => {
    expect(costString(parseCost('{X}{X}{R}'))).toBe('{X}{X}{R}');
    expect(costString(parseCost('{2}{W/U}{C}'))).toBe('{2}{W/U}{C}');
    expect(manaValue(parseCost('{X}{X}{R}'), 3)).toBe(7);
    expect(() => parseCost('{Q}')).toThrow(/not a mana symbol/);
    expect(() => parseCost('R')).toThrow(/not a mana cost/);
  });

  it('pays colored symbols with their color and generic last, {C} first', () => {
    const p = payFromPool(pool('{G}{C}{R}{G}'), parseCost('{1}{G}'));
    expect(types(p!.spent)).toBe('GC');
    expect(types(p!.remaining)).toBe('RG');
  });

  it('finds a payment for hybrid symbols whenever one exists', () => {
    // {W/U}{W}: the colored {W} must take the W, the hybrid the U.
    expect(payFromPool(pool('{U}{W}'), parseCost('{W/U}{W}'))).not.toBeNull();
    expect(payFromPool(pool('{W}{W}'), parseCost('{W/U}{U}'))).toBeNull();
  });

  it('{C} in a cost takes only colorless mana (107.4c)', () => {
    expect(payFromPool(pool('{R}'), parseCost('{C}'))).toBeNull();
  });

  it('spends exactly the given mana, or nothing', () => {
    const p = payFromPool(pool('{C}{G}{R}'), parseCost('{1}{G}'), parseMana('{R}{G}'));
    expect(types(p!.remaining)).toBe('C');
    expect(payFromPool(pool('{C}{G}{R}'), parseCost('{1}{G}'), parseMana('{R}{G}{C}'))).toBeNull();
    expect(payFromPool(pool('{G}'), parseCost('{1}{G}'), parseMana('{G}{G}'))).toBeNull();
  });

  it('pays {X}{X} twice the value of X (107.3a)', () => {
    expect(payFromPool(pool('{R}{R}{R}'), withX(parseCost('{X}{X}'), 2))).toBeNull();
    expect(payFromPool(pool('{R}{R}{R}{R}'), withX(parseCost('{X}{X}'), 2))).not.toBeNull();
  });
});
