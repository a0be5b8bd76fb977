import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Cr } from './crParse';
import { indexCr, isRuleNumber, marksOf, ruleAround, ruleRefs, searchCr } from './crSearch';

// The data the page fetches, committed (crParse.test.ts checks it against the CR's text).
const index = indexCr(JSON.parse(readFileSync(new URL('../../public/rules/cr.json', import.meta.url), 'utf8')) as Cr);
const keys = (q: string, limit?: number) => searchCr(index, q, limit).hits.map((h) => h.entry.key);

describe('searchCr by number', () => {
  it('finds exactly the rule asked for', () => {
    expect(keys('510.1c')).toEqual(['510.1c']);
    expect(isRuleNumber(' 510.1c. ')).toBe(true);
    expect(isRuleNumber('trample')).toBe(false);
  });

  it('lists a rule and its subrules, not the next rules that share its digits', () => {
    const hits = keys('510.1');
    expect(hits[0]).toBe('510.1');
    expect(hits).toContain('510.1c');
    expect(hits.every((k) => /^510\.1[a-z]*$/.test(k))).toBe(true);
    const chapter = keys('702', 500);
    expect(chapter).toContain('702.19c');
    expect(chapter).toContain('702.1');
  });

  it('marks the number typed', () => {
    expect(searchCr(index, '510.1').hits[1].keyMarks).toEqual([[0, 5]]);
  });
});

describe('searchCr by words', () => {
  it('keeps only entries with every word, and marks each occurrence', () => {
    const { hits } = searchCr(index, 'trample lethal');
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      const lower = `${h.entry.key} ${h.entry.title} ${h.entry.text}`.toLowerCase();
      expect(lower).toContain('trample');
      expect(lower).toContain('lethal');
    }
    const rule = hits.find((h) => h.entry.key === '702.19b');
    expect(rule).toBeDefined();
    const marked = rule!.textMarks.map(([s, e]) => rule!.entry.text.slice(s, e).toLowerCase());
    expect(marked).toContain('trample');
    expect(marked).toContain('lethal');
  });

  it('ranks the glossary term that is the query first', () => {
    const [first] = searchCr(index, 'deathtouch').hits;
    expect(first.entry).toMatchObject({ kind: 'glossary', key: 'Deathtouch' });
    expect(first.keyMarks).toEqual([[0, 10]]);
  });

  it('ranks more occurrences before fewer, among rules alike', () => {
    const hits = searchCr(index, 'lethal damage', 200).hits.filter((h) => h.entry.kind === 'rule' && h.entry.title.toLowerCase().indexOf('lethal') === -1);
    const counts = hits.map((h) => h.textMarks.length);
    expect(counts[0]).toBeGreaterThanOrEqual(counts[counts.length - 1]);
  });

  it('finds nothing for words the CR does not hold together, and nothing for an empty query', () => {
    expect(searchCr(index, 'trample zzzqx').total).toBe(0);
    expect(searchCr(index, '   ').total).toBe(0);
    // One letter matches nearly everything: the search waits for a second letter.
    expect(searchCr(index, 't').total).toBe(0);
    expect(searchCr(index, 'tr').total).toBeGreaterThan(0);
  });
});

describe('the rules around a rule, and the rule numbers in its text', () => {
  it('gives the rule with its neighbours, or its parent for a subrule the CR lacks', () => {
    const a = ruleAround(index, '510.1c', 2)!;
    expect(a.found.key).toBe('510.1c');
    expect(a.before.map((r) => r.key)).toEqual(['510.1a', '510.1b']);
    expect(a.after.map((r) => r.key)).toEqual(['510.1d', '510.1e']);
    expect(ruleAround(index, '510.1zz')?.found.key).toBe('510.1');
    expect(ruleAround(index, '999.9')).toBeUndefined();
  });

  it('finds the rule numbers a text cites', () => {
    const text = searchCr(index, '119.1d').hits[0].entry.text;
    expect(ruleRefs(text).map((r) => r.rule)).toContain('903.12');
    const [ref] = ruleRefs('See rule 702.19c.');
    expect('See rule 702.19c.'.slice(...ref.mark)).toBe('702.19c');
    expect(ruleRefs('See rule 903, “Commander.” A deck of 100 cards.').map((r) => r.rule)).toEqual(['903']);
    expect(ruleAround(index, '903')?.found.key).toBe('903.1');
  });

  it('merges overlapping marks', () => {
    expect(marksOf('first strike', ['first', 'irst s'])).toEqual([[0, 7]]);
  });
});
