import { expect, test } from 'vitest';
import { editDistance, maxEdits } from './fuzzy';

test('an edit is a letter inserted, deleted, changed, or two neighbours swapped', () => {
  expect(editDistance('bolt', 'bolt', 3)).toBe(0);
  expect(editDistance('blot', 'bolt', 3)).toBe(1);
  expect(editDistance('bot', 'bolt', 3)).toBe(1);
  expect(editDistance('boltt', 'bolt', 3)).toBe(1);
  expect(editDistance('volt', 'bolt', 3)).toBe(1);
  expect(editDistance('litening', 'lightning', 3)).toBe(3);
  expect(editDistance('ligtning', 'lightning', 3)).toBe(1);
});

test('past the bound it stops and says bound + 1', () => {
  expect(editDistance('litening', 'lightning', 2)).toBe(3);
  expect(editDistance('abc', 'xyzxyzxyz', 1)).toBe(2);
});

test('as a prefix: the nearest start of the word', () => {
  expect(editDistance('ligtn', 'lightning', 1, true)).toBe(1);
  expect(editDistance('ligtn', 'lightning', 1)).toBe(2);
});

test('short words take no typo, long ones up to three', () => {
  expect([2, 3, 4, 5, 7, 8, 12].map(maxEdits)).toEqual([0, 1, 1, 2, 2, 3, 3]);
});
