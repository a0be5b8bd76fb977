// Issue 16: the Rules panel searches the whole Comprehensive Rules on every keystroke; typing a
// query letter by letter, each search must take < 16 ms (one frame).
import { readFileSync } from 'node:fs';
import { goal, median } from '../../scripts/bench-kit';
import type { Cr } from './crParse';
import { indexCr, searchCr } from './crSearch';

export function run(): void {
  const t = performance.now();
  const index = indexCr(JSON.parse(readFileSync(new URL('../../public/rules/cr.json', import.meta.url), 'utf8')) as Cr);
  const indexMs = performance.now() - t;
  const times: number[] = [];
  for (const query of ['trample lethal damage', 'first strike deathtouch', '510.1c', 'copiable values layer']) {
    for (let i = 1; i <= query.length; i++) {
      const s = performance.now();
      searchCr(index, query.slice(0, i));
      times.push(performance.now() - s);
    }
  }
  const worst = Math.max(...times);
  console.log(`rules search: indexing ${index.entries.length} entries ${indexMs.toFixed(0)} ms`);
  goal('rules search: per keystroke over the whole CR', `median ${median(times).toFixed(2)} ms, worst ${worst.toFixed(2)} ms`, '< 16 ms', worst < 16);
}
