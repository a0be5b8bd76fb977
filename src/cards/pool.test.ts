// The built-in pool compiled from its Oracle text (issue 13, point 4): the committed pool.json is
// the database source's entries of the cards CARDS.md lists, and every card is the compiler's
// definition, or a hand-written override with its reason for a card the grammar can't express yet.
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../oracle/compile';
import { CARD_NAMES, CARDS, findCard, POOL_ENTRIES } from './index';
import { OVERRIDES } from './overrides';
import { poolNamesOf } from './poolNames';

describe('the committed pool', () => {
  // That pool.json is up to date with CARDS.md and the source: database.test.ts, beside the database's own check.
  it('reads the names of CARDS.md: headings of the seed cards, first cells of the tables', () => {
    const md = '## The seed cards\n\n### Pyromancer Ascension\ntext\n## Lands\n\n| card | cost |\n| --- | --- |\n| Plains, Island | |\n| Wastes | |\n### Notes\n';
    expect(poolNamesOf(md)).toEqual(['Pyromancer Ascension', 'Plains', 'Island', 'Wastes']);
  });

  it('holds every card once, each found by its name', () => {
    expect(new Set(POOL_ENTRIES.map((c) => c.name)).size).toBe(POOL_ENTRIES.length);
    expect(CARD_NAMES).toEqual(POOL_ENTRIES.map((c) => c.name).sort());
    for (const c of POOL_ENTRIES) expect(findCard(c.name)?.oracle).toBe(c.oracleText ?? '');
  });
});

describe('every pool card', () => {
  it.each(POOL_ENTRIES.map((c) => [c.name, c] as const))('%s: compiled fully, or overridden with a reason', (name, card) => {
    const compiled = compileUncached(card);
    const override = Object.hasOwn(OVERRIDES, name) ? OVERRIDES[name] : undefined;
    if (override) {
      // An override the compiler has caught up with must go.
      expect(compiled.support, `${name} compiles fully: take it out of overrides.ts`).not.toBe('full');
      expect(override.reason.length).toBeGreaterThan(20);
      expect(CARDS[name].abilities).toBe(override.abilities);
    } else {
      expect(compiled.unmodelled).toEqual([]);
      expect(compiled.support).toBe('full');
      expect(CARDS[name].abilities).toEqual(compiled.abilities);
    }
  });

  it('overrides only cards of the pool', () => {
    expect(Object.keys(OVERRIDES).filter((n) => !POOL_ENTRIES.some((c) => c.name === n))).toEqual([]);
  });
});
