// npm run fuzz:export -- --seeds 300 --actions 200 [--from 1]: seeded random games (edits
// included) exported, carried by a share link, imported and replayed; each must give the same game
// as a judge sees it (src/scenario/exportReplay.ts). Prints each failing seed, then "N passed, M failed".
import { CARDS } from '../src/cards';
import { exportReplay } from '../src/scenario/exportReplay';
import { arg } from './args';

const seeds = arg('seeds', 300);
const actions = arg('actions', 200);
const from = arg('from', 1);
const pool = Object.values(CARDS);
const t0 = performance.now();
let failed = 0;
let played = 0;
for (let seed = from; seed < from + seeds; seed++) {
  const r = exportReplay(seed, pool, actions);
  played += r.actions;
  if (r.problem) {
    failed++;
    console.log(`seed ${seed}: ${r.problem}`);
  }
}
console.log(`${seeds - failed} passed, ${failed} failed (${played} actions exported and replayed, ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
process.exitCode = failed ? 1 : 0;
