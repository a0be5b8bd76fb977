// Not checks: write the README's screenshots to docs/ (the demo with Lightning Bolt on the stack,
// the builder, the gallery, the timeline with a branch, the learn view, the light theme, four
// players on a 1366x768 laptop screen). Run only when asked: SCREENSHOT=1 npx playwright test screenshot
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';

test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });
test.skip(!process.env.SCREENSHOT, 'set SCREENSHOT=1 to write the screenshots in docs/');


async function boltOnTheStack(page: Page) {
  await page.goto('/');
  await page.getByTestId('card-ann-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(region(page, 'Stack')).toContainText('targeting Ben');
}

test('screenshot of Lightning Bolt on the stack', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await boltOnTheStack(page);
  await page.screenshot({ path: 'docs/screenshot.png' });
});

test('screenshot of the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await boltOnTheStack(page);
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await page.screenshot({ path: 'docs/light-theme.png' });
});

test('screenshot of the builder and the timeline with a branch', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Build' }).click();
  const builder = region(page, 'Builder');
  await builder.getByRole('button', { name: 'New empty game' }).click();
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('mountain');
  await builder.getByRole('button', { name: "Add Mountain to Ann's battlefield" }).click();
  await builder.getByRole('button', { name: "Add Mountain to Ann's battlefield" }).click();
  await search.fill('t:creature c:g');
  await builder.getByRole('combobox', { name: 'Player to add to' }).selectOption({ label: 'Ben' });
  await builder.getByRole('button', { name: "Add Grizzly Bears to Ben's battlefield" }).click();
  await builder.getByRole('combobox', { name: 'Player to add to' }).selectOption({ label: 'Ann' });
  await search.fill('t:enchantment o:copy');
  await builder.getByRole('button', { name: "Add Pyromancer Ascension to Ann's battlefield" }).click();
  await region(page, 'Selected card').getByRole('button', { name: 'Add a quest counter' }).click();
  await region(page, 'Selected card').getByRole('button', { name: 'Add a quest counter' }).click();
  await search.fill('t:instant c:r');
  await page.screenshot({ path: 'docs/builder.png' });

  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('hand');
  await builder.getByRole('button', { name: "Add Lightning Bolt to Ann's hand" }).click();
  await page.getByRole('button', { name: 'Build' }).click();
  await page.getByTestId('card-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await region(page, 'Choice').getByRole('button', { name: 'Yes' }).click();
  await region(page, 'Targets for Copy of Lightning Bolt').getByRole('button', { name: 'Confirm targets' }).click();
  for (let i = 0; i < 3; i++) await page.keyboard.press('z');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await region(page, 'Choice').getByRole('button', { name: 'No' }).click();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('button', { name: /^other line/ })).toBeVisible();
  await page.screenshot({ path: 'docs/timeline.png' });
});

test('screenshot of the gallery and the learn view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Gallery' });
  await gallery.getByRole('region', { name: 'Seed rulings', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/gallery.png' });
  await gallery.getByRole('button', { name: /^Learn Pyromancer Ascension: changing any number/ }).click();
  await region(page, 'Learn').getByRole('button', { name: 'Next' }).click();
  await region(page, 'Learn').getByRole('button', { name: 'Next' }).click();
  await region(page, 'Learn').getByRole('button', { name: 'Next' }).click();
  await expect(region(page, 'Learn').getByTestId('learn-step')).toHaveText('Step 3 of 6');
  await page.getByTestId('card-asc').hover();
  await page.screenshot({ path: 'docs/learn.png' });
});

const FOUR = {
  format: 1,
  name: 'Four players at the table',
  players: [
    {
      name: 'Ann',
      battlefield: ['Mountain', 'Mountain', 'Mountain', { card: 'Pyromancer Ascension', counters: { quest: 2 } }, 'Prodigal Pyromancer'],
      hand: ['Lightning Bolt', 'Arc Trail', 'Fork'],
      graveyard: ['Shock'],
      library: ['Island', 'Mountain'],
    },
    { name: 'Ben', battlefield: ['Island', 'Island', 'Grizzly Bears'], hand: ['Counterspell'], library: ['Island'] },
    { name: 'Cid', battlefield: ['Forest', 'Forest', 'Llanowar Elves'], hand: ['Craw Wurm'] },
    { name: 'Dee', battlefield: ['Plains', 'Swamp', 'Birds of Paradise'], graveyard: ['Opt'] },
  ],
  actions: [
    { do: 'activate', player: 'Ann', source: 'Prodigal Pyromancer', ability: 0, autoTap: false, targets: ['Grizzly Bears'] },
  ],
};

test('screenshot of four players on a 1366x768 laptop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Share & files' }).click();
  await page.getByLabel('Scenario file to import').setInputFiles({ name: 'four.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(FOUR)) });
  await expect(region(page, 'Dee')).toBeVisible();
  await page.screenshot({ path: 'docs/four-players.png' });
});

test('screenshot of a full stack on a 1366x768 laptop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Gallery' }).click();
  await page.getByRole('dialog', { name: 'Gallery' }).getByRole('button', { name: /^Learn Thousand-Year Storm counts the spells/ }).click();
  await region(page, 'Learn').getByRole('button', { name: /^7\. / }).click();
  await expect(region(page, 'Stack').getByRole('article')).toHaveCount(5);
  await page.screenshot({ path: 'docs/full-stack.png' });
});
