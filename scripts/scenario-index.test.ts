// The gallery's index (public/scenario-index.json) must list every scenario as it is now: run `node scripts/scenario-index.mjs`
// (npm run dev and npm run build do) after adding or changing one.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { buildIndex, INDEX, renderIndex } from './scenario-index.mjs';

test('public/scenario-index.json is up to date', () => {
  const committed = readFileSync(INDEX, 'utf8');
  expect(committed, 'run: node scripts/scenario-index.mjs').toBe(renderIndex(buildIndex()));
});

test('the index has a group, a name and a description for the scenarios', () => {
  const index = buildIndex();
  expect(index.length).toBeGreaterThanOrEqual(40);
  expect(index.find((e) => e.path === 'demo.json')?.group).toBe('');
  const seed = index.find((e) => e.path.startsWith('seeds/ascension-01'));
  expect(seed?.group).toBe('seeds');
  expect(seed?.description.length).toBeGreaterThan(0);
});
