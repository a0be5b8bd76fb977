// Issue 16, item 6: the complete Comprehensive Rules in the Rules panel: search by number, by
// words, by glossary term; rule numbers in a text are links; a citation in the log opens the panel
// at its rule, with the rules around it.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { region } from './page';

test('the Rules panel searches the whole CR and follows rule numbers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: "Ann's battlefield" })).toBeVisible();
  await page.getByRole('navigation', { name: 'Workbench' }).getByRole('button', { name: 'Rules' }).click();
  const panel = region(page, 'Rule text');
  const search = panel.getByRole('searchbox', { name: 'Search the Comprehensive Rules' });
  await expect(search).toBeEnabled();
  await expect(search).toBeFocused();

  // By number: exactly the rule.
  await search.fill('510.1c');
  const results = panel.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: /^510\.1c/ }).click();
  const text = panel.getByTestId('rule-text');
  await expect(text.locator('[aria-current="true"]')).toContainText('A blocked creature assigns its combat damage to the creatures blocking it.');
  // The rules around it.
  await expect(text).toContainText('510.1b');
  await expect(text).toContainText('510.1d');

  // By words: every word, marked.
  await search.fill('trample lethal');
  await expect(panel.getByRole('status')).toContainText('found');
  const first = results.getByRole('listitem').first();
  await expect(first).toContainText('702.19');
  await expect(first.locator('mark').filter({ hasText: /^trample$/i }).first()).toBeVisible();
  await expect(first.locator('mark').filter({ hasText: /^lethal$/i }).first()).toBeVisible();

  // By glossary term, and a rule number in its definition is a link.
  await search.fill('trample');
  await results.getByRole('button', { name: 'Trample glossary', exact: true }).click();
  const glossary = panel.getByTestId('glossary-text');
  await expect(glossary).toContainText('modifies how a creature assigns combat damage');
  await glossary.getByRole('link', { name: '702.19' }).click();
  await expect(text.locator('[aria-current="true"]')).toContainText('702.19');
  await expect(panel.getByRole('heading', { name: 'Rule 702.19' })).toBeVisible();

  // A rule number inside a rule's text is a link too (Enter opens the first result).
  await search.fill('119.1d');
  await search.press('Enter');
  await expect(panel.getByRole('heading', { name: 'Rule 119.1d' })).toBeVisible();
  await text.getByRole('link', { name: '903.12' }).first().click();
  await expect(panel.getByRole('heading', { name: 'Rule 903.12' })).toBeVisible();
  await expect(text.locator('[aria-current="true"]')).toContainText('903.12');

  if (process.env.SCREENSHOT) await page.screenshot({ path: '/tmp/rules-panel-903.12.png' });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

test('a citation in the log opens the panel at its rule, in the full CR text', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('card-ann-mountain-1').click();
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await page.getByRole('button', { name: 'Pass priority' }).click();
  await page.getByRole('button', { name: 'Pass priority' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^17/);

  await region(page, 'Log').getByRole('button', { name: 'Rule 120.3a: show its text' }).click();
  const panel = region(page, 'Rule text');
  await expect(panel.getByRole('heading', { name: 'Rule 120.3a' })).toBeVisible();
  const text = panel.getByTestId('rule-text');
  await expect(text.locator('[aria-current="true"]')).toHaveText(/^120\.3a Damage dealt to a player by a source without infect causes that player to lose that much life\./);
  await expect(text).toContainText('120.3b');
});

for (const scheme of ['dark', 'light'] as const) {
  test(`the Rules panel has no serious or critical accessibility violations (${scheme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.getByRole('navigation', { name: 'Workbench' }).getByRole('button', { name: 'Rules' }).click();
    const panel = region(page, 'Rule text');
    const scan = (view: string) => expectNoSeriousViolations(page, view, { include: 'section[aria-label="Rule text"]' });
    await panel.getByRole('searchbox', { name: 'Search the Comprehensive Rules' }).fill('trample lethal');
    await expect(panel.getByRole('list', { name: 'Search results' }).locator('mark').first()).toBeVisible();
    await scan('search results');
    if (process.env.SCREENSHOT) await page.screenshot({ path: `/tmp/rules-panel-search-${scheme}.png` });
    await panel.getByRole('list', { name: 'Search results' }).getByRole('button').first().click();
    await expect(panel.getByTestId('rule-text').getByRole('link').first()).toBeVisible();
    await scan('a rule with the rules around it');
  });
}
