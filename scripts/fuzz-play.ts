// npm run fuzz:play -- --seeds 1000 --actions 100 [--from 1] [--pool database|classic]: random play,
// every invariant checked after every action (src/engine/randomPlay.ts). Prints each failing seed,
// then "N passed, M failed". The pool (issue 17) is every fully modelled card of the database
// (src/cards/databasePool.ts) with the built-in ones; `--pool classic` plays only CARDS.md's, the
// combat cards of src/cards/combatPool.ts and the layers cards of src/cards/layersPool.ts, whose
// positions meet more Auras, anthems and control changes.
import '../src/cards/nodeSetup';
import { CARDS } from '../src/cards';
import { combatCards } from '../src/cards/combatPool';
import { layersCards } from '../src/cards/layersPool';
import { describeFailure, randomPlay } from '../src/engine/randomPlay';
import { fullyModelledCards } from '../src/cards/databasePool';
import { arg, option } from './args';
import { objectAt } from '../src/engine/state/objectTable';
import type { GameState } from '../src/engine/state/state';

const seeds = arg('seeds', 1000);
const actions = arg('actions', 100);
const from = arg('from', 1);
const classic = [...Object.values(CARDS), ...combatCards(), ...layersCards()];
const poolName = option('pool', 'database');
if (poolName !== 'database' && poolName !== 'classic') throw new Error(`--pool: "${poolName}" is neither database nor classic`);
// A built-in card takes the place of the database card of its name, as it does in the page (lookup.ts).
const pool = poolName === 'classic' ? classic : [...new Map([...fullyModelledCards(), ...classic].map((c) => [c.name, c])).values()];
console.log(`pool: ${poolName}, ${pool.length} cards`);
const t0 = performance.now();
let passed = 0;
let failed = 0;
let applied = 0;
let rejected = 0;
const kinds: Record<string, number> = {};
// How often the positions met the layers (issue 15): states with a resolved continuous effect, with an attached permanent.
let withEffects = 0;
let withAttached = 0;
const layersSeen = (s: GameState) => {
  if (s.effects?.length) withEffects++;
  if (s.battlefield.some((id) => objectAt(s, id).attachedTo !== undefined)) withAttached++;
};
for (let seed = from; seed < from + seeds; seed++) {
  const r = randomPlay(seed, pool, actions, { applied: (_, s) => layersSeen(s) });
  applied += r.applied;
  rejected += r.rejected;
  for (const [k, n] of Object.entries(r.kinds)) kinds[k] = (kinds[k] ?? 0) + n;
  if (r.failure) {
    failed++;
    console.log(`FAIL ${describeFailure(r.failure)}`);
  } else passed++;
}
const secs = (performance.now() - t0) / 1000;
console.log(`applied ${applied} actions (${rejected} refused with a RulesError) in ${secs.toFixed(1)} s: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`states with a continuous effect from a resolved spell or ability: ${withEffects}; with an Aura or Equipment attached: ${withAttached}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
