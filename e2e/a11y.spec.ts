// axe finds no serious or critical accessibility violations on the main views, in both themes:
// the board, a permanent's layers, the builder, the gallery, a pending choice, the cast panel, the
// timeline and the log of a long game.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { region } from './page';

for (const scheme of ['dark', 'light'] as const) {
  test(`no serious or critical violations on the main views (${scheme} theme)`, async ({ page }) => {
    // Seven whole-page axe scans: 2 minutes on CI's two cores shared by two browsers, before the
    // gallery and the long log were cut to what is representative (below). The timeout only
    // guards a hang.
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

    // The gallery with the first scenario of each of its groups (84 of 631): axe's rules are about
    // the markup of each kind of element, not how many there are, and every kind the whole gallery
    // has is there (each group's section, heading and count; an entry's name, description, Open
    // and Learn), every group's section with its own name. The 631 took most of the 2 minutes.
    let groups = 0;
    await page.route('**/scenario-index.json', async (route) => {
      const all = (await (await route.fetch()).json()) as { group: string }[];
      const firsts = all.filter((e, i) => all.findIndex((f) => f.group === e.group) === i);
      groups = firsts.length;
      await route.fulfill({ json: firsts });
    });
    await page.getByRole('button', { name: 'Gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Gallery' });
    await expect(gallery.getByRole('button', { name: /^Open / }).first()).toBeVisible();
    await expect(gallery.getByRole('region')).toHaveCount(groups);
    expect(groups).toBeGreaterThan(50);
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
    // Its 200 lines shown are 200 of the same edit line: the scan leaves out the middle ones and
    // keeps every kind of element the log has (the button for the earlier actions, the first lines
    // and the last, the one just made among them), as for the gallery.
    await expectNoSeriousViolations(page, 'a long game', { exclude: 'ol[aria-label="Log entries"] > li:nth-child(n+12):nth-last-child(n+4)' });

    await page.goto('/?scenario=mana/06-reflecting-pool-choice.json');
    await page.getByTestId('card-pool').click();
    await expect(region(page, 'Choice')).toBeVisible();
    await expectNoSeriousViolations(page, 'pending choice');
  });
}
