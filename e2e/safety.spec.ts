// Safe rendering (issue 7): a scenario is input from strangers. Player names, ids, the name and
// the description of public/scenarios/ui/05-html-in-names.json hold HTML and script; the page
// shows them as text and runs none of it. The production build ships a Content-Security-Policy
// that forbids inline script and eval, and the browser enforces it.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const SCENARIO = 'ui/05-html-in-names.json';
const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(3)</script>';
const NAME = `Safe rendering: <script>window.__xss = 'name'</script><img src=x onerror="window.__xss = 'name'">`;

type Watch = { dialogs: string[] };

/** Open a page that records every dialog (alert, confirm, prompt): none may appear. */
async function watched(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [] };
  page.on('dialog', (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  return w;
}

/** Nothing injected ran or was made into markup. */
async function expectNothingRan(page: Page, w: Watch) {
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
    handlers: document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
    images: document.querySelectorAll('img[src="x"]').length,
    svgs: document.querySelectorAll('svg[onload]').length,
    inlineScripts: [...document.scripts].filter((s) => !s.src).length,
    links: document.querySelectorAll('a[href^="javascript:"]').length,
  }));
  expect(found).toEqual({ xss: null, handlers: 0, images: 0, svgs: 0, inlineScripts: 0, links: 0 });
  expect(w.dialogs).toEqual([]);
}

test('HTML and script in player names, ids, the name and the description render as text', async ({ page }) => {
  const w = await watched(page);
  await page.goto(`/?scenario=${SCENARIO}`);
  await expect(page.getByRole('region', { name: "Ann's battlefield", exact: true })).toBeVisible();

  // The names, letter for letter, as text.
  await expect(page.getByText(IMG, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);
  await expectNothingRan(page, w);

  // The gallery lists the scenario with its description, as text.
  await page.getByRole('button', { name: 'Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Gallery' });
  await gallery.getByRole('searchbox', { name: 'Filter scenarios' }).fill('Safe rendering');
  await expect(gallery.getByText(NAME, { exact: true })).toBeVisible();
  await expect(gallery.getByText(/^Player names, ids and this description hold HTML and script/)).toContainText(`<img src=x onerror="window.__xss = 'description'"><script>window.__xss = 'description'</script><b>not bold</b>`);
  await expect(gallery.locator('b')).toHaveCount(0);

  // Learning it shows the description beside the board; its script bolts the player named <img ...>.
  await gallery.getByRole('button', { name: `Learn ${NAME}` }).click();
  await expect(page.getByRole('region', { name: 'Ruling' })).toContainText('<a href="javascript:window.__xss=\'link\'">not a link</a>');
  const steps = page.getByRole('group', { name: 'Step through the scenario' });
  await steps.getByRole('button', { name: 'Next' }).click();
  await steps.getByRole('button', { name: 'Next' }).click();
  const log = page.getByRole('region', { name: 'Log' });
  await expect(log).toContainText(`targeting ${IMG}`);
  await expect(page.getByText(`${IMG}, 17 life`, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, w);
});

test('the built page carries a Content-Security-Policy that forbids inline script and eval', async () => {
  const html = readFileSync('dist/index.html', 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  expect(meta, 'dist/index.html has no Content-Security-Policy meta').not.toBeNull();
  const policy = meta![1].replace(/&#39;/g, "'").replace(/&quot;/g, '"');
  const directives = new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  expect(scripts).toEqual(["'self'"]);
  for (const d of ['script-src', 'default-src']) {
    expect(directives.get(d) ?? []).not.toContain("'unsafe-eval'");
    expect(directives.get(d) ?? []).not.toContain("'unsafe-inline'");
  }
  expect(directives.get('object-src')).toEqual(["'none'"]);
  // The policy comes before any script in the document.
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  // No inline script in the built page: every script is a file.
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
});

test('the browser enforces it: eval, the Function constructor and inline script are blocked', async ({ page }) => {
  // A script file from the page's own origin (allowed by script-src 'self') that tries eval.
  await page.route('**/csp-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `try { eval('1'); window.__eval = 'ran'; } catch (e) { window.__eval = e.name; }
             try { new Function('return 1')(); window.__fn = 'ran'; } catch (e) { window.__fn = e.name; }`,
    }),
  );
  await page.goto('/');
  const result = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    const probe = document.createElement('script');
    probe.src = '/csp-probe.js';
    const loaded = new Promise((resolve) => (probe.onload = resolve));
    document.body.append(probe);
    await loaded;
    const inline = document.createElement('script');
    inline.textContent = 'window.__inline = "ran"';
    document.body.append(inline);
    const div = document.createElement('div');
    div.innerHTML = '<img src="data:," onerror="window.__attr = \'ran\'" onload="window.__attr = \'ran\'">';
    document.body.append(div);
    await new Promise((r) => setTimeout(r, 200));
    return { eval: w.__eval, fn: w.__fn, inline: w.__inline ?? null, attr: w.__attr ?? null, violations };
  });
  expect(result.eval).toBe('EvalError');
  expect(result.fn).toBe('EvalError');
  expect(result.inline).toBeNull();
  expect(result.attr).toBeNull();
  expect(result.violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src eval/), expect.stringMatching(/^script-src-elem inline/), expect.stringMatching(/^script-src-attr inline/)]));
});
