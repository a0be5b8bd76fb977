// A player's counters (122.1) beside their life: poison (704.5c) and energy (107.14), shown when a
// player has any, and read in the player's accessible name. A position can give energy (a
// documented extension) but not poison, which comes only from play (infect, 702.90b), and an
// address opens a scenario's position before its actions: the test gives energy.
import { expect, test } from '@playwright/test';
import { open } from './page';

test('a player with energy shows it under their name; a player with none shows no counters', async ({ page }) => {
  const doc = { format: 2, name: 'Energy', players: [{ name: 'Ann', energy: 3, battlefield: ['Forest'] }, { name: 'Ben', battlefield: ['Island'] }] };
  await page.route('**/scenarios/test/energy.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(doc) }));
  await open(page, 'test/energy.json');
  await expect(page.getByTestId('counters-p1')).toHaveText('Counters: 3 energy');
  await expect(page.getByRole('button', { name: /^Ann, 20 life, 3 energy/ })).toHaveCount(1);
  await expect(page.getByTestId('counters-p2')).toHaveCount(0);
});
