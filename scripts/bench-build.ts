// The production build for the benchmarks that need it (bundle size, the browser measurement):
// built once per run with Vite's API into a temporary folder, so a stale dist/ can't mislead and
// a build running beside it is left alone. Removed when the process exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let built: Promise<string> | undefined;

export function builtApp(): Promise<string> {
  built ??= (async () => {
    const { build } = await import('vite');
    const outDir = mkdtempSync(join(tmpdir(), 'mtg-bench-build-'));
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await build({ root: process.cwd(), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    return outDir;
  })();
  return built;
}
