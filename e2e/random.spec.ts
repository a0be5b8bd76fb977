// Chance under the judge's control: the setting that asks random results, Re-roll in the log, and
// the Learn view's pick of a random result. The position: public/scenarios/ui/04 (seed 7 draws Ann).
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';


async function toUpkeepTrigger(page: Page) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/?scenario=ui/04-wildfire-devils-upkeep.json');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
}

test('Choose random results myself: the trigger asks which player, and the log says so', async ({ page }) => {
  await toUpkeepTrigger(page);
  const setting = page.getByRole('checkbox', { name: 'Choose random results myself' });
  await setting.check();
  await expect(setting).toBeChecked();
  await page.getByLabel('Advance to').selectOption('upkeep');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();

  const choice = region(page, 'Choice');
  await expect(choice).toContainText('Wildfire Devils chooses a player at random. Random results are chosen by hand in this game: Ann, who controls it, picks the result in place of chance.');
  const results = choice.getByRole('group', { name: 'Possible results' });
  await expect(results.getByRole('button')).toHaveText(['Ann', 'Ben']);
  await results.getByRole('button', { name: 'Ben' }).click();

  const log = region(page, 'Log');
  const line = log.getByRole('listitem').filter({ hasText: 'chooses a player at random: Ben (chosen by Ann in place of chance, 2 of 2 in turn order)' });
  await expect(line.getByText('⚄ random')).toBeVisible();
  // A result chosen in place of chance has nothing to re-roll.
  await expect(line.getByRole('button', { name: 'Re-roll' })).toHaveCount(0);
  await expect(log).toContainText('Ben has no instant or sorcery card in their graveyard');
  await expect(region(page, "Ann's graveyard")).toContainText('Shock');
});

test('Re-roll beside a random result shows the other outcome, and keeps the old line', async ({ page }) => {
  await toUpkeepTrigger(page);
  await page.getByLabel('Advance to').selectOption('upkeep');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  const log = region(page, 'Log');
  const ann = log.getByRole('listitem').filter({ hasText: 'chooses a player at random: Ann (1 of 2 in turn order)' });
  await expect(region(page, 'Choice')).toContainText('Ann may cast the copy of Shock');

  await ann.getByRole('button', { name: 'Re-roll' }).click();
  await expect(log.getByRole('listitem').filter({ hasText: 'chooses a player at random: Ben (2 of 2 in turn order)' })).toBeVisible();
  await expect(ann).toHaveCount(0);
  await expect(log).toContainText("Edit: the random generator's state set to");
  await expect(region(page, 'Choice')).toHaveCount(0);
  await expect(region(page, "Ann's graveyard")).toContainText('Shock');

  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('button', { name: /^other line/ })).toBeVisible();
});

test('the Learn view lets the judge pick the random result, and the board follows it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Gallery' });
  await gallery.getByRole('searchbox', { name: 'Filter scenarios' }).fill('Wildfire Devils in the upkeep');
  await gallery.getByRole('button', { name: /^Learn Wildfire Devils in the upkeep/ }).click();
  const learn = region(page, 'Learn');
  await learn.getByRole('button', { name: 'Next' }).click();
  await learn.getByRole('button', { name: 'Next' }).click();
  const pick = learn.getByRole('group', { name: 'Random result' });
  await expect(pick.getByRole('button', { name: 'Ann' })).toHaveAttribute('aria-pressed', 'true');
  await expect(region(page, 'Exile')).toContainText('Shock');

  await pick.getByRole('button', { name: 'Ben' }).click();
  await expect(pick.getByRole('button', { name: 'Ben' })).toHaveAttribute('aria-pressed', 'true');
  await expect(region(page, 'Log')).toContainText('chooses a player at random: Ben (2 of 2 in turn order)');
  await expect(region(page, "Ann's graveyard")).toContainText('Shock');
  await expect(learn).toContainText('the script stops');
});
