// Playing a land (305.1) as a user does: a click on a land in the hand puts it onto the
// battlefield at once; a second land that turn is refused with the reason and rule 305.2.
import { expect, test } from '@playwright/test';
import { region } from './page';

test('a land clicked in the hand is played; a second one that turn is refused (305.2)', async ({ page }) => {
  await page.goto('/?scenario=lands/01-play-a-land.json');
  const hand = region(page, "Ann's hand");
  await hand.getByRole('button', { name: /^Forest/ }).click();
  await expect(region(page, "Ann's battlefield").getByRole('button', { name: /^Forest/ })).toBeVisible();
  await expect(region(page, 'Log')).toContainText('Ann plays Forest');
  await expect(region(page, 'Stack')).not.toContainText('Forest');

  await hand.getByRole('button', { name: /^Mountain/ }).click();
  const alert = page.getByRole('alert', { name: 'Refused action' });
  await expect(alert).toContainText('Ann has already played a land this turn');
  await expect(alert).toContainText('305.2');
  await expect(hand.getByRole('button', { name: /^Mountain/ })).toBeVisible();
});
