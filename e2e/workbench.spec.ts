// The judge's workbench as a new user meets it: build a position from nothing, play it, rewind it
// and take the other line, share it, export it and run the file headless; the gallery and its
// learn view; bad links and files; the autosave.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { copyShareLink, region } from './page';

/** Defined in the page by the autosave test's init script. */
declare function savesStore(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest): Promise<unknown>;

async function openDemo(page: Page) {
  await page.goto('/');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
}

async function buildAscensionPosition(page: Page) {
  await page.getByRole('button', { name: 'Build' }).click();
  const builder = region(page, 'Builder');
  await builder.getByRole('button', { name: 'New empty game' }).click();
  await expect(region(page, "Ann's battlefield")).toContainText('No permanents');
  await expect(region(page, "Ann's hand")).toContainText('No cards in hand');

  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('mountain');
  const addMountain = builder.getByRole('button', { name: "Add Mountain to Ann's battlefield" });
  await addMountain.click();
  await addMountain.click();
  await expect(page.getByRole('list', { name: "Ann's lands" }).getByRole('button', { name: /^Mountain/ })).toHaveCount(2);

  // Scryfall-like filters: an enchantment whose text copies.
  await search.fill('t:enchantment o:copy');
  await builder.getByRole('button', { name: "Add Pyromancer Ascension to Ann's battlefield" }).click();
  const selected = region(page, 'Selected card');
  await expect(selected).toContainText("Pyromancer Ascension on Ann's battlefield");
  await selected.getByRole('button', { name: 'Add a quest counter' }).click();
  await selected.getByRole('button', { name: 'Add a quest counter' }).click();
  await expect(page.getByTestId('card-pyromancer-ascension-1')).toContainText('2 × quest');

  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('hand');
  await search.fill('c:r t:instant bolt');
  await builder.getByRole('button', { name: "Add Lightning Bolt to Ann's hand" }).click();
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ })).toBeVisible();

  // Every change was an edit in the log.
  await expect(region(page, 'Log')).toContainText('Edit: put 1 quest counter on Pyromancer Ascension.');
  await page.getByRole('button', { name: 'Build' }).click();
  await expect(builder).toHaveCount(0);
}

