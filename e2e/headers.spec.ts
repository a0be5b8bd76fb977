// Security headers (issue 12, point 15): a meta tag can't carry frame-ancestors, so the build
// writes the full policy into dist/_headers for static hosts, `vite preview` sends it, and a page
// of another site can't frame the sandbox.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { headersFile, SECURITY_HEADERS } from '../scripts/securityHeaders';

test('the preview sends the policy with frame-ancestors, nosniff and no referrer, on the page and its assets', async ({ request }) => {
  const page = await request.get('/');
  const html = await page.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  for (const response of [page, await request.get(script!), await request.get('/scenarios/demo.json')]) {
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    // The one other host the page may reach: Scryfall's API, on "Get from Scryfall".
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.scryfall.com;");
    // The offline service worker and the manifest come from the site itself (issue 16).
    expect(headers['content-security-policy']).toContain("worker-src 'self'; manifest-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }
});

test('the build writes the same headers into dist/_headers for static hosts', () => {
  const file = readFileSync('dist/_headers', 'utf8');
  expect(file).toBe(headersFile());
  expect(file).toContain("frame-ancestors 'none'");
  expect(file).toContain('X-Content-Type-Options: nosniff');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(file).toContain(`  ${name}: ${value}`);
});

/** Open a page of another site whose only content is the sandbox in a frame; the frame's heading, if the sandbox ran there. */
async function framedHeading(page: Page, baseURL: string) {
  await page.route('http://embedder.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Embedder</title><iframe id="framed" src="${baseURL}/" width="800" height="600"></iframe>` }),
  );
  await page.goto('http://embedder.test/');
  return page.frameLocator('#framed').getByRole('heading', { level: 1 });
}

test('a page of another site that frames the sandbox gets nothing', async ({ page, baseURL }) => {
  // The sandbox would run in the frame but for the header: it does once the header is taken off.
  await page.route(`${baseURL}/`, async (route) => {
    const response = await route.fetch();
    const { 'content-security-policy': _csp, ...headers } = response.headers();
    await route.fulfill({ response, headers });
  });
  await expect(await framedHeading(page, baseURL!)).toContainText('MTG Rules Sandbox');
  await page.unrouteAll();

  const heading = await framedHeading(page, baseURL!);
  // The embedder's load event waits for its frame: by then the browser has refused it.
  await page.waitForLoadState('load');
  const framed = page.frames().find((f) => f !== page.mainFrame());
  expect(framed?.url()).toMatch(/^chrome-error:/);
  await expect(heading).toHaveCount(0);
});

test("the page may fetch from Scryfall's API and from no other host", async ({ page }) => {
  await page.route('https://api.scryfall.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{}' }));
  await page.route('https://example.org/**', (route) => route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, body: 'reached' }));
  await page.goto('/');
  const fetched = (url: string) => page.evaluate((u) => fetch(u).then((r) => `HTTP ${r.status}`, () => 'refused'), url);
  expect(await fetched('https://api.scryfall.com/cards/named?fuzzy=bolt')).toBe('HTTP 200');
  expect(await fetched('https://example.org/')).toBe('refused');
});
