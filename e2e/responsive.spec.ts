// Every size (issue 16, "Every size, every input"), run by the projects of playwright.config.ts:
// a phone (390x844, touch), a tablet in portrait (768x1024) and in landscape (1024x768, touch), a
// laptop (1366x768) and a desktop (1920x1080). With two and with four players: the page is no
// wider than the window, every player's battlefield is on the screen or one tap away, and opening
// the builder leaves the board room. In both themes, on the smallest and the largest size, axe
// finds no serious or critical violation.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { region } from './page';

const TABLES = [
  { players: 2, url: '/?scenario=ui/06-fiery-justice-auto-tap.json', names: ['Ann', 'Ben'] },
  { players: 4, url: '/?scenario=ui/07-fiery-justice-four-players.json', names: ['Ann', 'Ben', 'Cid', 'Dee'] },
];

/** A tap on a touch screen, a click elsewhere: what a user of this size has. */
async function press(page: Page, target: Locator) {
  const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
  if (touch) await target.tap();
  else await target.click();
}

async function noWiderThanTheWindow(page: Page, view: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  console.log(`${view}: page ${scrollWidth} px wide, window ${innerWidth} px`);
  expect(scrollWidth, `${view}: the page is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

/**
 * On the screen already, or brought there by one tap on the board: the player's name at its top.
 * A narrow screen showing another pane goes back to the board with its tab first.
 */
async function battlefieldReachable(page: Page, name: string) {
  const field = region(page, `${name}'s battlefield`);
  const board = page.getByRole('tab', { name: 'Board' });
  let how = '';
  if ((await board.isVisible()) && (await board.getAttribute('aria-selected')) !== 'true') {
    await press(page, board);
    how = 'the board tab, then ';
  }
  if (await field.isVisible()) {
    const box = (await field.boundingBox())!;
    const { w, h } = await page.evaluate(() => ({ w: innerWidth, h: innerHeight }));
    // Its top on the screen, and its left and right edges.
    if (box.y >= 0 && box.y + 40 <= h && box.x >= 0 && box.x + box.width <= w + 1) return `${how}visible`;
  }
  await press(page, page.getByRole('navigation', { name: 'Players' }).getByRole('button', { name: `Show ${name}`, exact: true }));
  await expect(field).toBeInViewport();
  return `${how}one tap on the player's name`;
}

for (const table of TABLES) {
  test(`${table.players} players: no wider than the window, every battlefield reachable, builder beside the board`, async ({ page }, info) => {
    await page.goto(table.url);
    await expect(region(page, "Ann's battlefield")).toBeAttached();
    await noWiderThanTheWindow(page, `${info.project.name}, ${table.players} players`);
    for (const name of table.names) {
      const how = await battlefieldReachable(page, name);
      console.log(`${info.project.name}, ${table.players} players: ${name}'s battlefield ${how}`);
    }

    // The builder: no wider than the window, and the board keeps room for cards beside it (wide
    // screens) or is a tab away (narrow ones).
    await press(page, page.getByRole('button', { name: 'Build', exact: true }));
    const builder = region(page, 'Builder');
    await expect(builder).toBeVisible();
    await expect(builder.getByRole('searchbox', { name: 'Search cards' })).toBeVisible();
    await noWiderThanTheWindow(page, `${info.project.name}, ${table.players} players, builder open`);
    const builderBox = (await builder.boundingBox())!;
    expect(builderBox.width).toBeGreaterThan(250);
    const tabs = page.getByRole('tablist', { name: 'Table' });
    if (!(await tabs.isVisible())) {
      const main = (await page.getByRole('main').boundingBox())!;
      console.log(`${info.project.name}: the board is ${Math.round(main.width)} px wide with the builder open`);
      expect(main.width).toBeGreaterThanOrEqual(400);
    }
    for (const name of table.names) await battlefieldReachable(page, name);
    await press(page, page.getByRole('button', { name: 'Build', exact: true }));
  });
}

// axe on the phone and the desktop in both themes, on the four players' table (the fullest
// layout): the board, the builder beside it, and on the phone a prompt and the stack and history
// panes too. The sizes between (the tablets, the laptop) are checked for their layout above: their
// markup is the same elements as the phone's panes or the desktop's columns, in other places, and
// their nine scans took minutes of CI's budget.
test.describe('axe', () => {
  // The phone's and the desktop's width (playwright.config.ts): an option, so no page is opened
  // for the sizes between.
  test.skip(({ viewport }) => ![390, 1920].includes(viewport?.width ?? 0), 'axe runs on the phone and the desktop; this size is checked for its layout');
  for (const scheme of ['dark', 'light'] as const) {
    test(`${scheme} theme: axe finds no serious or critical violation`, async ({ page }, info) => {
      test.setTimeout(90_000);
      const phone = info.project.name === 'phone';
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(TABLES[1].url);
      await expect(region(page, "Ann's battlefield")).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const view = `${info.project.name}, ${scheme}`;
      await expectNoSeriousViolations(page, `${view}, board`);
      if (phone) {
        // A prompt: Fiery Justice being cast asks for its targets.
        await press(page, region(page, "Ann's hand").getByRole('button', { name: /^Fiery Justice/ }));
        await expect(region(page, 'Cast Fiery Justice')).toBeVisible();
        await expectNoSeriousViolations(page, `${view}, cast panel`);
        await press(page, region(page, 'Cast Fiery Justice').getByRole('button', { name: 'Cancel' }));
        if (scheme === 'dark') {
          await press(page, page.getByRole('tab', { name: /^Stack/ }));
          await expectNoSeriousViolations(page, `${view}, stack pane`);
          await press(page, page.getByRole('tab', { name: 'History' }));
          await expectNoSeriousViolations(page, `${view}, history pane`);
        }
      }
      if (phone || scheme === 'dark') {
        await press(page, page.getByRole('button', { name: 'Build', exact: true }));
        await expect(region(page, 'Builder')).toBeVisible();
        await expectNoSeriousViolations(page, `${view}, builder`);
      }
    });
  }
});
