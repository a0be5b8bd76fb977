import { expect, test, type Page } from '@playwright/test';
import { region } from './page';

async function openDemo(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('region', { name: "Ann's battlefield" })).toBeVisible();
}


test('tap a Mountain, Lightning Bolt Ben, and it resolves', async ({ page }) => {
  await openDemo(page);
  const pool = region(page, "Ann's mana pool");
  await expect(pool.getByRole('img', { name: 'red mana' })).toHaveCount(0);

  await page.getByTestId('card-ann-mountain-1').click();
  await expect(page.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  await expect(pool.getByRole('img', { name: 'red mana' })).toHaveCount(1);

  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await expect(page.getByRole('status')).toContainText('Lightning Bolt: choose any target');
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();

  const stack = region(page, 'Stack');
  const bolt = stack.getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ });
  await expect(bolt).toBeVisible();
  await expect(stack).toContainText('targeting Ben');
  await expect(pool.getByRole('img', { name: 'red mana' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Pass priority' }).click();
  await page.getByRole('button', { name: 'Pass priority' }).click();

  await expect(page.getByRole('button', { name: /^Ben, 17 life/ })).toBeVisible();
  await expect(page.getByTestId('life-p2')).toHaveText(/^17/);
  await expect(stack).toContainText('The stack is empty.');
  const log = region(page, 'Log');
  await expect(log).toContainText('Lightning Bolt deals 3 damage to Ben');
  await expect(region(page, "Ann's graveyard")).toContainText('Lightning Bolt');

  // A rule number in the log shows the rule's text.
  await log.getByRole('button', { name: 'Rule 120.3a: show its text' }).click();
  await expect(region(page, 'Rule text')).toContainText('120.3');

  // Undo goes back to Lightning Bolt on the stack.
  await page.keyboard.press('z');
  await expect(page.getByTestId('life-p2')).toHaveText(/^20/);
  await expect(bolt).toBeVisible();
});

test('Escape leaves targeting with nothing changed', async ({ page }) => {
  await openDemo(page);
  await region(page, "Ann's hand").getByRole('button', { name: /^Shock/ }).click();
  await expect(page.getByRole('status')).toContainText('Shock: choose any target');
  await expect(page.getByRole('button', { name: /^Grizzly Bears, untapped, 2\/2, legal target/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Shock/ })).toBeVisible();
});

test('an illegal action is refused with its rule and changes nothing', async ({ page }) => {
  await openDemo(page);
  const alert = page.getByRole('alert', { name: 'Refused action' });
  const hand = region(page, "Ann's hand");
  const board = region(page, "Ann's battlefield");
  const before = await board.ariaSnapshot();

  // Divination with an empty mana pool: auto-tap offers to tap lands (601.2g); Cancel changes nothing.
  // (A cost nothing can pay is refused with 601.2h: e2e/mana.spec.ts.)
  await hand.getByRole('button', { name: /^Divination/ }).click();
  const autoTap = region(page, 'Auto-tap');
  await expect(autoTap).toContainText('Auto-tap will tap: Mountain');
  await expect(autoTap.getByRole('img', { name: 'blue mana' }).first()).toBeVisible();
  await autoTap.getByRole('button', { name: 'Cancel' }).click();
  await expect(autoTap).toHaveCount(0);
  await expect(alert).toHaveText('');
  await expect(hand.getByRole('button', { name: /^Divination/ })).toBeVisible();
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  await expect(board).toMatchAriaSnapshot(before);
  await expect(region(page, 'Log')).toContainText('Nothing has happened yet.');

  // Tapping a Mountain that is already tapped.
  const mountain = page.getByTestId('card-ann-mountain-2');
  await mountain.click();
  await expect(alert).toHaveText('');
  await expect(mountain).toHaveAccessibleName(/^Mountain, tapped/);
  const pool = region(page, "Ann's mana pool");
  await expect(pool.getByRole('img', { name: 'red mana' })).toHaveCount(1);
  const tappedBoard = await board.ariaSnapshot();
  await mountain.click();
  await expect(alert).toContainText('Mountain is already tapped');
  await expect(alert).toContainText('107.5');
  await expect(pool.getByRole('img', { name: 'red mana' })).toHaveCount(1);
  await expect(board).toMatchAriaSnapshot(tappedBoard);

  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveText('');
});

test("a player can't cast a spell without priority", async ({ page }) => {
  await openDemo(page);
  const alert = page.getByRole('alert', { name: 'Refused action' });
  const stack = region(page, 'Stack');
  await page.getByTestId('card-ann-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(page.getByTestId('priority')).toHaveText('Priority: Ann');

  // Ben tries to counter it while Ann holds priority.
  await region(page, "Ben's hand").getByRole('button', { name: /^Counterspell/ }).click();
  await expect(page.getByRole('status')).toContainText('Counterspell: choose target spell');
  await stack.getByRole('button', { name: /^Lightning Bolt, spell, .*legal target/ }).click();
  await expect(alert).toContainText("Ben can't cast Counterspell: Ann holds priority");
  await expect(alert).toContainText('117.1');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(stack.getByRole('article')).toHaveCount(1);
  await expect(region(page, "Ben's hand").getByRole('button', { name: /^Counterspell/ })).toBeVisible();

  // Space passes priority to Ben; the refusal clears on that success.
  await page.keyboard.press(' ');
  await expect(page.getByTestId('priority')).toHaveText('Priority: Ben');
  await expect(alert).toHaveText('');
});
