// Writes public/scenario-index.json: every scenario under public/scenarios (the gallery) with its
// folder, name and description, in path order. It lives beside the folder, not in it, so that
// `npm run scenario -- public/scenarios` doesn't take it for a scenario. Run by `npm run dev` and `npm run build` (predev, prebuild); a unit
// test (scenario-index.test.ts) fails when the committed file is out of date.
//   node scripts/scenario-index.mjs          write the index
//   node scripts/scenario-index.mjs --check  exit 1 if it is out of date
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCENARIOS = fileURLToPath(new URL('../public/scenarios/', import.meta.url));
export const INDEX = fileURLToPath(new URL('../public/scenario-index.json', import.meta.url));

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []))
    .sort();
}

/** The index of the scenarios below `dir`: [{ path, group, name, description }]. */
export function buildIndex(dir = SCENARIOS) {
  return files(dir)
    .map((f) => relative(dir, f).split(sep).join('/'))
    .sort()
    .map((path) => {
      let doc;
      try {
        doc = JSON.parse(readFileSync(join(dir, path), 'utf8'));
      } catch (e) {
        throw new Error(`${path}: not valid JSON: ${e.message}`);
      }
      const group = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
      return { path, group, name: String(doc.name ?? path), description: String(doc.description ?? '') };
    });
}

/** The file's text: one entry a line, so a diff shows which scenario changed. */
export function renderIndex(entries) {
  return `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderIndex(buildIndex());
  const file = INDEX;
  if (process.argv.includes('--check')) {
    let old = '';
    try {
      old = readFileSync(file, 'utf8');
    } catch {}
    if (old !== text) {
      console.error(`${file} is out of date: run node scripts/scenario-index.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`scenario-index: ${text.split('\n').length - 3} scenarios in public/scenario-index.json`);
  }
}
