// Share links and the address (README, "Reliability"): a link's hash leaves the address before its
// game is read, so a link that hangs or crashes the page can't do it again on reload; the game a
// link opened is autosaved at once, so a reload brings it back.
import { expect, test } from '@playwright/test';
import { copyShareLink } from './page';


test("a share link's hash is out of the address before its game is read, and a reload keeps the game", async ({ page, browser }) => {
  await page.goto('/');
  await page.getByTestId('card-ann-mountain-1').click();
  const link = await copyShareLink(page);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  // Where the address stood each time a scenario document was read.
  await other.addInitScript(() => {
    const parse = JSON.parse;
    const seen: string[] = [];
    (window as unknown as { addressesAtRead: string[] }).addressesAtRead = seen;
    JSON.parse = function (text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) {
      if (typeof text === 'string' && text.includes('"players"') && text.includes('"actions"')) seen.push(window.location.href);
      return parse(text, reviver);
    };
  });
  await other.goto(link);
  await expect(other.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  const addresses = await other.evaluate(() => (window as unknown as { addressesAtRead: string[] }).addressesAtRead);
  expect(addresses.length).toBeGreaterThan(0);
  for (const a of addresses) expect(a).not.toContain('#game=');
  expect(other.url()).not.toContain('#');

  await other.waitForTimeout(500); // the autosave's delay
  await other.reload();
  await expect(other.getByTestId('card-ann-mountain-1')).toHaveAccessibleName(/^Mountain, tapped/);
  await fresh.close();
});
