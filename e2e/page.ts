// What the browser tests share: finding a labelled region, and the share link as a user copies it.
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
