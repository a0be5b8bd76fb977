// A mana flood (issue 12, point 8): a 14.6 kB share link of 2,000 edits adding 333 {R} each crashed
// the tab after 42 s, every step of the timeline holding a pool of one entry per mana. Now the pool
// is counted and holds at most 10,000 mana: the link opens at once, stops at the edit that would
// go past it, says why, and the pool shows as one symbol and its count.
import lz from 'lz-string';
import { expect, test } from '@playwright/test';

const flood = {
  format: 1,
  name: 'Mana flood',
  players: [{ name: 'Ann' }, { name: 'Ben' }],
  actions: Array.from({ length: 2000 }, () => ({ do: 'edit', op: 'mana', player: 'Ann', mana: '{R}'.repeat(333) })),
};

test('a link of 2,000 edits of 333 {R} opens, stopped at the pool limit of 10,000 mana', async ({ page }) => {
  await page.goto(`/#game=${lz.compressToEncodedURIComponent(JSON.stringify(flood))}`);
  await expect(page.getByText('Its action 31 could not be played: The sandbox holds at most 10,000 mana in a pool')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('This is a limit of the sandbox, not a rule of the game')).toBeVisible();
  const pool = page.getByRole('region', { name: "Ann's mana pool", exact: true });
  await expect(pool.getByRole('img', { name: 'red mana' })).toHaveCount(1);
  await expect(pool).toContainText('× 9,990');
  await expect(page.getByRole('region', { name: "Ben's mana pool", exact: true })).toContainText('empty');
});
