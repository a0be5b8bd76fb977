// What the browser tests share: finding a labelled region, opening a scenario of public/scenarios on
// a laptop-sized window, a screenshot when SCREENSHOT=1, and the share link as a user copies it.
import { expect, type Page } from '@playwright/test';

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** "Share & files", then "Copy share link": the link the field shows. */
export async function copyShareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share & files' }).click();
  const files = region(page, 'Share and files');
  await files.getByRole('button', { name: 'Copy share link' }).click();
  const link = await files.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/#game=/);
  return link;
}

/** Open public/scenarios/`scenario` at 1440x1000 and wait for the board. */
export async function open(page: Page, scenario: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/?scenario=${scenario}`);
  await expect(region(page, "Ann's battlefield")).toBeVisible();
}

/** With SCREENSHOT=1, the page as docs/`name`.png (the README's pictures). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOT) await page.screenshot({ path: `docs/${name}.png` });
}
