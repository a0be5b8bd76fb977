import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCr, type Cr } from './crParse';

// The CR's text is in ../shared, which a clean clone doesn't have: then the parser's tests are
// skipped, and the committed data (public/rules/cr.json) is what the other tests read.
const SOURCE = new URL('../../../shared/cr/MagicCompRules-20260925.txt', import.meta.url);
const hasSource = existsSync(SOURCE);
const cr: Cr = hasSource ? parseCr(readFileSync(SOURCE, 'utf8')) : { effective: '', titles: {}, rules: [], glossary: [] } as unknown as Cr;
const text = (n: string) => cr.rules.find(([r]) => r === n)?.[1];

describe.skipIf(!hasSource)('the committed public/rules/cr.json', () => {
  it('is what parseCr makes of the CR today (run `npm run rules` after the CR changes)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../public/rules/cr.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(cr)));
  });
});

describe.skipIf(!hasSource)('parseCr on the complete Comprehensive Rules', () => {
  it('reads every numbered rule, in CR order, once', () => {
    expect(cr.rules.length).toBeGreaterThan(3000);
    expect(cr.rules[0][0]).toBe('100.1');
    expect(new Set(cr.rules.map(([r]) => r)).size).toBe(cr.rules.length);
  });

  it('takes a subrule exactly (510.1c, 613.4c)', () => {
    expect(text('510.1c')).toMatch(/^A blocked creature assigns its combat damage to the creatures blocking it\./);
    expect(text('613.4c')).toMatch(/^Layer 7c: Effects and counters that modify power and\/or toughness/);
    expect(text('510.1')).not.toContain('A blocked creature assigns');
  });

  it('joins an example line to its rule after a blank line', () => {
    expect(text('106.5')).toMatch(/produces no mana instead\.\n\nExample: Meteor Crater/);
  });

  it('reads the section and chapter titles from the rules, not the contents', () => {
    expect(cr.titles['5']).toBe('Turn Structure');
    expect(cr.titles['510']).toBe('Combat Damage Step');
  });

  it('reads the glossary terms with their definitions, and stops before the credits', () => {
    const trample = cr.glossary.find(([t]) => t === 'Trample');
    expect(trample?.[1]).toMatch(/See rule 702\.19/);
    const ability = cr.glossary.find(([t]) => t === 'Ability')?.[1];
    expect(ability?.split('\n')).toHaveLength(3);
    expect(cr.glossary.some(([t]) => t.startsWith('Magic: The Gathering Original'))).toBe(false);
    expect(cr.effective).toMatch(/September 25, 2026/);
  });
});
