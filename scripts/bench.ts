// npm run bench: every *.bench.ts under src, then under e2e (the browser measurement), in Node.
// Prints one line per goal, " ok" or " short". Run with --expose-gc (package.json does).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shortGoals } from './bench-kit';

function find(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? find(join(dir, e.name)) : e.name.endsWith('.bench.ts') ? [join(dir, e.name)] : [],
  );
}

for (const file of [...find('src').sort(), ...find('e2e').sort()]) {
  const mod = (await import(pathToFileURL(resolve(file)).href)) as { run: () => void | Promise<void> };
  await mod.run();
  // Each benchmark starts from a collected heap, not from the garbage of the one before.
  (globalThis as { gc?: () => void }).gc?.();
}
process.exitCode = shortGoals() ? 1 : 0;
