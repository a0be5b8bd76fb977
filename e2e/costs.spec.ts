// Activation costs on the page (issue 13, point 5): a card in a hand offers cycling beside casting
// it (702.29a), and the cast panel asks for the creature a cost sacrifices (601.2h). Positions
// come from public/scenarios/costs.
import { expect, test } from '@playwright/test';
import { open, region } from './page';

test('a card with cycling in a hand offers casting it or cycling it', async ({ page }) => {
  await open(page, 'costs/01-cycling.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Neutralize/ }).click();
  const menu = page.getByRole('menu', { name: "Neutralize's abilities" });
  await expect(menu.getByRole('menuitem', { name: 'Cast Neutralize' })).toBeVisible();
  await menu.getByRole('menuitem', { name: /^Cycling/ }).click();
  await expect(menu).toHaveCount(0);
  await expect(region(page, "Ann's graveyard")).toContainText('Neutralize');
  await expect(region(page, 'Stack')).toContainText('Neutralize');
  // On the battlefield, Desert Cerodon's cycling isn't offered (113.6m): the card isn't a button.
  await expect(page.locator('article[data-testid="card-cerodon"]')).toHaveCount(1);
});

test("Goblin Bombardment's cost asks for a creature to sacrifice, then the target", async ({ page }) => {
  await open(page, 'costs/05-sacrifice-a-creature.json');
  await page.getByTestId('card-bombardment').click();
  const panel = region(page, "Activate Goblin Bombardment's ability");
  await expect(panel.getByRole('status')).toContainText('sacrifice a creature');
  await expect(page.getByTestId('card-giant')).not.toHaveAttribute('data-legal');
  await page.getByTestId('card-bears').click();
  await expect(panel.getByRole('status')).toContainText('any target');
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(panel.getByTestId('total-cost')).toContainText('sacrifice Grizzly Bears');
  await panel.getByRole('button', { name: "Activate Goblin Bombardment's ability" }).click();
  await expect(panel).toHaveCount(0);
  await expect(region(page, "Ann's graveyard")).toContainText('Grizzly Bears');
  await expect(region(page, 'Stack')).toContainText('Goblin Bombardment');
});
