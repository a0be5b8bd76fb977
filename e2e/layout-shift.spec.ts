// Nothing moves under the pointer (issue 11, point 8): through a whole cast (targets, division,
// auto-tap), a rule read and a resolution, on a 1366x768 laptop with two and four players, the
// page's layout shifts add up to less than 0.05. Every `layout-shift` entry counts, even those
// right after a click (hadRecentInput), since those are the ones that move a board under the
// pointer. Screenshots of each step go to /tmp/layout-shift-*.png.
import { expect, test, type Page } from '@playwright/test';
import { region } from './page';


test.use({ colorScheme: 'dark', viewport: { width: 1366, height: 768 } });

/** Collects every layout shift from the page's start, with where it happened. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; at: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; startTime: number; sources?: { node?: Node }[] }[]) {
        const nodes = (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          const r = s as unknown as { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          const where = `${Math.round(r.previousRect.y)}→${Math.round(r.currentRect.y)}`;
          return el ? `${el.getAttribute('aria-label') ?? el.tagName + '.' + el.className.toString().slice(0, 40)} (y ${where})` : `? (y ${where})`;
        });
        w.__shifts.push({ value: e.value, at: e.startTime, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** The sum of the shifts since `from` (ms), after two frames so the last ones are reported. */
async function shiftsSince(page: Page, from: number) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const all = await page.evaluate(() => (window as unknown as { __shifts: { value: number; at: number; nodes: string[] }[] }).__shifts);
  const since = all.filter((s) => s.at >= from);
  return { sum: since.reduce((t, s) => t + s.value, 0), entries: since };
}

async function castAndResolve(page: Page, name: string) {
  const shot = async (step: string) => {
    if (process.env.SCREENSHOT) await page.screenshot({ path: `/tmp/layout-shift-${name}-${step}.png` });
  };
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  const start = await now(page);

  await region(page, "Ann's hand").getByRole('button', { name: /^Fiery Justice/ }).click();
  const panel = region(page, 'Cast Fiery Justice');
  await expect(page.getByRole('status').filter({ hasText: 'Fiery Justice' })).toContainText('choose any number of targets');
  await shot('1-targets');
  await page.getByTestId('card-giant').click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await panel.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: /^Ben, 20 life, legal target/ }).click();
  await panel.getByRole('button', { name: 'More to Hill Giant' }).click();
  await panel.getByRole('button', { name: 'More to Hill Giant' }).click();
  await panel.getByRole('button', { name: 'More to Ben' }).click();
  await shot('2-division');
  await panel.getByRole('button', { name: 'Next' }).click();
  await panel.getByRole('button', { name: 'Cast Fiery Justice' }).click();

  const autoTap = region(page, 'Auto-tap');
  await expect(autoTap.getByTestId('auto-tap-plan')).toContainText('Mountain');
  await shot('3-auto-tap');
  await autoTap.getByRole('button', { name: 'Tap and cast' }).click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Fiery Justice, spell/ })).toBeVisible();

  // A rule read from the log, then closed.
  await region(page, 'Log').getByRole('button', { name: 'Rule 601.2h: show its text' }).click();
  await expect(region(page, 'Rule text')).toContainText('601.2h');
  await shot('4-rule');
  await page.keyboard.press('Escape');
  await expect(region(page, 'Rule text')).toHaveCount(0);

  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^23/);
  await expect(region(page, "Ben's graveyard")).toContainText('Hill Giant');
  await shot('5-resolved');

  const { sum, entries } = await shiftsSince(page, start);
  console.log(`layout shift, ${name}: ${sum.toFixed(4)} (${entries.length} entries)`);
  for (const e of entries) console.log(`  ${e.value.toFixed(4)} at ${Math.round(e.at)} ms: ${e.nodes.join(', ')}`);
  expect(sum).toBeLessThan(0.05);
}

test('two players: a whole cast with targets and auto-tap, a rule and a resolution move nothing', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/?scenario=ui/06-fiery-justice-auto-tap.json');
  await castAndResolve(page, 'two');
});

test('four players: the same cast on a laptop screen moves nothing', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/?scenario=ui/07-fiery-justice-four-players.json');
  await expect(region(page, 'Dee')).toBeVisible();
  await castAndResolve(page, 'four');
});
