// The rule panel and the game's controls on a 1366x768 laptop (issue 11, points 9 and 10), with
// Pyromancer Ascension's two abilities triggering on Shock (triggers/02): a long rule (603.3b) read
// with three objects on the stack fits the screen beside a log that keeps its room, scrolls inside
// itself and closes with Escape; while Ann must order the triggers, "Pass priority" and "Resolve"
// look disabled and say why, and pressing them (or space) refuses nothing.
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';


test.use({ colorScheme: 'dark', viewport: { width: 1366, height: 768 } });

/** Shock at Ben: both abilities of Pyromancer Ascension trigger, and Ann must order them (603.3b). */
async function castShock(page: Page) {
  await page.goto('/?scenario=triggers/02-ordering-your-own.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Shock/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(region(page, 'Choice')).toContainText('603.3b');
}

test('603.3b with three objects on the stack: the rule fits the screen, the log keeps its room, Escape closes it', async ({ page }) => {
  await castShock(page);
  const options = region(page, 'Choice').getByRole('group', { name: 'Options to place' }).getByRole('button');
  await options.first().click();
  await options.first().click();
  await region(page, 'Choice').getByRole('button', { name: 'Confirm order' }).click();
  await expect(region(page, 'Stack').getByRole('article')).toHaveCount(3);

  await region(page, 'Log').getByRole('button', { name: 'Rule 603.3b: show its text' }).first().click();
  const panel = region(page, 'Rule text');
  await expect(panel).toContainText('603.3b');
  await expect(panel.getByTestId('rule-text')).toContainText('in any order they choose');
  if (process.env.SCREENSHOT) await page.screenshot({ path: '/tmp/page-panels-603.3b.png' });

  const box = (await panel.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  const log = (await page.getByRole('list', { name: 'Log entries' }).boundingBox())!;
  console.log(`rule panel ${Math.round(box.width)}x${Math.round(box.height)} px; log ${Math.round(log.height)} px high`);
  expect(log.height).toBeGreaterThanOrEqual(120);
  // The stack stays in view: the panel floats beside the side column, not over it.
  const stack = (await region(page, 'Stack').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(stack.x);

  // On a shorter screen the text scrolls inside the panel, which still fits.
  await page.setViewportSize({ width: 1366, height: 360 });
  const text = panel.getByTestId('rule-text');
  const sizes = await text.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await text.evaluate((el) => el.scrollBy(0, 100));
  expect(await text.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  const short = (await panel.boundingBox())!;
  expect(short.y).toBeGreaterThanOrEqual(0);
  expect(short.y + short.height).toBeLessThanOrEqual(360);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  // Escape closed the rule only: the game is as it was.
  await expect(region(page, 'Stack').getByRole('article')).toHaveCount(3);
});

test('while a choice is pending, Pass priority and Resolve are disabled and say why; pressing them refuses nothing', async ({ page }) => {
  await castShock(page);
  const why = /^Ann must first answer: .+ \(rule 603\.3b\)\.$/;
  const alert = page.getByRole('alert', { name: 'Refused action' });
  for (const name of ['Pass priority', 'Resolve top of stack', 'Resolve step by step']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(why);
    const tip = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
    await expect(tip).toBeHidden();
    await button.hover();
    await expect(tip).toBeVisible();
    // Playwright waits for an enabled button; a user's click comes anyway.
    await button.click({ force: true });
    await expect(alert).toBeEmpty();
    await expect(page.getByText('Not allowed', { exact: true })).toHaveCount(0);
    if (name === 'Pass priority' && process.env.SCREENSHOT) await page.screenshot({ path: '/tmp/page-panels-blocked.png' });
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
  }
  const passTip = page.getByRole('tooltip').filter({ hasText: 'Ann must first answer' }).first();

  // Focus shows the reason too, without the pointer.
  await page.getByRole('button', { name: 'Resolve top of stack' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Pass priority' })).toBeFocused();
  await expect(passTip).toBeVisible();

  // Space, the pass key, says why beside the button instead of refusing.
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(passTip).toBeHidden();
  await page.keyboard.press(' ');
  await expect(passTip).toBeVisible();
  await expect(alert).toBeEmpty();
  await expect(region(page, 'Choice')).toBeVisible();

  // Once the triggers are ordered, both act again.
  const options = region(page, 'Choice').getByRole('group', { name: 'Options to place' }).getByRole('button');
  await options.first().click();
  await options.first().click();
  await region(page, 'Choice').getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('button', { name: 'Pass priority' })).not.toHaveAttribute('aria-disabled');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, 'Choice')).toContainText('Ann may copy Shock');
});
