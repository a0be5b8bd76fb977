// The frame's colors, what is drawn over a card's image, the name's size, and where the large
// view goes: pure functions, checked without a browser.
import { describe, expect, it } from 'vitest';
import { barFor, borderFor, combatRole, nameSize, overImage, placeBeside } from './frameStyle';

describe('frame colors (202.2)', () => {
  it("a one-color card's border and bars are its color's; two colors blend; more are gold; colorless grey", () => {
    expect(borderFor(['G'])).toBe('border-green-500');
    expect(barFor(['R'])).toContain('bg-red-200');
    expect(barFor(['U', 'R'])).toMatch(/bg-linear-to-r from-sky-200 to-red-200/);
    expect(borderFor(['U', 'R'])).toBe('border-yellow-400');
    expect(barFor(['W', 'U', 'B'])).toContain('bg-yellow-200');
    expect(borderFor([])).toBe('border-slate-400');
    expect(barFor([])).toContain('bg-slate-300');
  });
  it('every bar has dark text on a light tint (the light theme turns both)', () => {
    for (const c of [[], ['W'], ['U'], ['B'], ['R'], ['G'], ['G', 'W'], ['W', 'U', 'B', 'R', 'G']] as const) expect(barFor(c)).toContain('text-slate-950');
  });
});

describe('over the image', () => {
  const printed = { name: 'Grizzly Bears', typeLine: 'Creature — Bear', pt: [2, 2] as const };
  it('nothing the image already says', () => {
    expect(overImage({ name: 'Grizzly Bears', typeLine: 'Creature — Bear', pt: [2, 2], printed })).toEqual({ name: false, typeLine: false, pt: false });
  });
  it('power/toughness an effect changed (613.4c), a copy effect’s name (707.2), a type an effect gave (613.1d)', () => {
    expect(overImage({ name: 'Grizzly Bears', typeLine: 'Creature — Bear', pt: [5, 5], printed }).pt).toBe(true);
    expect(overImage({ name: 'Hill Giant', typeLine: 'Creature — Giant', pt: [3, 3], printed })).toEqual({ name: true, typeLine: true, pt: true });
    expect(overImage({ name: 'Grizzly Bears', typeLine: 'Artifact Creature — Bear', pt: [2, 2], printed }).typeLine).toBe(true);
  });
  it('a noncreature that became a creature shows its power/toughness', () => {
    expect(overImage({ name: 'Mishra', typeLine: 'Artifact Creature', pt: [2, 2], printed: { name: 'Mishra', typeLine: 'Artifact' } }).pt).toBe(true);
  });
});

describe('name size', () => {
  it('short names large, long names or long costs smaller', () => {
    expect(nameSize('Shock', '{R}')).toBe('text-[11.5px]');
    expect(nameSize('Counterspell', '{U}{U}')).toBe('text-[9.5px]');
    expect(nameSize('Grizzly Bears', '{1}{G}')).toBe('text-[11.5px]');
    expect(nameSize('Pyromancer Ascension', '{1}{R}')).not.toBe('text-[11.5px]');
  });
});

describe('combat role', () => {
  it('reads the combat mark', () => {
    expect(combatRole('Attacking → Ben')).toBe('attacking');
    expect(combatRole('Attacking → Ben, blocked by Grizzly Bears')).toBe('attacking');
    expect(combatRole('Blocking Hill Giant')).toBe('blocking');
    expect(combatRole(null)).toBeNull();
  });
});

describe('placeBeside', () => {
  const rect = (left: number, top: number) => ({ left, right: left + 108, top, bottom: top + 136 });
  it('to the right of the card when it fits, down from its top in the upper half', () => {
    expect(placeBeside(rect(100, 100), { width: 1366, height: 768 }, 288)).toEqual({ left: 216, top: 100, maxHeight: 660 });
  });
  it('to its left near the right edge, up from its bottom in the lower half', () => {
    expect(placeBeside(rect(1200, 600), { width: 1366, height: 768 }, 288)).toEqual({ left: 904, bottom: 32, maxHeight: 728 });
  });
  it('centered on a phone, where neither side has room, and never off the screen', () => {
    const p = placeBeside(rect(140, 300), { width: 390, height: 844 }, 288);
    expect(p.left).toBe(51);
    expect(p.left + 288).toBeLessThanOrEqual(390);
  });
});
