// Cards of the database in the page: a position or a share link naming a card beyond the built-in
// pool fetches the card database once, then opens; the pool alone never fetches it.
import { expect, test, type Page } from '@playwright/test';
import { copyShareLink, region } from './page';

function countDatabaseLoads(page: Page): { n: number } {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith('/cards/cards.json')) seen.n++;
  });
  return seen;
}

test('a position with Sol Ring fetches the database once, and Sol Ring taps for {C}{C}', async ({ page }) => {
  const loads = countDatabaseLoads(page);
  await page.goto('/?scenario=cards/01-sol-ring-from-the-database.json');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await expect(page.getByTestId('card-ring')).toContainText('Sol Ring');
  await page.getByTestId('card-ring').click();
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'colorless mana' })).toHaveCount(2);
  expect(loads.n).toBe(1);

  // The share link names Sol Ring too: a new page opens it, fetching the database itself.
  const link = await copyShareLink(page);
  const other = await page.context().newPage();
  const otherLoads = countDatabaseLoads(other);
  await other.goto(link);
  await expect(other.getByTestId('card-ring')).toHaveAccessibleName(/^Sol Ring/);
  expect(otherLoads.n).toBe(1);
});

test('a position of the built-in pool never fetches the database', async ({ page }) => {
  const loads = countDatabaseLoads(page);
  await page.goto('/?scenario=basics/01-tap-a-land-for-mana.json');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await page.getByTestId('card-mountain').click();
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'red mana' })).toHaveCount(1);
  expect(loads.n).toBe(0);
});

test('the database failing to load is said, and the page keeps what it had', async ({ page }) => {
  await page.route('**/cards/cards.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/?scenario=cards/01-sol-ring-from-the-database.json');
  await expect(page.getByText(/unknown card "Sol Ring".*could not be loaded/)).toBeVisible();
});

test("the builder turns Delver of Secrets to its back face, and the board shows Insectile Aberration's characteristics", async ({ page }) => {
  await page.goto('/?scenario=cards/06-delver-face-edit.json');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await page.getByRole('button', { name: 'Build' }).click();
  await region(page, 'Builder').getByRole('button', { name: 'Select cards' }).click();
  await page.getByTestId('card-delver').click();
  const selected = region(page, 'Selected card');
  await selected.getByRole('button', { name: 'Turn to Insectile Aberration' }).click();
  await expect(page.getByTestId('card-delver')).toHaveAccessibleName(/^Insectile Aberration/);
  await expect(page.getByTestId('card-delver')).toContainText('3/2');
  await selected.getByRole('button', { name: 'Turn to Delver of Secrets' }).click();
  await expect(page.getByTestId('card-delver')).toHaveAccessibleName(/^Delver of Secrets/);
});
