// For the browser benchmarks: a probe the page sets on `window.__probe` (t0 as the input arrives,
// t1 as the DOM shows its result); this waits for t1 and gives the time between, in ms.
import type { Page } from '@playwright/test';

export type Probe = { t0?: number; t1?: number };

export async function probedTime(page: Page, timeout?: number): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.t1 !== undefined, null, timeout === undefined ? {} : { timeout });
  return page.evaluate(() => {
    const p = (window as unknown as { __probe: Probe }).__probe;
    return p.t1! - p.t0!;
  });
}
