// The phone by touch alone (issue 16): every press is a tap (locator.tap), no mouse. Two journeys:
// build Pyromancer Ascension with two quest counters and a Mountain, cast Shock, let the copy
// resolve and share the link (the layout shifting less than 0.05 all the way); and learn a gallery
// ruling step by step. A long press shows a card's explanation. Run by the 'phone' project only.
// With SCREENSHOT=1 it writes the README's pictures of the phone and the tablet to docs/screenshots/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { region } from './page';

test.skip(({ isMobile }) => !isMobile, 'the phone project only');
test.use({ colorScheme: 'dark' });

/** Collects every layout shift from the page's start (as e2e/layout-shift.spec.ts does). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        const nodes = (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? (el.getAttribute('aria-label') ?? `${el.tagName}.${el.className.toString().slice(0, 50)}`) : '?';
        });
        w.__shifts.push({ value: e.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const all = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
  return { sum: all.reduce((t, s) => t + s.value, 0), all };
}

const tab = (page: Page, name: string | RegExp) => page.getByRole('tablist', { name: 'Table' }).getByRole('tab', { name });

test('by touch: build Pyromancer Ascension, cast Shock, the copy resolves, share the link; nothing jumps', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await recordShifts(page);
  await page.goto('/');
  await expect(region(page, "Ann's battlefield")).toBeVisible();

  await page.getByRole('button', { name: 'Build', exact: true }).tap();
  const builder = region(page, 'Builder');
  await expect(builder).toBeVisible();
  await expect(tab(page, 'Builder')).toHaveAttribute('aria-selected', 'true');
  await builder.getByRole('button', { name: 'New empty game' }).tap();
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('mountain');
  await builder.getByRole('button', { name: "Add Mountain to Ann's battlefield" }).tap();
  await search.fill('t:enchantment o:copy');
  await builder.getByRole('button', { name: "Add Pyromancer Ascension to Ann's battlefield" }).tap();
  const selected = region(page, 'Selected card');
  await expect(selected).toContainText("Pyromancer Ascension on Ann's battlefield");
  await selected.getByRole('button', { name: 'Add a quest counter' }).tap();
  await selected.getByRole('button', { name: 'Add a quest counter' }).tap();
  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('hand');
  await search.fill('c:r t:instant shock');
  await builder.getByRole('button', { name: "Add Shock to Ann's hand" }).tap();

  // The board, a tab away: the position built.
  await tab(page, 'Board').tap();
  await expect(page.getByTestId('card-pyromancer-ascension-1')).toContainText('2 × quest');
  await page.getByTestId('card-mountain-1').tap();
  await expect(page.getByTestId('card-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  await region(page, "Ann's hand").getByRole('button', { name: /^Shock/ }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Shock' })).toContainText('choose any target');
  await page.getByRole('button', { name: /^Ben, 20 life/ }).tap();
  await expect(tab(page, /^Stack/)).toContainText('2');

  // The stack, a tab away: Shock and the Ascension's trigger.
  await tab(page, /^Stack/).tap();
  const stack = region(page, 'Stack');
  await expect(stack.getByRole('article', { name: /^Pyromancer Ascension, ability/ })).toBeVisible();
  await page.getByRole('button', { name: 'Resolve top of stack' }).tap();
  await region(page, 'Choice').getByRole('button', { name: 'Yes' }).tap();
  const targets = region(page, 'Targets for Copy of Shock');
  await expect(targets).toContainText('Target 1: Ben');
  await targets.getByRole('button', { name: 'Confirm targets' }).tap();
  await expect(stack.getByRole('article', { name: /^Shock, copy of a spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await page.getByRole('button', { name: 'Resolve top of stack' }).tap();
  await expect(stack.getByRole('article')).toHaveCount(1);
  await tab(page, 'Board').tap();
  await expect(page.getByTestId('life-p2')).toHaveText(/^18/);

  // Share: the link opens the same board in a fresh browser.
  await page.getByRole('button', { name: 'Share & files' }).tap();
  const files = region(page, 'Share and files');
  await files.getByRole('button', { name: 'Copy share link' }).tap();
  const link = await files.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/#game=/);
  await page.getByRole('button', { name: 'Close share and files' }).tap();
  await expect(files).toHaveCount(0);

  const { sum, all } = await shifts(page);
  console.log(`layout shift through the phone journey: ${sum.toFixed(4)} (${all.length} entries)`);
  for (const e of all) console.log(`  ${e.value.toFixed(4)}: ${e.nodes.join(', ')}`);
  expect(sum).toBeLessThan(0.05);

  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const theirs = await fresh.newPage();
  await theirs.goto(link);
  await expect(theirs.getByTestId('life-p2')).toHaveText(/^18/);
  await expect(theirs.getByTestId('card-pyromancer-ascension-1')).toContainText('2 × quest');
  await tab(theirs, /^Stack/).tap();
  await expect(region(theirs, 'Stack').getByRole('article', { name: /^Shock, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await fresh.close();
});

test('by touch: learn a gallery ruling step by step', async ({ page }) => {
  await page.goto('/');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await page.getByRole('button', { name: 'Gallery' }).tap();
  const gallery = page.getByRole('dialog', { name: 'Gallery' });
  await gallery.getByRole('searchbox', { name: 'Filter scenarios' }).fill('changing any number');
  await gallery.getByRole('button', { name: /^Learn Pyromancer Ascension: changing any number/ }).tap();
  await expect(gallery).toBeHidden();
  const learn = region(page, 'Learn');
  await expect(learn).toBeVisible();
  await expect(tab(page, 'Learn')).toHaveAttribute('aria-selected', 'true');
  await expect(learn).toContainText('You may change any number of the targets');
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 0 of 6');
  await learn.getByRole('button', { name: 'Next' }).tap();
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 1 of 6');
  await expect(learn.locator('[aria-current="step"]')).toContainText('Ann casts Arc Trail targeting Ben, Goblin Piker');
  await tab(page, /^Stack/).tap();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Arc Trail, spell/ })).toBeVisible();
  await tab(page, 'Learn').tap();
  await learn.getByRole('button', { name: /^4\. / }).tap();
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 4 of 6');
  await tab(page, /^Stack/).tap();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Arc Trail, copy of a spell, controlled by Ann, targeting Ben, Llanowar Elves/ })).toBeVisible();
  await tab(page, 'Learn').tap();
  await learn.getByRole('button', { name: 'Back' }).tap();
  await expect(learn.getByTestId('learn-step')).toHaveText('Step 3 of 6');
  // The choice the step stops at is shown whatever the pane.
  await expect(region(page, 'Choice')).toBeVisible();
  await learn.getByRole('button', { name: 'Close' }).tap();
  await expect(tab(page, 'Board')).toHaveAttribute('aria-selected', 'true');
});

test('by touch: combat declarations and damage assignment, and ordering triggers, work on the phone', async ({ page }) => {
  await page.goto('/?scenario=ui/08-combat-double-block.json');
  await page.getByLabel('Advance to').selectOption('declareAttackers');
  const choice = region(page, 'Choice');
  await expect(choice).toContainText('declares attackers');
  const bears = page.getByTestId('card-bears');
  const giant = page.getByTestId('card-giant');
  await bears.tap();
  await giant.tap();
  await expect(giant).toHaveAttribute('aria-pressed', 'true');
  await choice.getByRole('button', { name: 'Attack', exact: true }).tap();
  await expect(giant).toHaveAccessibleName(/tapped.*Attacking → Ben/);

  await page.getByLabel('Advance to').selectOption('declareBlockers');
  await page.getByTestId('card-benBears').tap();
  await giant.tap();
  await page.getByTestId('card-lions').tap();
  await giant.tap();
  await expect(giant).toHaveAccessibleName(/blocked by Grizzly Bears and Savannah Lions/);
  await choice.getByRole('button', { name: 'Block', exact: true }).tap();

  await page.getByLabel('Advance to').selectOption('combatDamage');
  await expect(choice).toContainText('lethal: 2');
  const more = (name: string) => choice.getByRole('button', { name: `One more damage to ${name}` });
  await more('Grizzly Bears').tap();
  await more('Grizzly Bears').tap();
  await more('Savannah Lions').tap();
  await choice.getByRole('button', { name: 'Assign' }).tap();
  await expect(page.getByTestId('life-p2')).toContainText('18');

  // Two triggers of Pyromancer Ascension on Shock: Ann orders them by taps (603.3b).
  await page.goto('/?scenario=triggers/02-ordering-your-own.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Shock/ }).tap();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).tap();
  await expect(choice).toContainText('603.3b');
  const options = choice.getByRole('group', { name: 'Options to place' }).getByRole('button');
  await options.first().tap();
  await options.first().tap();
  await choice.getByRole('button', { name: 'Confirm order' }).tap();
  await tab(page, /^Stack/).tap();
  await expect(region(page, 'Stack').getByRole('article')).toHaveCount(3);
});

/** A finger resting on `target` for 700 ms (CDP touch events, as a phone sends them). */
async function longPress(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(700);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('by touch: a long press shows a card’s explanation and what a land could produce; a tap still plays', async ({ page }) => {
  await page.goto('/');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await longPress(page, page.getByTestId('card-bears'));
  const details = page.getByRole('dialog', { name: 'Card details' });
  await expect(details).toContainText('Grizzly Bears');
  await expect(details).toContainText('Creature — Bear');
  // The long press played nothing: no ability menu, no cast.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).tap();
  await expect(details).toHaveCount(0);

  // A land: its explanation says what it could produce (106.7), and the press doesn't tap it.
  const land = page.getByTestId('card-ann-mountain-2');
  await longPress(page, land);
  await expect(details).toContainText('Could produce');
  await expect(land).toHaveAccessibleName(/^Mountain, untapped/);
  await details.getByRole('button', { name: 'Close' }).tap();

  // A tap taps it for mana and shows no explanation.
  await land.tap();
  await expect(land).toHaveAccessibleName(/^Mountain, tapped/);
  await expect(page.getByTestId('explain')).toHaveCount(0);
});

for (const size of [
  { name: 'phone', width: 390, height: 844, mobile: true, tabs: true },
  { name: 'tablet', width: 768, height: 1024, mobile: false, tabs: true },
  { name: 'tablet-landscape', width: 1024, height: 768, mobile: false, tabs: false },
]) {
  test(`screenshot of the ${size.name}`, async ({ browser }) => {
    test.skip(!process.env.SCREENSHOT, 'set SCREENSHOT=1 to write the screenshots in docs/screenshots/');
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.mobile, hasTouch: true, colorScheme: 'dark', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/?scenario=ui/03-ascension-copies-bolt.json');
    await expect(region(page, "Ann's battlefield")).toBeVisible();
    await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).tap();
    await page.getByRole('button', { name: /^Ben, 20 life/ }).tap();
    await page.getByRole('button', { name: 'Resolve top of stack' }).tap();
    await expect(region(page, 'Choice')).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/${size.name}.png` });
    if (size.tabs) {
      await tab(page, /^Stack/).tap();
      await page.screenshot({ path: `docs/screenshots/${size.name}-stack.png` });
    }
    await context.close();
  });
}
