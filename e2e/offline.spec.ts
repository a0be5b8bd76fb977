// Issue 16, item 5: installable and offline. After one visit online, the service worker has the
// whole site: the page reloads without a connection, the builder searches the card database and
// puts a card beyond the built-in pool on the battlefield, the game plays, the Rules panel shows
// the CR, and the gallery's scenarios open.
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

/** Until the service worker has precached the site and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the manifest makes the page installable: name, standalone, icons of 192 and 512 px and a maskable one', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'MTG Rules Sandbox', short_name: expect.any(String), start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  for (const size of ['192x192', '512x512']) expect(icons.some((i) => i.sizes === size && i.type === 'image/png')).toBe(true);
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const body = await (await request.get(`/${icon.src}`)).body();
    // A PNG whose IHDR gives the size the manifest says.
    expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('after one visit, the page, the card database, the game, the rules and the gallery work offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  // Offline indeed: nothing reaches the server.
  expect(await page.evaluate(() => fetch('/manifest.webmanifest?not-precached').then(() => 'reached', () => 'refused'))).toBe('refused');
  await page.reload();
  await expect(region(page, "Ann's battlefield")).toBeVisible();

  // The builder: a new game, then Sol Ring (not in the built-in pool) from the card database.
  await page.getByRole('button', { name: 'Build' }).click();
  const builder = region(page, 'Builder');
  await builder.getByRole('button', { name: 'New empty game' }).click();
  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('battlefield');
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('Sol Ring');
  const rows = builder.getByRole('list', { name: 'Matching cards' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Sol Ring', { timeout: 20_000 });
  await search.press('Enter');
  const battlefield = region(page, "Ann's battlefield");
  await expect(battlefield.getByRole('button', { name: /^Sol Ring/ })).toBeVisible();
  // And Bronze Sable, a database creature, to cast with Sol Ring's mana.
  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('hand');
  await search.fill('Bronze Sable');
  await expect(rows.first()).toContainText('Bronze Sable');
  await search.press('Enter');
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Bronze Sable/ })).toBeVisible();
  await page.getByRole('button', { name: 'Build' }).click();

  // Play: Sol Ring's mana ability (605), then Bronze Sable cast with it, resolved onto the battlefield.
  await battlefield.getByRole('button', { name: /^Sol Ring/ }).click();
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'colorless mana' })).toHaveCount(2);
  await region(page, "Ann's hand").getByRole('button', { name: /^Bronze Sable/ }).click();
  await expect(region(page, 'Log')).toContainText('Ann pays');
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'colorless mana' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, 'Log')).toContainText("Bronze Sable enters the battlefield under Ann's control.");
  await expect(battlefield).toContainText('Bronze Sable');

  // The Rules panel: the complete CR, fetched offline on its first opening.
  await page.getByRole('navigation', { name: 'Workbench' }).getByRole('button', { name: 'Rules' }).click();
  const panel = region(page, 'Rule text');
  const rules = panel.getByRole('searchbox', { name: 'Search the Comprehensive Rules' });
  await expect(rules).toBeEnabled();
  await rules.fill('510.1c');
  await panel.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /^510\.1c/ }).click();
  await expect(panel.getByTestId('rule-text').locator('[aria-current="true"]')).toContainText('A blocked creature assigns its combat damage to the creatures blocking it.');

  // A gallery scenario by its address, with a database card in it.
  await page.goto('/?scenario=cards/01-sol-ring-from-the-database.json');
  await expect(page.getByTestId('card-ring')).toContainText('Sol Ring');
  await page.getByTestId('card-ring').click();
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'colorless mana' })).toHaveCount(2);
  // And the gallery's index.
  await page.getByRole('button', { name: 'Gallery' }).click();
  await expect(page.getByRole('button', { name: /Sol Ring/ }).first()).toBeVisible();
});
