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

/** The whole table, no bound, no band: what editDistance must agree with. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

test('the banded, bounded distance agrees with the whole table on 20,000 random pairs', () => {
  let seed = 13;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const word = () => Array.from({ length: Math.floor(random() * 12) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
  for (let k = 0; k < 20_000; k++) {
    const a = word(), b = word(), max = Math.floor(random() * 4);
    expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(reference(a, b), max + 1));
    let best = Infinity;
    for (let j = 0; j <= b.length; j++) best = Math.min(best, reference(a, b.slice(0, j)));
    expect(editDistance(a, b, max, true), `prefix ${a} ${b} ${max}`).toBe(Math.min(best, max + 1));
  }
  // 40,000 comparisons with their references: about a second alone, several on a loaded machine.
}, 30_000);
