// axe finds no serious or critical accessibility violations on the main views, in both themes:
// the board, a permanent's layers, the builder, the gallery, a pending choice, the cast panel, the
// timeline and the log of a long game.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';


async function expectNoSeriousViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${view}: ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`);
  expect(serious, serious.join('\n\n')).toEqual([]);
}

for (const scheme of ['dark', 'light'] as const) {
  test(`no serious or critical violations on the main views (${scheme} theme)`, async ({ page }) => {
    // Seven whole-page axe scans, one over the gallery's 631 scenarios and one over a 210-action
    // log: 2 minutes on CI's two cores shared by two browsers. The timeout only guards a hang.
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(region(page, "Ann's battlefield")).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expectNoSeriousViolations(page, 'board');

    await page.getByRole('button', { name: 'Layers of Grizzly Bears' }).click();
    const layers = region(page, 'Layers: Grizzly Bears');
    await expect(layers.getByRole('heading', { name: 'Power: 2' })).toBeVisible();
    await expectNoSeriousViolations(page, 'layers');
    await layers.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Build' }).click();
    await region(page, 'Builder').getByRole('button', { name: 'Select cards' }).click();
    await page.getByTestId('card-bears').click();
    await expect(region(page, 'Selected card')).toContainText('Grizzly Bears');
    await expectNoSeriousViolations(page, 'builder');
    await page.getByRole('button', { name: 'Build' }).click();

    await page.getByRole('button', { name: 'Gallery' }).click();
    await expect(page.getByRole('dialog', { name: 'Gallery' }).getByRole('button', { name: /^Open / }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'gallery');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Gallery' })).toBeHidden();

    await region(page, "Ann's hand").getByRole('button', { name: /^Shock/ }).click();
    await expect(page.getByRole('status')).toContainText('Shock: choose any target');
    await expectNoSeriousViolations(page, 'cast panel');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Share & files' }).click();
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await page.getByTestId('card-ann-mountain-1').click();
    await expectNoSeriousViolations(page, 'timeline and files');

    // A long game: the log offers its earlier actions.
    const actions = Array.from({ length: 210 }, (_, i) => ({ do: 'edit', op: 'life', player: 'Ben', life: 500 - i }));
    const long = { format: 1, name: 'Long game', players: [{ name: 'Ann', battlefield: ['Forest'] }, { name: 'Ben' }], actions };
    await page.getByLabel('Scenario file to import').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(long)) });
    await page.getByRole('tab', { name: 'Log' }).click();
    await expect(page.getByRole('button', { name: 'Show the 11 earlier actions' })).toBeVisible();
    await expectNoSeriousViolations(page, 'a long game');

    await page.goto('/?scenario=mana/06-reflecting-pool-choice.json');
    await page.getByTestId('card-pool').click();
    await expect(region(page, 'Choice')).toBeVisible();
    await expectNoSeriousViolations(page, 'pending choice');
  });
}
