import { describe, expect, it } from 'vitest';
import { citedRuleText, hasRule, ruleText } from './index';
import texts from './texts.json';

describe('ruleText', () => {
  it('finds a rule by its exact number', () => {
    expect(ruleText('106.4')).toMatch(/^When an effect instructs a player to add mana/);
    expect(ruleText('704.5g')).toMatch(/^If a creature has toughness greater than 0/);
    expect(ruleText('704.5aa')).toBeDefined();
  });

  it('keeps a rule and its subrules apart', () => {
    expect(ruleText('106.4a')).toMatch(/^If any mana remains/);
    expect(ruleText('106.4')).not.toContain('If any mana remains');
  });

  it('attaches examples to the rule they follow', () => {
    expect(ruleText('106.5')).toMatch(/produces no mana instead\.\n\nExample: Meteor Crater/);
  });

  it('keeps the longer copy of a rule quoted twice', () => {
    expect(ruleText('614.5')).toContain('Example:');
  });

  it('gives undefined for unknown rules and non-rules', () => {
    expect(ruleText('999.9')).toBeUndefined();
    expect(ruleText('106.4z')).toBeUndefined();
    expect(ruleText('constructor')).toBeUndefined();
    expect(ruleText('')).toBeUndefined();
  });
});

describe('hasRule', () => {
  it('says whether the excerpts hold the rule', () => {
    expect(hasRule('601.2')).toBe(true);
    expect(hasRule('601.2i')).toBe(true);
    expect(hasRule('601.3z')).toBe(false);
  });
});

describe('citedRuleText', () => {
  it('returns the rule itself when present', () => {
    expect(citedRuleText('704.5g')).toEqual({ rule: '704.5g', text: ruleText('704.5g') });
    expect(citedRuleText('707.10c')?.rule).toBe('707.10c');
  });

  it('falls back from a missing subrule to its parent', () => {
    expect(citedRuleText('707.10z')).toEqual({ rule: '707.10', text: ruleText('707.10') });
  });

  it('accepts a trailing dot as written in the CR', () => {
    expect(citedRuleText('106.4.')?.rule).toBe('106.4');
  });

  it('gives undefined when neither the rule nor its parent is known', () => {
    expect(citedRuleText('998.7z')).toBeUndefined();
    expect(citedRuleText('999.1')).toBeUndefined();
  });
});

describe('texts.json', () => {
  it('lists rules in CR order with non-empty texts', () => {
    const keys = Object.keys(texts);
    expect(keys.indexOf('106.9')).toBeLessThan(keys.indexOf('106.10'));
    expect(keys.indexOf('704.5z')).toBeLessThan(keys.indexOf('704.5aa'));
    for (const [rule, text] of Object.entries(texts)) {
      expect(rule).toMatch(/^\d{3}\.\d+[a-z]*$/);
      expect(text.trim()).not.toBe('');
    }
  });
});
