// The explain view (issue 15, item 5): a permanent's characteristics derived in layers (613),
// opened from the permanent by a click or the keyboard, as a judge answers a layers question by
// pointing at the creature, with axe run over the column in both themes. The position comes from
// public/scenarios/ui. SCREENSHOT=1 also writes screenshots of the column to docs/.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { open, region, shot } from './page';

test.use({ colorScheme: 'dark' });

/** axe finds no serious or critical violation in the layers column. */
async function accessible(page: Page, theme: string) {
  await expectNoSeriousViolations(page, theme, { include: 'section[aria-labelledby="layers-title"]' });
}

/** Giant Growth from Ann's hand on her Grizzly Bears, then resolved. */
async function giantGrowthOnBears(page: Page) {
  await region(page, "Ann's hand").getByRole('button', { name: /^Giant Growth/ }).click();
  await expect(page.getByRole('status')).toContainText('Giant Growth: choose target creature');
  await page.getByTestId('card-bears').click();
  // One target and the mana in the pool: it is cast at once.
  await expect(region(page, 'Stack').getByRole('article', { name: /^Giant Growth, spell, controlled by Ann, targeting Grizzly Bears$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ann's graveyard")).toContainText('Giant Growth');
}

test('Giant Growth: power 5 derived as printed 2, then +3 in layer 7c with its timestamp; the rule opens; next turn the pump is gone', async ({ page }) => {
  await open(page, 'ui/10-layers-giant-growth.json');

  // Opened from the creature with the keyboard: its "i" button, then Enter.
  const button = region(page, "Ann's battlefield").getByRole('button', { name: 'Layers of Grizzly Bears' });
  await button.focus();
  await page.keyboard.press('Enter');
  const layers = region(page, 'Layers: Grizzly Bears');
  await expect(layers).toBeVisible();
  await expect(layers.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // No effect yet: every characteristic as printed, said briefly.
  await expect(layers.getByRole('heading', { name: 'Power: 2' })).toBeVisible();
  await expect(layers.getByTestId('layers-power')).toContainText('as printed; no effect changes it');
  await expect(layers.getByTestId('layers-step')).toHaveCount(0);

  await giantGrowthOnBears(page);
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/5\/5/);
  const power = layers.getByTestId('layers-power');
  await expect(layers.getByRole('heading', { name: 'Power: 5' })).toBeVisible();
  await expect(power.getByRole('listitem').first()).toHaveText('Printed: 2');
  const step = power.getByTestId('layers-step');
  await expect(step).toHaveCount(1);
  await expect(step).toContainText('Layer 7c — effects and counters that modify power and/or toughness');
  await expect(step).toContainText('Giant Growth');
  await expect(step).toContainText(/timestamp \d+/);
  await expect(step).toContainText('2 → 5');
  await expect(step).toContainText('“Target creature gets +3/+3 until end of turn.”');
  await expect(power.getByRole('listitem').last()).toHaveText('Result: 5');
  await expect(layers.getByRole('heading', { name: 'Toughness: 5' })).toBeVisible();
  // Characteristics no effect touched say so.
  await expect(layers.getByTestId('layers-colors')).toContainText('Colors: green — as printed; no effect changes it.');
  await page.mouse.move(0, 0);
  await shot(page, 'layers-giant-growth');
  await accessible(page, 'dark');
  await page.getByRole('button', { name: 'Use the light theme' }).click();
  await shot(page, 'layers-giant-growth-light');
  await accessible(page, 'light');
  await page.getByRole('button', { name: 'Use the dark theme' }).click();

  // The sublayer's rule number opens the rule.
  await step.getByRole('button', { name: 'Rule 613.4c: show its text' }).click();
  await expect(page.getByTestId('rule-text')).toContainText('Layer 7c: Effects and counters that modify power and/or toughness');
  // Escape closes the rule first; the column stays.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rule-text')).toBeHidden();

  // To the next turn: the effect ended in the cleanup step (514.2), the column follows the game.
  await page.getByLabel('Advance to').selectOption('upkeep');
  await expect(region(page, 'Turn')).toContainText("Ben's turn");
  await expect(layers.getByRole('heading', { name: 'Power: 2' })).toBeVisible();
  await expect(layers.getByTestId('layers-step')).toHaveCount(0);

  await expect(layers).toBeVisible();

  // Closing gives the column back, and the focus to the card's button; Escape closes it too.
  await layers.getByRole('button', { name: 'Close' }).click();
  await expect(layers).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(layers.getByRole('heading', { level: 2 })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(layers).toHaveCount(0);
});

// Glorious Anthem ("Creatures you control get +1/+1."), cast: a static ability's effect (611.3) and a
// resolved spell's, both in layer 7c, in timestamp order (613.7); next turn only the anthem's is left.
test('Glorious Anthem cast, then Giant Growth: both steps in layer 7c, in timestamp order; next turn the pump is gone', async ({ page }) => {
  await open(page, 'ui/11-layers-anthem-and-pump.json');
  await region(page, "Ann's battlefield").getByRole('button', { name: 'Layers of Grizzly Bears' }).click();
  const layers = region(page, 'Layers: Grizzly Bears');
  await expect(layers.getByRole('heading', { name: 'Power: 2' })).toBeVisible();
  // The anthem from the hand: no target and the mana in the pool, so it is cast at once.
  await region(page, "Ann's hand").getByRole('button', { name: /^Glorious Anthem/ }).click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Glorious Anthem, spell, controlled by Ann/ })).toBeVisible();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ann's battlefield")).toContainText('Glorious Anthem');
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/3\/3/);
  await expect(layers.getByRole('heading', { name: 'Power: 3' })).toBeVisible();
  await giantGrowthOnBears(page);
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/6\/6/);
  const steps = layers.getByTestId('layers-power').getByTestId('layers-step');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Glorious Anthem');
  await expect(steps.nth(0)).toContainText('“Creatures you control get +1/+1.”');
  await expect(steps.nth(0)).toContainText('From a static ability');
  await expect(steps.nth(0)).toContainText('2 → 3');
  await expect(steps.nth(1)).toContainText('Giant Growth');
  await expect(steps.nth(1)).toContainText('3 → 6');
  await expect(layers.getByRole('heading', { name: 'Power: 6' })).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, 'layers-anthem-and-pump');

  // Ben's turn: Giant Growth's effect ended in the cleanup step (514.2); the anthem's goes on.
  await page.getByLabel('Advance to').selectOption('upkeep');
  await expect(region(page, 'Turn')).toContainText("Ben's turn");
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/3\/3/);
  await expect(steps).toHaveCount(1);
  await expect(steps.nth(0)).toContainText('Glorious Anthem');
  await expect(layers.getByRole('heading', { name: 'Power: 3' })).toBeVisible();
});
