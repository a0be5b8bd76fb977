// Mana as a user meets it: a choice of mana type, the order of replacement effects, auto-tap,
// what a permanent could produce, and opening a position by its address (?scenario=...).
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';


async function open(page: Page, scenario: string) {
  await page.goto(`/?scenario=${scenario}`);
  await expect(region(page, "Ann's battlefield")).toBeVisible();
}

test("Reflecting Pool offers the types Ann's lands could produce, and adds the one chosen", async ({ page }) => {
  await open(page, 'mana/06-reflecting-pool-choice.json');
  const pool = region(page, "Ann's mana pool");
  await expect(pool).toContainText('empty');

  await page.getByTestId('card-pool').click();
  const choice = region(page, 'Choice');
  await expect(choice).toContainText('Ann chooses');
  await expect(choice.getByRole('button', { name: 'blue mana' })).toBeVisible();
  await expect(choice.getByRole('button', { name: 'red mana' })).toBeVisible();
  await expect(choice.getByRole('button', { name: 'green mana' })).toHaveCount(0);
  await expect(choice.getByRole('button')).toHaveCount(3); // blue, red, and the rule number

  await choice.getByRole('button', { name: 'blue mana' }).click();
  await expect(choice).toHaveCount(0);
  await expect(pool.getByRole('img', { name: 'blue mana' })).toHaveCount(1);
  await expect(pool.getByRole('img')).toHaveCount(1);
});

test('hovering a land shows what it could produce (106.7)', async ({ page }) => {
  await open(page, 'mana/06-reflecting-pool-choice.json');
  const reflecting = page.getByTestId('card-pool');
  await reflecting.hover();
  const tip = page.getByRole('tooltip').filter({ visible: true });
  await expect(tip).toHaveCount(1);
  await expect(tip).toContainText('Could produce:');
  await expect(tip.getByRole('img', { name: 'blue mana' })).toBeVisible();
  await expect(tip.getByRole('img', { name: 'red mana' })).toBeVisible();
  await expect(tip.getByRole('img')).toHaveCount(2);
  // Screen readers hear it as the permanent's description.
  await expect(reflecting).toHaveAccessibleDescription('Could produce: blue mana red mana');
  // Ben's Forest: only green. Ann's pool looks at Ann's lands, not Ben's.
  await expect(region(page, "Ben's battlefield").getByRole('button', { name: /^Forest/ })).toHaveAccessibleDescription('Could produce: green mana');
});

test('two Reflecting Pools alone could produce nothing', async ({ page }) => {
  await open(page, 'mana/02-reflecting-pools-alone.json');
  await page.getByTestId('card-pool1').hover();
  const tip = page.getByRole('tooltip').filter({ visible: true });
  await expect(tip).toHaveText('Could produce: nothing');
  await expect(page.getByTestId('card-pool2')).toHaveAccessibleDescription('Could produce: nothing');
});

