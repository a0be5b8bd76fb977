// Corrupted saves and unexpected errors (issue 12, point 3): each save that used to blank the page
// on every load now opens the demo with a notice naming what was wrong; an error in one region of
// the page shows what happened there, with the game kept, to export or to leave for the demo.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';

const DEMO = 'Demo: Lightning Bolt and a counter war';
const SAVE_KEY = 'mtg-rules-sandbox:game';
const RECENT_KEY = 'mtg-rules-sandbox:recent';

/**
 * Put entries in the browser's storage before the page's scripts run. The one place that knows
 * where saves live: when they move (to IndexedDB), only this changes.
 */
async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((e) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

const source = { format: 1, name: 'saved', seed: 1, players: [{ name: 'Ann', battlefield: ['Mountain'] }, { name: 'Ben' }], turn: { active: 'Ann', step: 'precombatMain', number: 1 }, actions: [] };

/** A version 2 save of one action (Ann taps her Mountain), with `header` and `step` changing it. */
function save(header: Record<string, unknown> = {}, step: Record<string, unknown> = {}): Record<string, string> {
  const nodes = [{ parent: null, action: null }, { parent: 0, action: { type: 'pass', ...step } }];
  return {
    [SAVE_KEY]: JSON.stringify({ version: 2, id: 'corrupt1', title: 'A corrupted game', count: 2, cursor: 1, changed: 1_700_000_000_000, ...header }),
    [`${SAVE_KEY}:corrupt1:source`]: JSON.stringify(source),
    [`${SAVE_KEY}:corrupt1:nodes:0`]: JSON.stringify(nodes),
  };
}

const CORRUPT: { name: string; entries: Record<string, string>; reason: string }[] = [
  { name: 'a title that is an object', entries: save({ title: { text: 'x' } }), reason: 'title: must be text, not an object' },
  { name: 'a cursor "length"', entries: save({ cursor: 'length' }), reason: 'cursor: must be a whole number, not the text "length"' },
  { name: 'an action whose life is an object', entries: save({}, { type: 'edit', op: 'life', player: 'p1', life: { n: 1 } }), reason: 'steps[1].action.life: must be a whole number, not an object' },
  { name: 'a count of 1e12', entries: save({ count: 1e12 }), reason: 'its steps from 2 on are missing' },
];

for (const c of CORRUPT) {
  test(`a save with ${c.name} is set aside: the demo opens with a notice`, async ({ page }) => {
    await seedStorage(page, c.entries);
    await page.goto('/');
    const notice = page.getByRole('alert', { name: 'Saved game set aside' });
    await expect(notice).toContainText('Your last game could not be read', { timeout: 10_000 });
    await expect(notice).toContainText(c.reason);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO);
    await expect(region(page, "Ann's battlefield")).toBeVisible();
    // And the next load opens the demo again, without the notice: the save is out of the way.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO);
    await expect(notice).toBeHidden();
  });
}

test('an error in one region shows what happened there, with the game kept to export or to leave for the demo', async ({ page }) => {
  // A browser fault, not a backdoor: printing a date throws. The recent games list prints one.
  await page.addInitScript(() => {
    Date.prototype.toISOString = () => {
      throw new Error('simulated: this browser could not write a date');
    };
  });
  await seedStorage(page, { [RECENT_KEY]: JSON.stringify([{ key: 'old', name: 'An older game', changed: 1_700_000_000_000, actions: 1, header: '{}' }]) });
  await page.goto('/');
  await page.getByTestId('card-ann-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();

  await page.getByRole('button', { name: 'Share & files' }).click();
  const failed = page.getByRole('alert', { name: 'Share and files: error' });
  await expect(failed).toContainText("Share and files can't be shown");
  await expect(failed).toContainText('simulated: this browser could not write a date');
  await expect(failed).toContainText('The game and its timeline are kept');

  // The rest of the page goes on: the spell is still on the stack, the board answers.
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO);

  const download = page.waitForEvent('download');
  await failed.getByRole('button', { name: 'Export the game' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('demo-lightning-bolt-and-a-counter-war.json');
  const doc = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(doc.actions).toHaveLength(2);
  await expect(failed.getByRole('status')).toContainText('The game was written to demo-lightning-bolt-and-a-counter-war.json.');

  await failed.getByRole('button', { name: 'Open the demo' }).click();
  const replaced = page.getByRole('note', { name: 'Game replaced' });
  await expect(replaced).toContainText('Its 2 actions are kept in Recent games');
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
});