test('build a position, cast and copy, undo three steps, take the other line, share it, export it', async ({ page, browser }, info) => {
  await openDemo(page);
  await buildAscensionPosition(page);

  await page.getByTestId('card-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  const stack = region(page, 'Stack');
  await expect(stack.getByRole('article', { name: /^Pyromancer Ascension, ability/ })).toBeVisible();

  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await region(page, 'Choice').getByRole('button', { name: 'Yes' }).click();
  const panel = region(page, 'Targets for Copy of Lightning Bolt');
  await expect(panel).toContainText('Target 1: Ben');
  await panel.getByRole('button', { name: 'Confirm targets' }).click();
  await expect(stack.getByRole('article', { name: /^Lightning Bolt, copy of a spell, controlled by Ann, targeting Ben/ })).toBeVisible();

  // Undo three steps: the copy, the yes, the resolution. Bolt and the trigger are on the stack.
  for (let i = 0; i < 3; i++) await page.keyboard.press('z');
  await expect(stack.getByRole('article')).toHaveCount(2);
  await expect(stack.getByRole('article', { name: /^Pyromancer Ascension, ability/ })).toBeVisible();

  // The other line: the trigger resolves again, and this time Ann declines the copy.
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await region(page, 'Choice').getByRole('button', { name: 'No' }).click();
  await expect(stack.getByRole('article')).toHaveCount(1);
  await expect(stack.getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();

  // The timeline shows the line taken, the current step, and the line left behind.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const timeline = page.getByRole('list', { name: 'Actions of the current line' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Ann chooses no');
  await expect(timeline).toContainText('Ann casts Lightning Bolt targeting Ben');
  const other = timeline.getByRole('button', { name: /^other line: Ann chooses yes\. \(2 actions\)/ });
  await expect(other).toBeVisible();

  // Share: the link opens the same board in a fresh browser.
  const link = await copyShareLink(page);
  const files = region(page, 'Share and files');

  const fresh = await browser.newContext();
  const other2 = await fresh.newPage();
  await other2.goto(link);
  const theirStack = region(other2, 'Stack');
  await expect(theirStack.getByRole('article')).toHaveCount(1);
  await expect(theirStack.getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await expect(other2.getByTestId('card-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  await expect(other2.getByTestId('card-mountain-2')).toHaveAccessibleName(/^Mountain, untapped/);
  await expect(other2.getByTestId('card-pyromancer-ascension-1')).toContainText('2 × quest');
  await expect(other2.getByRole('button', { name: /^Ben, 20 life/ })).toBeVisible();
  expect(new URL(other2.url()).hash).toBe('');
  await fresh.close();

  // Export the game and run the file headless.
  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Export JSON' }).click()]);
  expect(download.suggestedFilename()).toBe('new-game.json');
  const file = info.outputPath('exported.json');
  await download.saveAs(file);
  const out = execFileSync('npm', ['run', '--silent', 'scenario', '--', file], { encoding: 'utf8' });
  expect(out).toContain('PASS New game');

  // Going back to the line left behind.
  await other.click();
  await expect(stack.getByRole('article', { name: /^Lightning Bolt, copy of a spell/ })).toBeVisible();
});

test('the explain panel shows a permanent’s Oracle text and current characteristics', async ({ page }) => {
  await page.goto('/?scenario=ui/03-ascension-copies-bolt.json');
  await page.getByTestId('card-asc').hover();
  const details = page.getByTestId('explain');
  await expect(details).toContainText('Pyromancer Ascension');
  await expect(details).toContainText('Whenever you cast an instant or sorcery spell');
  await expect(details).toContainText('2 quest counters');
  await expect(details).toContainText('Controller: Ann');
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell/ }).focus();
  await expect(details).toContainText('Targeting Ben');
  await expect(details).toContainText('Lightning Bolt deals 3 damage to any target.');
});

test('the gallery opens a scenario, and the learn view steps through its script', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('button', { name: 'Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Gallery' });
  await expect(gallery.getByRole('region', { name: 'Seed rulings', exact: true })).toBeVisible();
  expect(await gallery.getByRole('button', { name: /^Open / }).count()).toBeGreaterThanOrEqual(40);
  await gallery.getByRole('button', { name: 'Open Counterspell counters Lightning Bolt' }).click();
  await expect(gallery).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Counterspell counters Lightning Bolt');
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');

  await page.getByRole('button', { name: 'Gallery' }).click();
  await gallery.getByRole('searchbox', { name: 'Filter scenarios' }).fill('changing any number');
  await gallery.getByRole('button', { name: /^Learn Pyromancer Ascension: changing any number/ }).click();
  const learn = region(page, 'Learn');
  await expect(learn).toContainText('You may change any number of the targets');
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 0 of 6');
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  await learn.getByRole('button', { name: 'Next' }).click();
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 1 of 6');
  await expect(learn.locator('[aria-current="step"]')).toContainText('Ann casts Arc Trail targeting Ben, Goblin Piker');
  await expect(region(page, 'Stack').getByRole('article', { name: /^Arc Trail, spell/ })).toBeVisible();
  await learn.getByRole('button', { name: /^4\. / }).click();
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 4 of 6');
  await expect(region(page, 'Stack').getByRole('article', { name: /^Arc Trail, copy of a spell, controlled by Ann, targeting Ben, Llanowar Elves/ })).toBeVisible();
  await learn.getByRole('button', { name: 'Back' }).click();
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 3 of 6');
  await expect(region(page, 'Choice')).toBeVisible();
});

test('a bad file shows what is wrong with it and keeps the board', async ({ page }) => {
  await openDemo(page);
  await page.getByTestId('card-ann-mountain-1').click();
  await page.getByRole('button', { name: 'Share & files' }).click();
  const bad = JSON.stringify({ format: 1, name: 'typo', players: [{ name: 'Ann', hand: ['Lightning Blot'] }, { name: 'Ben' }] });
  await page.getByLabel('Scenario file to import').setInputFiles({ name: 'typo.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
  const error = page.getByRole('alert', { name: 'Scenario error' });
  await expect(error).toContainText("The file typo.json can't be opened");
  await expect(error).toContainText('players[0].hand[0]');
  await expect(error).toContainText('unknown card "Lightning Blot"; nearest known: Lightning Bolt');
  await expect(page.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo');

  // A good file opens, its actions played.
  const good = { format: 1, name: 'Imported', players: [{ name: 'Ann', battlefield: [{ card: 'Forest', id: 'f' }] }, { name: 'Bo' }], actions: [{ do: 'activate', player: 'Ann', source: 'f', ability: 0 }] };
  await page.getByLabel('Scenario file to import').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await expect(page.getByTestId('card-f')).toHaveAccessibleName(/^Forest, tapped/);
  await expect(error).toHaveCount(0);
});

test('a damaged share link is reported and the page opens anyway', async ({ page }) => {
  await page.goto('/#game=NoIgLgpgTgzgFgAgMoBcCWEB2BzIA');
  const error = page.getByRole('alert', { name: 'Scenario error' });
  await expect(error).toContainText("This share link can't be opened");
  await expect(error).toContainText('link');
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ })).toBeVisible();

  // On an open page, a pasted damaged link keeps the board as it is.
  await page.getByTestId('card-ann-mountain-1').click();
  await page.evaluate(() => (window.location.hash = '#game=garbage'));
  await expect(error).toContainText("This share link can't be opened");
  await expect(page.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
});

test('the game survives a reload; an unreadable save is set aside and reported', async ({ page }) => {
  // `savesStore(mode, op)`: one request on the page's IndexedDB store of saves.
  await page.addInitScript(() => {
    (window as unknown as { savesStore: unknown }).savesStore = (mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('mtg-rules-sandbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = op(open.result.transaction('saves', mode).objectStore('saves'));
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        };
      });
  });
  await openDemo(page);
  await page.getByTestId('card-ann-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(region(page, 'Stack').getByRole('article')).toHaveCount(1);
  await page.waitForTimeout(500);
  await page.reload();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await expect(page.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  // Undo still reaches back before the reload.
  await page.keyboard.press('z');
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  await page.waitForTimeout(500);

  // The saves are in IndexedDB (ui/session/indexedDb.ts): the autosave's slot gets a cut-short save.
  await page.evaluate(() => savesStore('readwrite', (s) => s.put('{"version":1,"title":"cut sh', 'mtg-rules-sandbox:game')));
  await page.reload();
  const notice = page.getByRole('alert', { name: 'Saved game set aside' });
  await expect(notice).toContainText('Your last game could not be read');
  await expect(notice).toContainText("it was kept under mtg-rules-sandbox:set-aside:");
  await expect(page.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, untapped/);
  const kept = await page.evaluate(async () => {
    const keys = (await savesStore('readonly', (s) => s.getAllKeys())) as string[];
    const values = (await savesStore('readonly', (s) => s.getAll())) as string[];
    return values.filter((_, i) => keys[i].includes('set-aside'));
  });
  expect(kept).toEqual(['{"version":1,"title":"cut sh']);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('the theme toggle switches to the other theme and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openDemo(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Use the light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('players join and leave in the builder; a refused edit says why', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('button', { name: 'Build' }).click();
  const players = region(page, 'Players');
  await players.getByRole('textbox', { name: "New player's name" }).fill('Cid');
  await players.getByRole('button', { name: 'Add player' }).click();
  await expect(region(page, 'Cid')).toBeVisible();

  // Ben still has cards: the engine refuses, with its rule; nothing changes.
  await players.getByRole('button', { name: 'Remove Ben' }).click();
  const refusal = page.getByRole('alert', { name: 'Refused action' });
  await expect(refusal).toContainText('Ben can leave only with no cards');
  await expect(refusal.getByRole('button', { name: 'Rule 500.1: show its text' })).toBeVisible();
  await expect(region(page, 'Ben')).toBeVisible();

  await players.getByRole('button', { name: 'Remove Cid' }).click();
  await expect(region(page, 'Cid')).toHaveCount(0);

  // Life typed in, mana added, the turn set: each an edit in the log.
  await players.getByRole('spinbutton', { name: "Ben's life" }).fill('7');
  await players.getByRole('spinbutton', { name: "Ben's life" }).press('Enter');
  await expect(page.getByTestId('life-p2')).toHaveText(/^7/);
  await players.getByRole('button', { name: "Add red mana to Ann's pool" }).click();
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'red mana' })).toHaveCount(1);
  const turn = region(page, 'Set the turn');
  await turn.getByRole('combobox', { name: 'Active player' }).selectOption({ label: "Ben's turn" });
  await turn.getByRole('combobox', { name: 'Step' }).selectOption('end');
  await turn.getByRole('spinbutton', { name: 'Turn number' }).fill('4');
  await turn.getByRole('button', { name: 'Set turn' }).click();
  await expect(region(page, 'Turn')).toContainText('Turn 4');
  await expect(region(page, 'Turn')).toContainText("Ben's turn");

  // Select mode: a click selects a card instead of playing it; then move it and mark damage.
  await region(page, 'Builder').getByRole('button', { name: 'Select cards' }).click();
  await page.getByTestId('card-bears').click();
  const selected = region(page, 'Selected card');
  await expect(selected).toContainText("Grizzly Bears on Ben's battlefield");
  await selected.getByRole('button', { name: 'More damage' }).click();
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/1 damage/);
  await selected.getByRole('checkbox', { name: 'Summoning sick' }).check();
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/summoning sick/);
  await selected.getByRole('combobox', { name: 'Zone to move to' }).selectOption('hand');
  await selected.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(region(page, "Ben's hand").getByTestId('card-bears')).toBeVisible();
  await expect(region(page, 'Log')).toContainText("Edit: Grizzly Bears moved to Ben's hand.");
  // Undo takes the move back.
  await page.keyboard.press('z');
  await expect(region(page, "Ben's battlefield").getByTestId('card-bears')).toBeVisible();
});

