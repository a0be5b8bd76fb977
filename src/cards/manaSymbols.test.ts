import { describe, expect, it } from 'vitest';
import { CardDataError, colorIndicatorColors, manaCostColors, manaValue, parseManaCost } from './manaSymbols';

const mv = (cost: string) => manaValue(parseManaCost(cost));

describe('mana symbols', () => {
  it('mana value off the stack (202.3)', () => {
    expect(mv('{X}{X}{R}')).toBe(1); // 202.3e
    expect(mv('{2/W}{2/W}{2/W}')).toBe(6); // 202.3f
    expect(mv('{W/U}{W/U}')).toBe(2);
    expect(mv('{G/U/P}{R/P}')).toBe(2); // 202.3g
    expect(mv('{S}{C}{10}')).toBe(12);
    expect(mv('{HW}')).toBe(0.5);
    expect(mv('')).toBe(0);
  });

  it('colors of hybrid and Phyrexian symbols, in WUBRG order (202.2d)', () => {
    expect(manaCostColors(parseManaCost('{G/U/P}{R/W}'))).toEqual(['W', 'U', 'R', 'G']);
    expect(manaCostColors(parseManaCost('{2/B}{C}{S}{X}'))).toEqual(['B']);
  });

  it('refuses what is not a mana symbol, naming it', () => {
    expect(() => parseManaCost('{Q}')).toThrow(CardDataError);
    expect(() => parseManaCost('{Q}')).toThrow('{Q} is not a mana symbol (107.4)');
    expect(() => parseManaCost('2R')).toThrow('"2R" is not written as mana symbols');
  });

  it('a color indicator in words (204)', () => {
    expect(colorIndicatorColors('Green Red')).toEqual(['R', 'G']);
    expect(() => colorIndicatorColors('Purple')).toThrow('"Purple" is not a color');
  });
});
