// Never losing a user's work: a game replaced by another (the gallery, a file, a link, a new empty
// game) comes back with "Restore" or from Recent games, with its whole timeline. Naming a position:
// its name and description carried into exports, the file named after it.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';

const DEMO = 'Demo: Lightning Bolt and a counter war';
const EDITS = 'Every sandbox edit';

async function boltBen(page: Page) {
  await page.goto('/');
  await page.getByTestId('card-ann-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
}

async function openFromGallery(page: Page, name: string) {
  await page.getByRole('button', { name: 'Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Gallery' });
  await gallery.getByRole('searchbox', { name: 'Filter scenarios' }).fill(name);
  await gallery.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  await expect(gallery).toBeHidden();
}

test('a game replaced from the gallery comes back with Restore, and from Recent games, with its whole timeline', async ({ page }) => {
  await boltBen(page);
  await openFromGallery(page, EDITS);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(EDITS);
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');

  const replaced = page.getByRole('note', { name: 'Game replaced' });
  await expect(replaced).toContainText(`Replaced ${DEMO}`);
  await expect(replaced).toContainText('Its 2 actions are kept in Recent games');
  await replaced.getByRole('button', { name: 'Restore' }).click();

  // The demo is back where it was, and every step of its timeline with it: undo goes back one action.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO);
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
  await expect(region(page, 'Log')).toContainText('Ann casts Lightning Bolt');
  await page.keyboard.press('z');
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  await expect(page.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  await page.keyboard.press('Shift+Z');
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
  // The game the demo replaced had no action: it is the gallery's position as opened, which the
  // gallery opens again, so it is not kept and takes no place in the list.
  await expect(page.getByRole('note', { name: 'Game replaced' })).toBeHidden();
  await page.getByRole('button', { name: 'Share & files' }).click();
  await expect(region(page, 'Recent games').getByRole('listitem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Share & files' }).click();

  // Replaced again, the demo is kept (the notice says so once it is written), and after a reload
  // the list still has it, with its two actions.
  await openFromGallery(page, EDITS);
  await expect(page.getByRole('note', { name: 'Game replaced' })).toContainText(`Replaced ${DEMO}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(EDITS);
  await page.getByRole('button', { name: 'Share & files' }).click();
  const recent = region(page, 'Recent games');
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('listitem')).toContainText(`${DEMO}2 actions, changed`);
  await recent.getByRole('button', { name: new RegExp(`^Open ${DEMO}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO);
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
});

test('a share link opened over a game keeps that game in Recent games', async ({ page }) => {
  await boltBen(page);
  await page.waitForTimeout(500); // the autosave's delay
  await page.goto('/?scenario=basics/14-sandbox-edits.json');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(EDITS);
  await page.getByRole('note', { name: 'Game replaced' }).getByRole('button', { name: 'Restore' }).click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
});

test('a game is named and described; the export carries them, is named after it, and says it was written', async ({ page }, info) => {
  await boltBen(page);
  await page.getByRole('button', { name: 'Share & files' }).click();
  const files = region(page, 'Share and files');
  await files.getByRole('textbox', { name: 'Name' }).fill('Wildfire Devils: choosing');
  await files.getByRole('textbox', { name: 'Description' }).fill('Ann bolts Ben with a Mountain.');
  await files.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wildfire Devils: choosing');

  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Export JSON' }).click()]);
  expect(download.suggestedFilename()).toBe('wildfire-devils-choosing.json');
  await expect(files.getByRole('status')).toHaveText('Wrote wildfire-devils-choosing.json (to your downloads).');
  const file = info.outputPath('named.json');
  await download.saveAs(file);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { name: string; description: string; actions: unknown[] };
  expect(doc).toMatchObject({ name: 'Wildfire Devils: choosing', description: 'Ann bolts Ben with a Mountain.' });
  expect(doc.actions).toHaveLength(2);

  // The name is the game's: a reload keeps it, and Recent games shows it once replaced.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wildfire Devils: choosing');
  await openFromGallery(page, EDITS);
  await expect(page.getByRole('note', { name: 'Game replaced' })).toContainText('Replaced Wildfire Devils: choosing');
});

test('a game built in the builder and then played exports its build as the start, and the play as actions', async ({ page }, info) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Build' }).click();
  const builder = region(page, 'Builder');
  await builder.getByRole('button', { name: 'New empty game' }).click();
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('mountain');
  await builder.getByRole('button', { name: "Add Mountain to Ann's battlefield" }).click();
  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('hand');
  await search.fill('lightning bolt');
  await builder.getByRole('button', { name: "Add Lightning Bolt to Ann's hand" }).click();
  await builder.getByRole('button', { name: 'Ben loses 1 life' }).click();
  await page.getByRole('button', { name: 'Build' }).click();

  await page.getByTestId('card-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 19 life/ }).click();

  await page.getByRole('button', { name: 'Share & files' }).click();
  const files = region(page, 'Share and files');
  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Export JSON' }).click()]);
  const file = info.outputPath('built.json');
  await download.saveAs(file);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { players: { life: number; battlefield: { card: string }[]; hand: { card: string }[] }[]; actions: { do: string }[] };
  expect(doc.players[0].battlefield.map((c) => c.card)).toEqual(['Mountain']);
  expect(doc.players[0].hand.map((c) => c.card)).toEqual(['Lightning Bolt']);
  expect(doc.players[1].life).toBe(19);
  expect(doc.actions.map((a) => a.do)).toEqual(['activate', 'cast']);
});
