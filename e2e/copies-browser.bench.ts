// The copies benchmark (src/engine/stack/copy.bench.ts) in Chromium, where a judge meets it: the engine
// bundled and minified as for production, run in a fresh page. Prints what the first run of
// 1,000 copies costs, compiling included, and what later runs cost; the goal line is Node's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from '../scripts/bench-kit';
import { chromiumLaunchOptions } from '../scripts/chromium';

const PAGES = 3;
const RUNS = 8;

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'mtg-bench-copies-'));
  let browser: import('@playwright/test').Browser | undefined;
  try {
    const { build } = await import('vite');
    await build({
      configFile: false,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, minify: true, lib: { entry: 'src/engine/stack/copy.bench.ts', formats: ['iife'], name: 'CopiesBench', fileName: () => 'copies.js' } },
    });
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch(chromiumLaunchOptions);
    const code = readFileSync(join(outDir, 'copies.js'), 'utf8');
    // Each page is a fresh start: its first run compiles the engine as a judge's first one does.
    const firsts: number[] = [];
    let later: number[] = [];
    for (let p = 0; p < PAGES; p++) {
      const page = await browser.newPage();
      await page.addScriptTag({ content: code });
      const times = await page.evaluate((runs) => {
        const bench = (window as unknown as { CopiesBench: { run1: (n: number) => number } }).CopiesBench;
        return Array.from({ length: runs }, () => bench.run1(1000));
      }, p === PAGES - 1 ? RUNS : 1);
      firsts.push(times[0]);
      later = times.slice(1);
      await page.close();
    }
    console.log(
      `browser: 1,000 copies of Lightning Bolt in Chromium: the first run in a fresh page ${firsts.map((t) => t.toFixed(1)).join(', ')} ms (median ${median(firsts).toFixed(1)} ms); later runs median ${median(later).toFixed(1)} ms`,
    );
  } catch (e) {
    console.log(`browser: 1,000 copies of Lightning Bolt in Chromium: not measured: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    await browser?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
