import { expect, test } from 'vitest';
import { CARDS } from '../../cards';
import { parseQuery, searchCards } from './cardSearch';

const ALL = Object.values(CARDS);
const names = (q: string) => searchCards(ALL, q).map((c) => c.name);

test('a word finds the cards whose name holds it, in any case', () => {
  expect(names('bolt')).toContain('Lightning Bolt');
  expect(names('LIGHTNING bolt')).toEqual(['Lightning Bolt']);
  expect(names('')).toHaveLength(ALL.length);
});

test('t: searches the type line, o: the Oracle text, c: the colors of the mana cost', () => {
  expect(names('t:instant').length).toBeGreaterThan(3);
  expect(names('t:instant').every((n) => CARDS[n].types.includes('Instant'))).toBe(true);
  expect(names('t:enchantment o:copy')).toContain('Pyromancer Ascension');
  expect(names('c:r t:instant')).toContain('Lightning Bolt');
  expect(names('c:u t:instant')).not.toContain('Lightning Bolt');
  expect(names('c:ur')).toEqual(names('c:u c:r'));
  expect(names('t:basic')).toEqual(expect.arrayContaining(['Mountain', 'Island', 'Forest']));
  expect(names('t:land c:c')).toContain('Mountain');
});

test('quotes hold a phrase, and - leaves matches out', () => {
  expect(parseQuery('o:"copy that" -t:creature bolt')).toEqual([
    { key: 'o', value: 'copy that', not: false },
    { key: 't', value: 'creature', not: true },
    { key: '', value: 'bolt', not: false },
  ]);
  expect(names('o:"copy that"')).toContain('Pyromancer Ascension');
  expect(names('t:creature -c:g').some((n) => CARDS[n].manaCost?.includes('G'))).toBe(false);
});