test('Contamination and Mana Reflection: Ann orders the replacement effects (616.1)', async ({ page }) => {
  await open(page, 'mana/11-contamination-and-mana-reflection.json');
  const pool = region(page, "Ann's mana pool");
  await page.getByTestId('card-f1').click();

  const choice = region(page, 'Choice');
  await expect(choice).toContainText('2 replacement effects apply to that mana: Ann chooses the order they apply in');
  await expect(choice).toContainText('Contamination then Mana Reflection');
  await expect(choice.getByRole('button', { name: 'Rule 616.1: show its text' })).toBeVisible();
  // The outcomes in the prompt are drawn as mana symbols: {B}{B} one way, {B} the other.
  await expect(choice.getByRole('img', { name: 'black mana' })).toHaveCount(3);
  const confirm = choice.getByRole('button', { name: 'Confirm order' });
  await expect(confirm).toBeDisabled();

  const options = choice.getByRole('group', { name: 'Options to place' });
  const chosen = choice.getByRole('list', { name: 'Order chosen' });
  // Reset starts over.
  await options.getByRole('button', { name: 'Mana Reflection' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText([/^1\.\s*Mana Reflection/]);
  await choice.getByRole('button', { name: 'Reset' }).click();
  await expect(chosen).toContainText('Nothing placed yet.');

  await options.getByRole('button', { name: 'Contamination' }).click();
  await options.getByRole('button', { name: 'Mana Reflection' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText([/^1\.\s*Contamination/, /^2\.\s*Mana Reflection/]);
  await expect(choice.getByText('This order gives').getByRole('img', { name: 'black mana' })).toHaveCount(2);
  await expect(confirm).toBeEnabled();
  await expect(confirm).toBeFocused();
  await confirm.click();

  await expect(choice).toHaveCount(0);
  await expect(pool.getByRole('img', { name: 'black mana' })).toHaveCount(2);
  await expect(pool.getByRole('img')).toHaveCount(2);
  const log = region(page, 'Log');
  await expect(log.getByRole('button', { name: 'Rule 616.1: show its text' })).toBeVisible();
  await expect(log.getByRole('button', { name: 'Rule 106.12b: show its text' })).toHaveCount(2);
  await expect(log).toContainText('Ann chooses Contamination, Mana Reflection.');
  await expect(log).toContainText('Contamination replaces');
});

test('the order prompt works from the keyboard', async ({ page }) => {
  await open(page, 'mana/11-contamination-and-mana-reflection.json');
  await page.getByTestId('card-f2').focus();
  await page.keyboard.press('Enter');
  const choice = region(page, 'Choice');
  const options = choice.getByRole('group', { name: 'Options to place' });
  await options.getByRole('button', { name: 'Mana Reflection' }).focus();
  await page.keyboard.press('Enter'); // Mana Reflection first: {G}{G}, then Contamination: {B}
  await expect(options.getByRole('button', { name: 'Contamination' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choice.getByRole('button', { name: 'Confirm order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'black mana' })).toHaveCount(1);
});

test('auto-tap: the preview names what it would tap; Cancel changes nothing; confirming casts', async ({ page }) => {
  await open(page, 'mana/17-auto-tap.json');
  const hand = region(page, "Ann's hand");
  const board = region(page, "Ann's battlefield");
  const stack = region(page, 'Stack');
  const pool = region(page, "Ann's mana pool");
  const autoTap = region(page, 'Auto-tap');
  const before = await board.ariaSnapshot();

  await hand.getByRole('button', { name: /^Grizzly Bears/ }).click();
  await expect(autoTap).toBeVisible();
  await expect(autoTap.getByTestId('auto-tap-plan')).toHaveText(/^Auto-tap will tap: Forest \(\), Mountain \(\)$/);
  await expect(autoTap.getByTestId('auto-tap-plan').getByRole('img', { name: 'green mana' })).toBeVisible();
  await expect(autoTap.getByTestId('auto-tap-plan').getByRole('img', { name: 'red mana' })).toBeVisible();
  // The permanents it would tap are highlighted on the battlefield; nothing is tapped yet.
  await expect(page.getByTestId('card-forest')).toHaveAccessibleName('Forest, untapped, auto-tap will tap it');
  await expect(page.getByTestId('card-mountain')).toHaveAccessibleName('Mountain, untapped, auto-tap will tap it');
  await expect(page.getByTestId('card-birds')).toHaveAccessibleName(/^Birds of Paradise, untapped, 0\/1$/);
  await expect(autoTap.getByRole('button', { name: 'Tap and cast' })).toBeFocused();

  await autoTap.getByRole('button', { name: 'Cancel' }).click();
  await expect(autoTap).toHaveCount(0);
  await expect(board).toMatchAriaSnapshot(before);
  await expect(hand.getByRole('button', { name: /^Grizzly Bears/ })).toBeVisible();
  await expect(stack).toContainText('The stack is empty.');
  await expect(pool).toContainText('empty');
  await expect(region(page, 'Log')).toContainText('Nothing has happened yet.');

  // Escape cancels too.
  await hand.getByRole('button', { name: /^Grizzly Bears/ }).click();
  await expect(autoTap).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(autoTap).toHaveCount(0);
  await expect(board).toMatchAriaSnapshot(before);

  await hand.getByRole('button', { name: /^Grizzly Bears/ }).click();
  await autoTap.getByRole('button', { name: 'Tap and cast' }).click();
  await expect(autoTap).toHaveCount(0);
  await expect(stack.getByRole('article', { name: /^Grizzly Bears, spell, controlled by Ann/ })).toBeVisible();
  await expect(page.getByTestId('card-forest')).toHaveAccessibleName(/^Forest, tapped/);
  await expect(page.getByTestId('card-mountain')).toHaveAccessibleName(/^Mountain, tapped/);
  await expect(page.getByTestId('card-birds')).toHaveAccessibleName(/^Birds of Paradise, untapped/);
  await expect(page.getByTestId('card-pool')).toHaveAccessibleName(/^Reflecting Pool, untapped/);
  await expect(pool).toContainText('empty');
  await expect(hand.getByRole('button', { name: /^Grizzly Bears/ })).toHaveCount(0);
});

test('auto-tap: tapping a land by hand instead of confirming', async ({ page }) => {
  await open(page, 'mana/17-auto-tap.json');
  const autoTap = region(page, 'Auto-tap');
  await region(page, "Ann's hand").getByRole('button', { name: /^Grizzly Bears/ }).click();
  await expect(autoTap).toBeVisible();
  await page.getByTestId('card-forest').click();
  await expect(autoTap).toHaveCount(0);
  await expect(page.getByTestId('card-forest')).toHaveAccessibleName(/^Forest, tapped/);
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'green mana' })).toHaveCount(1);
});

test("a cost nothing can pay is refused with its rule, and auto-tap isn't offered", async ({ page }) => {
  await open(page, 'mana/17-auto-tap.json');
  const alert = page.getByRole('alert', { name: 'Refused action' });
  await region(page, "Ann's hand").getByRole('button', { name: /^Craw Wurm/ }).click();
  await expect(alert).toContainText("Craw Wurm: the pool can't pay");
  await expect(alert.getByRole('img', { name: 'green mana' })).toHaveCount(2);
  await expect(alert).toContainText('601.2h');
  await expect(region(page, 'Auto-tap')).toHaveCount(0);
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
});

test('a summoning-sick creature is marked', async ({ page }) => {
  await open(page, 'mana/17-auto-tap.json');
  const elves = page.getByTestId('card-elves');
  await expect(elves).toHaveAccessibleName(/^Llanowar Elves, untapped, 1\/1, summoning sick$/);
  await expect(elves.getByText('summoning sick', { exact: true })).toBeVisible();
  await expect(page.getByTestId('card-birds').getByText('summoning sick', { exact: true })).toHaveCount(0);
});

test('a bad scenario address shows why, and the demo loads instead', async ({ page }) => {
  await page.goto('/?scenario=../secret.json');
  const error = page.getByRole('alert', { name: 'Scenario error' });
  await expect(error).toContainText('"../secret.json" is not a scenario path');
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ })).toBeVisible();

  await page.goto('/?scenario=mana/no-such-scenario.json');
  await expect(error).toContainText('could not load mana/no-such-scenario.json');
  await expect(error).toContainText('The demo is shown instead.');
  // The page works: tap a Mountain.
  await page.getByTestId('card-ann-mountain-1').click();
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'red mana' })).toHaveCount(1);
  await error.getByRole('button', { name: 'Dismiss' }).click();
  await expect(error).toHaveCount(0);
});
