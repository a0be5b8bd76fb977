// Not a check: writes docs/screenshot.png (the demo with Lightning Bolt on the stack).
// Runs only when asked: SCREENSHOT=1 npx playwright test screenshot
import { expect, test } from '@playwright/test';

test('screenshot of Lightning Bolt on the stack', async ({ page }) => {
  test.skip(!process.env.SCREENSHOT, 'set SCREENSHOT=1 to write docs/screenshot.png');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByTestId('card-ann-mountain-1').click();
  await page.getByRole('region', { name: "Ann's hand", exact: true }).getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(page.getByRole('region', { name: 'Stack', exact: true })).toContainText('targeting Ben');
  await page.screenshot({ path: 'docs/screenshot.png' });
});
