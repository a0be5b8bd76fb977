// Loyalty abilities on the page (606): a planeswalker's abilities are offered with their loyalty
// costs; a + ability puts loyalty counters on as it is activated (606.4), and a second loyalty
// ability of the same permanent that turn is refused with its rule (606.3). Positions come from
// public/scenarios/planeswalkers.
import { expect, test } from '@playwright/test';
import { open, region } from './page';

test("Jace Beleren's +2 raises his loyalty; a second loyalty ability that turn is refused", async ({ page }) => {
  await open(page, 'planeswalkers/03-one-loyalty-ability-each-turn.json');
  const jace = page.getByTestId('card-jace');
  await expect(jace).toHaveAccessibleName(/loyalty 3/);
  await jace.click();
  const menu = page.getByRole('menu', { name: "Jace Beleren's abilities" });
  await expect(menu.getByRole('menuitem')).toHaveText(['[+2]: Each player draws a card.', '[-1]: Target player draws a card.', '[-10]: Target player mills twenty cards.', 'Cancel']);
  await menu.getByRole('menuitem', { name: /^\[\+2\]/ }).click();
  await expect(region(page, 'Stack')).toContainText('Jace Beleren');
  await expect(jace).toHaveAccessibleName(/loyalty 5/);
  await expect(region(page, 'Log')).toContainText("Ann activates Jace Beleren's +2 ability: Each player draws a card. Loyalty 3 → 5.");
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');

  // 606.3: one loyalty ability of a permanent each turn, whichever it is.
  const alert = page.getByRole('alert', { name: 'Refused action' });
  await jace.click();
  await page.getByRole('menu', { name: "Jace Beleren's abilities" }).getByRole('menuitem', { name: /^\[\+2\]/ }).click();
  await expect(alert).toContainText('only one loyalty ability of a permanent can be activated each turn');
  await expect(alert).toContainText('606.3');
  await expect(jace).toHaveAccessibleName(/loyalty 5/);
});

test("Chandra Nalaar's −X asks X, shows the loyalty counters it removes, and pays them", async ({ page }) => {
  await open(page, 'planeswalkers/05-minus-x.json');
  const chandra = page.getByTestId('card-chandra');
  await expect(chandra).toHaveAccessibleName(/loyalty 6/);
  await chandra.click();
  await page.getByRole('menu', { name: "Chandra Nalaar's abilities" }).getByRole('menuitem', { name: /^\[-X\]/ }).click();
  const panel = region(page, "Activate Chandra Nalaar's ability");
  await panel.getByRole('spinbutton', { name: 'Value of X' }).fill('3');
  await panel.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('card-giant').click();
  await expect(panel.getByTestId('total-cost')).toContainText('remove 3 loyalty counters from Chandra Nalaar');
  await panel.getByRole('button', { name: "Activate Chandra Nalaar's ability" }).click();
  await expect(panel).toHaveCount(0);
  await expect(chandra).toHaveAccessibleName(/loyalty 3/);
  await expect(region(page, 'Log')).toContainText("Ann activates Chandra Nalaar's −X ability with X = 3 targeting Hill Giant");
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ben's graveyard")).toContainText('Hill Giant');
});
