// Saves (issue 12): the move from localStorage to IndexedDB, a save that fails when the storage is
// full (said at once, retried), two tabs on one game, and the saves kept in IndexedDB.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';

const DEMO = 'Demo: Lightning Bolt and a counter war';

/** Every save kept in IndexedDB, as key → text. */
function saved(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const req = indexedDB.open('mtg-rules-sandbox');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const store = req.result.transaction('saves').objectStore('saves');
          const out: Record<string, string> = {};
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c) return resolve(out);
            out[String(c.key)] = c.value as string;
            c.continue();
          };
        };
      }),
  );
}

async function boltBen(page: Page) {
  await page.getByTestId('card-ann-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
}

test('a game saved in localStorage by the sandbox before IndexedDB opens after the upgrade, and leaves localStorage', async ({ page }) => {
  const old = JSON.parse(readFileSync('e2e/fixtures/localstorage-save-v2.json', 'utf8')) as Record<string, string>;
  // Written before the page's first script runs, as the previous sandbox left it.
  await page.addInitScript((keys) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v);
    localStorage.setItem('mtg-rules-sandbox:theme', 'dark');
  }, old);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Upgraded: Ann bolts Ben');
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await page.keyboard.press('z');
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  // No save is left there: only the theme, and the mark that this browser keeps a game (session/firstVisit.ts).
  // The mark is written once the autosave has committed.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['mtg-rules-sandbox:kept', 'mtg-rules-sandbox:theme']);
  // And it is in IndexedDB now: a reload brings it back from there.
  await page.waitForTimeout(500);
  expect(Object.keys(await saved(page)).some((k) => k.startsWith('mtg-rules-sandbox:game:'))).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Upgraded: Ann bolts Ben');
  await expect(page.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
});

test('a first visit shows the demo without waiting for the storage; a game saved there without the mark still comes back, and the demo is not saved over it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO);
  await boltBen(page);
  // Saved, and marked: the next visit waits for the storage.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mtg-rules-sandbox:kept'))).toBe('1');
  await expect.poll(async () => Object.values(await saved(page)).some((v) => v.includes('Lightning Bolt'))).toBe(true);
  // As the sandbox before the mark left it: the game in IndexedDB, nothing in localStorage. The page
  // starts as on a first visit (the demo, at once), reads the storage after, and opens its game.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mtg-rules-sandbox:kept'))).toBe('1');
  await page.reload();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
});

test('a save refused for want of room is said at once, with what to do, and tried again until it works', async ({ page }) => {
  // A full disk: IndexedDB refuses every write while `__full` is set.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if ((window as unknown as { __full?: boolean }).__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO);
  await page.waitForTimeout(500);
  await page.evaluate(() => ((window as unknown as { __full: boolean }).__full = true));
  await boltBen(page);
  const notice = page.getByRole('alert', { name: 'Saving' });
  await expect(notice).toContainText('This game is not being saved');
  await expect(notice).toContainText('storage is full');
  await expect(notice).toContainText('Export JSON');
  // Room again: the next try saves it, and says so.
  await page.evaluate(() => ((window as unknown as { __full: boolean }).__full = false));
  await expect(notice).toContainText('This game is saved again', { timeout: 15_000 });
  await page.reload();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
});

test('two tabs on one game: the older tab is told, each keeps its own actions, and neither game is lost', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/');
  await boltBen(a);
  await a.waitForTimeout(500);
  const b = await context.newPage();
  await b.goto('/');
  await expect(region(b, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ })).toBeVisible();
  const told = a.getByRole('alert', { name: 'Another tab' });
  await expect(told).toContainText('This game was opened in another tab');

  // Tab A lets the Bolt resolve (Ben at 17); tab B undoes it instead, then saves after A.
  await a.keyboard.press('Space');
  await a.keyboard.press('Space');
  await expect(a.getByRole('button', { name: /^Ben, 17 life/ })).toBeVisible();
  await a.waitForTimeout(500);
  await b.keyboard.press('z');
  await expect(region(b, 'Stack')).toContainText('The stack is empty.');
  await expect(b.getByRole('alert', { name: 'Another tab' })).toContainText('This game was also changed in another tab');

  // A reload opens B's game (saved last); A's, with its Bolt resolved, is in Recent games.
  await b.reload();
  await expect(region(b, 'Stack')).toContainText('The stack is empty.');
  await b.getByRole('button', { name: 'Share & files' }).click();
  const recent = region(b, 'Recent games');
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await recent.getByRole('button', { name: new RegExp(`^Open ${DEMO}`) }).click();
  await expect(b.getByRole('button', { name: /^Ben, 17 life/ })).toBeVisible();

  // B's own game took A's place in the list; clearing the list (asked first) leaves the game on the table.
  await b.getByRole('button', { name: 'Share & files' }).click();
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  b.once('dialog', (d) => void d.accept());
  await recent.getByRole('button', { name: 'Clear recent games' }).click();
  await expect(recent.getByRole('listitem')).toHaveCount(0);
  await expect(b.getByRole('alert', { name: 'Storage' })).toContainText('1 recent game was removed');
  await b.reload();
  await expect(b.getByRole('button', { name: /^Ben, 17 life/ })).toBeVisible();
});
