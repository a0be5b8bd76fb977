// The builder's search over every card, as a user meets it: a misspelt name finds the card and
// Enter adds it, Scryfall's keys filter, the list of thousands of results stays a few rows in the
// DOM, and the database's loading and failure are shown.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { region } from './page';

async function openBuilder(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Build' }).click();
  const builder = region(page, 'Builder');
  await builder.getByRole('button', { name: 'New empty game' }).click();
  return builder;
}

/** The number the help line gives: "12,345 found." */
async function foundCount(page: Page): Promise<number> {
  const text = (await region(page, 'Builder').getByText(/[\d,]+ found\./).textContent()) ?? '';
  return Number(/([\d,]+) found/.exec(text)![1].replace(/,/g, ''));
}

test('"litening bolt" finds Lightning Bolt first, and Enter adds it', async ({ page }) => {
  // The database answers only once the loading state has been seen.
  const body = readFileSync('public/cards/cards.json');
  let answer = () => {};
  const seen = new Promise<void>((r) => (answer = r));
  await page.route('**/cards/cards.json', async (route) => {
    await seen;
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  const builder = await openBuilder(page);
  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('hand');
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.pressSequentially('litening bolt');
  await expect(builder.getByRole('region', { name: 'Add a card' }).getByRole('status')).toHaveText('Loading every card…');
  answer();
  await expect(builder.getByText('Loading every card…')).toBeHidden({ timeout: 20_000 });
  const rows = builder.getByRole('list', { name: 'Matching cards' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Lightning Bolt');
  await expect(rows.first()).toContainText('Instant');
  await expect(rows.first()).toContainText('Support: full');
  await search.press('Enter');
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ })).toBeVisible();
  await expect(region(page, 'Log')).toContainText('Lightning Bolt');
});

test('t:creature mv<=2 -c:g: creatures of mana value 2 or less that are not green', async ({ page }) => {
  const builder = await openBuilder(page);
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('t:creature');
  await expect.poll(() => foundCount(page), { timeout: 20_000 }).toBeGreaterThan(10000);
  const creatures = await foundCount(page);
  await search.fill('t:creature mv<=2 -c:g');
  await expect.poll(() => foundCount(page)).toBeLessThan(creatures);
  expect(await foundCount(page)).toBeGreaterThan(1000);
  const rows = builder.getByRole('list', { name: 'Matching cards' }).getByRole('listitem');
  for (const text of await rows.allTextContents()) expect(text).toMatch(/Creature/);
  await expect(rows.filter({ hasText: 'Grizzly Bears' })).toHaveCount(0);
  // The built-in pool's cards first: Goblin Piker is a red 2-drop of the pool.
  await expect(rows.filter({ hasText: 'Goblin Piker' })).toHaveCount(1);
  // Each row says how much of the card the sandbox carries out.
  await expect(rows.first().getByText(/^Support: (full|partial|none)$/)).toHaveCount(1);
});

for (const scheme of ['dark', 'light'] as const) {
  test(`the results, with a badge of each level, pass axe (${scheme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const builder = await openBuilder(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    // The pool's wizards (full), then the database's: none, partial, full.
    await builder.getByRole('searchbox', { name: 'Search cards' }).fill('t:wizard');
    await expect.poll(() => foundCount(page), { timeout: 20_000 }).toBeGreaterThan(100);
    const rows = builder.getByRole('list', { name: 'Matching cards' }).getByRole('listitem');
    for (const level of ['full', 'partial', 'none']) await expect(rows.getByText(`Support: ${level}`)).not.toHaveCount(0);
    // Every card of the database can be added (src/cards/lookup.ts).
    await expect(rows.getByRole('button', { disabled: true })).toHaveCount(0);
    await expectNoSeriousViolations(page, `search results, ${scheme} theme`, { include: 'section[aria-label="Add a card"]' });
  });
}

test('the list is virtualized: thousands of results, a few rows in the DOM, and scrolling reaches the last', async ({ page }) => {
  const builder = await openBuilder(page);
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('t:creature');
  await expect.poll(() => foundCount(page), { timeout: 20_000 }).toBeGreaterThan(10000);
  const total = await foundCount(page);
  const list = builder.getByRole('list', { name: 'Matching cards' });
  const rows = list.getByRole('listitem');
  expect(await rows.count()).toBeLessThan(30);
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(total));
  await list.evaluate((ul) => (ul.parentElement!.scrollTop = ul.scrollHeight));
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(total));
  expect(await rows.count()).toBeLessThan(30);
});

test('a bad query says what is wrong; a database that fails to load is reported and the pool still searched', async ({ page }) => {
  await page.route('**/cards/cards.json', (route) => route.fulfill({ status: 500, body: 'no' }));
  const builder = await openBuilder(page);
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('mv<=x');
  await expect(builder.getByText('"mv<=x": mv is compared with a number, as in mv<=2')).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(builder.getByRole('alert')).toContainText('The card database could not be loaded');
  await expect(builder.getByRole('alert')).toContainText('HTTP 500');
  await search.fill('litening bolt');
  await expect(builder.getByRole('list', { name: 'Matching cards' }).getByRole('listitem').first()).toContainText('Lightning Bolt');
});

/** Every text the search's status line shows from now on, kept in the page as `statuses()` reads them. */
async function watchStatus(page: Page): Promise<() => Promise<string[]>> {
  const status = region(page, 'Builder').getByRole('region', { name: 'Add a card' }).getByRole('status');
  await status.evaluate((el) => {
    const seen: string[] = [el.textContent ?? ''];
    (window as unknown as { statuses: string[] }).statuses = seen;
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
}

/** Lists "angel is:partial", once the database is read: only partly modelled cards, angels among them. */
async function partialAngels(page: Page) {
  const builder = region(page, 'Builder');
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('angel');
  await expect.poll(() => foundCount(page), { timeout: 20_000 }).toBeGreaterThan(50);
  const statuses = await watchStatus(page);
  await search.fill('angel is:partial');
  await expect(builder.getByText(/Reading which cards/)).toBeHidden({ timeout: 60_000 });
  const rows = builder.getByRole('list', { name: 'Matching cards' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Angel');
  const texts = await rows.allTextContents();
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) expect(text).toMatch(/Support: partial/);
  return statuses();
}

test('is:partial lists only partly modelled cards at once: every card\'s support comes with the database, read as the page was built', async ({ page }) => {
  const support = page.waitForResponse('**/cards/support.json');
  await openBuilder(page);
  const statuses = await partialAngels(page);
  expect((await support).status()).toBe(200);
  // Nothing compiled in the page: the status never said it was reading.
  expect(statuses.filter((s) => /Reading/.test(s))).toEqual([]);
});

test('without the built table (npm run dev), is:partial reads every card\'s support a slice at a time', async ({ page }) => {
  // A database of its angels and every 16th card (some 1,600 cards): the slices are the same as
  // with 23,835, fewer of them.
  const file = JSON.parse(readFileSync('public/cards/cards.json', 'utf8')) as { cards: [string, ...unknown[]][] };
  file.cards = file.cards.filter(([name], i) => /angel/i.test(name) || i % 16 === 0);
  await page.route('**/cards/cards.json', (route) => route.fulfill({ json: file }));
  await page.route('**/cards/support.json', (route) => route.fulfill({ status: 404, body: 'none' }));
  await openBuilder(page);
  const statuses = await partialAngels(page);
  // It said how far it was, card by card: some known, not yet all.
  const reading = statuses.map((s) => /^Reading which cards the sandbox models: ([\d,]+) of ([\d,]+)…$/.exec(s)).filter((m) => m !== null);
  const counts = reading.map((m) => [Number(m[1].replace(/,/g, '')), Number(m[2].replace(/,/g, ''))]);
  expect(counts.length).toBeGreaterThan(1);
  expect(counts.some(([known, total]) => known > 0 && known < total)).toBe(true);
  expect(counts[0][1]).toBeGreaterThanOrEqual(file.cards.length);
});

test('"sol ring" from the database: added to the battlefield, it taps for {C}{C}', async ({ page }) => {
  const builder = await openBuilder(page);
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('sol ring');
  const rows = builder.getByRole('list', { name: 'Matching cards' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Sol Ring', { timeout: 20_000 });
  await expect(rows.first()).toContainText('Support: full');
  await search.press('Enter');
  const ring = region(page, "Ann's battlefield").getByRole('button', { name: /^Sol Ring/ });
  await expect(ring).toBeVisible();
  await ring.click();
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'colorless mana' })).toHaveCount(2);
});
