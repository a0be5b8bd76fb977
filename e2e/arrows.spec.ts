// Arrows over the table (issue 16, point 3): from a spell on the stack to its target, always for the
// top of the stack and on focus or pointer for the rest; attacks drawn the same way. The layer lets
// clicks through and is hidden from assistive technology.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, region } from './page';

const arrow = (page: Page, kind: string, to: string) => page.getByTestId('arrows').locator(`[data-kind="${kind}"][data-to="${to}"]`);

/** The object or player id an element of the table carries for the arrows (the element marked data-arrow-id around it). */
const arrowId = async (page: Page, inner: Locator) => (await page.locator('[data-arrow-id]').filter({ has: inner }).getAttribute('data-arrow-id'))!;

/** Where an arrow's path starts ("M x,y ..."). */
async function start(a: Locator): Promise<{ x: number; y: number }> {
  const d = (await a.getAttribute('d')) ?? '';
  const [x, y] = d.slice(1).split(/[ L Q]/)[0].split(',').map(Number);
  return { x, y };
}

test('Shock at Grizzly Bears: an arrow from its stack entry to the creature; under Lightning Bolt, only on focus or pointer', async ({ page }) => {
  await open(page, 'ui/21-arrows-two-spells.json');
  const stack = region(page, 'Stack');
  await region(page, "Ann's hand").getByRole('button', { name: /^Shock/ }).click();
  await expect(page.getByRole('status')).toContainText('Shock: choose any target');
  await page.getByTestId('card-bears').click();
  const shock = stack.getByRole('article', { name: /^Shock, spell, controlled by Ann, targeting Grizzly Bears/ });
  await expect(shock).toBeVisible();

  // The top of the stack: its arrow is always there, starting at its entry.
  const toBears = arrow(page, 'target', await arrowId(page, page.getByTestId('card-bears')));
  await expect(toBears).toHaveCount(1);
  const from = await start(toBears);
  // The entry's list item: the entry itself is still sliding in (stack-enter) and scaled.
  const entry = (await shock.locator('xpath=..').boundingBox())!;
  expect(from.x).toBeGreaterThanOrEqual(entry.x - 1);
  expect(from.x).toBeLessThanOrEqual(entry.x + entry.width + 1);
  expect(from.y).toBeGreaterThanOrEqual(entry.y);
  expect(from.y).toBeLessThanOrEqual(entry.y + entry.height);
  // Not in the way: clicks go through, and screen readers skip it (the entry says "targeting").
  await expect(page.getByTestId('arrows')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByTestId('arrows')).toHaveCSS('pointer-events', 'none');

  // Lightning Bolt at Ben on top: its arrow shows; Shock's only while its entry has the focus or the pointer.
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  const ben = await arrowId(page, page.getByRole('button', { name: /^Ben, 20 life/ }));
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(stack.getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await expect(arrow(page, 'target', ben)).toHaveCount(1);
  await expect(toBears).toHaveCount(0);
  await shock.focus();
  await expect(toBears).toHaveCount(1);
  await expect(arrow(page, 'target', ben)).toHaveCount(1);
  await shock.blur();
  await expect(toBears).toHaveCount(0);
  await shock.hover();
  await expect(toBears).toHaveCount(1);
  await page.mouse.move(5, 5);
  await expect(toBears).toHaveCount(0);

  // Bolt resolves: Shock is the top, its arrow back for good.
  await page.getByRole('button', { name: 'Pass priority' }).click();
  await page.getByRole('button', { name: 'Pass priority' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^17/);
  await expect(toBears).toHaveCount(1);
  await expect(arrow(page, 'target', ben)).toHaveCount(0);
});

test('in the light theme, an attack is still an arrow from the attacker to the player', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, 'ui/08-combat-double-block.json');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const ben = await arrowId(page, page.getByRole('button', { name: /^Ben, 20 life/ }));
  await page.getByLabel('Advance to').selectOption('declareAttackers');
  await expect(region(page, 'Choice')).toContainText('declares attackers');
  await page.getByTestId('card-bears').click();
  await expect(arrow(page, 'attack', ben)).toHaveCount(1);
  await expect(arrow(page, 'attack', ben)).toBeVisible();
});