test('a long game shows its last 200 actions in the log and the timeline, and earlier ones on request', async ({ page }) => {
  await openDemo(page);
  const actions = Array.from({ length: 250 }, (_, i) => ({ do: 'edit', op: 'life', player: 'Ben', life: 1000 - i }));
  const long = { format: 1, name: 'Long game', players: [{ name: 'Ann', battlefield: ['Forest'] }, { name: 'Ben' }], actions };
  await page.getByRole('button', { name: 'Share & files' }).click();
  await page.getByLabel('Scenario file to import').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(long)) });
  await page.keyboard.press('Escape');
  const log = page.getByRole('list', { name: 'Log entries' });
  await expect(log).toContainText("Ben's life set to 751 (was 752)");
  await expect(log).not.toContainText("Ben's life set to 1000 (was 20)");
  await log.getByRole('button', { name: 'Show the 51 earlier actions' }).click();
  await expect(log).toContainText("Ben's life set to 1000 (was 20)");
  await expect(log.getByRole('button', { name: /earlier action/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Timeline' }).click();
  const line = page.getByRole('list', { name: 'Actions of the current line' });
  await expect(line.getByRole('button', { name: /^Start: Long game/ })).toHaveCount(0);
  await line.getByRole('button', { name: 'Show the 51 earlier actions' }).click();
  await expect(line.getByRole('button', { name: /^0\s*Start: Long game/ })).toBeVisible();

  // Another game opened: its timeline starts again from its last 200 actions.
  await page.getByRole('button', { name: 'Share & files' }).click();
  await page.getByLabel('Scenario file to import').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(long)) });
  await page.keyboard.press('Escape');
  await expect(line.getByRole('button', { name: 'Show the 51 earlier actions' })).toBeVisible();
});
