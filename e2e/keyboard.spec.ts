// The keyboard alone (page.keyboard only): casting Shock at Ben in fewer than 8 key presses, every
// prompt taking the focus as it appears, and the focus going back to where the user was.
import { expect, test, type Page } from '@playwright/test';
import { open, region } from './page';


/** Presses keys one at a time, counting them. */
function counter(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count++;
      await page.keyboard.press(key);
    },
    get count() {
      return count;
    },
  };
}

test('from the page as it opens: h goes to the hand of the player with priority, and Shock reaches Ben in fewer than 8 keys', async ({ page }) => {
  await open(page, 'demo.json');
  const keys = counter(page);
  await keys.press('h');
  const hand = region(page, "Ann's hand");
  await expect(hand.getByRole('button').first()).toBeFocused();
  const shock = hand.getByRole('button', { name: /^Shock/ });
  while (!(await shock.evaluate((el) => el === document.activeElement)) && keys.count < 8) await keys.press('Tab');
  await keys.press('Enter');
  await expect(page.getByRole('button', { name: /^Ben, 20 life, legal target/ })).toBeFocused();
  await keys.press('Enter');
  await keys.press('Enter');
  await expect(region(page, 'Stack').getByRole('article', { name: /^Shock, spell, controlled by Ann, targeting Ben$/ })).toBeVisible();
  test.info().annotations.push({ type: 'key presses from the page opening', description: String(keys.count) });
  expect(keys.count).toBeLessThan(8);
});

test('Shock at Ben from the keyboard: Enter on Shock, Enter on Ben, Enter to tap and cast', async ({ page }) => {
  await open(page, 'demo.json');
  const shock = region(page, "Ann's hand").getByRole('button', { name: /^Shock/ });
  // Reaching Shock with Tab from the top of the page: counted apart, reported.
  let tabs = 0;
  while (!(await shock.evaluate((el) => el === document.activeElement)) && tabs < 200) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  await expect(shock).toBeFocused();
  test.info().annotations.push({ type: 'tabs to reach Shock', description: String(tabs) });

  const keys = counter(page);
  await keys.press('Enter'); // start the cast: the first question (any target) takes the focus
  const ben = page.getByRole('button', { name: /^Ben, 20 life, legal target/ });
  await expect(ben).toBeFocused();
  await expect(page.getByRole('status')).toContainText('Ann casts Shock: choose any target');
  // The arrows move among the legal targets, and back.
  await keys.press('ArrowRight');
  await expect(ben).not.toBeFocused();
  await keys.press('ArrowLeft');
  await expect(ben).toBeFocused();
  await keys.press('Enter'); // Ben is the target; the pool is empty, so auto-tap asks the go-ahead
  const autoTap = region(page, 'Auto-tap');
  await expect(autoTap.getByRole('button', { name: 'Tap and cast' })).toBeFocused();
  await keys.press('Enter');

  await expect(region(page, 'Stack').getByRole('article', { name: /^Shock, spell, controlled by Ann, targeting Ben$/ })).toBeVisible();
  expect(keys.count).toBeLessThan(8);
  test.info().annotations.push({ type: 'key presses from Shock focused', description: String(keys.count) });
  // Shock has left the hand: the focus is on its neighbour there, where the user was.
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Divination/ })).toBeFocused();
});

test('the mana color prompt takes the focus; once answered, the focus is back on the land', async ({ page }) => {
  await open(page, 'mana/06-reflecting-pool-choice.json');
  const pool = page.getByTestId('card-pool');
  await pool.focus();
  await page.keyboard.press('Enter');
  const choice = region(page, 'Choice');
  await expect(choice).toContainText('Ann chooses the type of mana Reflecting Pool adds.');
  await expect(choice.getByRole('button', { name: 'blue mana' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(choice.getByRole('button', { name: 'red mana' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choice).toHaveCount(0);
  await expect(region(page, "Ann's mana pool").getByRole('img', { name: 'red mana' })).toHaveCount(1);
  await expect(pool).toBeFocused();
});

test('a "you may" prompt takes the focus; once answered, the focus is back on Resolve', async ({ page }) => {
  await open(page, 'ui/03-ascension-copies-bolt.json');
  // Ann casts Lightning Bolt with the {R} in her pool: Enter on it, Enter on Ben.
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Ben, 20 life, legal target/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const stack = region(page, 'Stack');
  const trigger = stack.getByRole('article', { name: /^Pyromancer Ascension, ability/ });
  await expect(trigger).toContainText('Triggered ability of Pyromancer Ascension: copy Lightning Bolt');

  const resolve = page.getByRole('button', { name: 'Resolve top of stack' });
  await resolve.focus();
  await page.keyboard.press('Enter');
  const choice = region(page, 'Choice');
  await expect(choice).toContainText("As Pyromancer Ascension's triggered ability resolves, Ann may copy Lightning Bolt");
  await expect(choice.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter'); // No
  await expect(choice).toHaveCount(0);
  await expect(resolve).toBeFocused();

  // The timeline: each entry on one line, cut with an ellipsis; the whole text on hover (title).
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const now = page.getByRole('list', { name: 'Actions of the current line' }).locator('[aria-current="step"]');
  await expect(now).toHaveAttribute('title', /^Ann chooses no/);
  const text = now.getByTestId('timeline-text');
  await expect(text).toHaveCSS('white-space', 'nowrap');
  await expect(text).toHaveCSS('text-overflow', 'ellipsis');
});
