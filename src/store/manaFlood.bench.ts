// Mana floods (issue 12, point 8): a share link of 2,000 edits adding 333 {R} each crashed the tab
// after 42 s, each timeline state holding its own pool of one entry per mana. Imported as a link
// is (timelineOf), the flood must stop at the pool's limit, and a pool filled to that limit edit by
// edit must cost the timeline almost nothing. Before pools were counted, on this machine: 2,000
// edits of 5 {R} retained 124 MB; edits of 333 {R} retained 21 MB at 100 edits, 82 MB at 200, 325 MB
// at 400, quadratic, so about 8 GB at 2,000.
import { goal } from '../../scripts/bench-kit';
import { parseScenario } from '../scenario/parse';
import { timelineOf, type Imported } from './importScenario';

function flood(edits: number, each: number): Imported {
  const mana = '{R}'.repeat(each);
  return timelineOf(
    parseScenario({
      format: 1,
      name: 'mana flood',
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      actions: Array.from({ length: edits }, () => ({ do: 'edit', op: 'mana', player: 'Ann', mana })),
    }),
  );
}

/** The heap the imported timeline retains after garbage collection, in MB, and the time to import it. */
function measure(edits: number, each: number): { mb: number; ms: number; imported: Imported } {
  const gc = (globalThis as { gc?: () => void }).gc!;
  const settle = () => {
    for (let i = 0; i < 3; i++) gc();
    return process.memoryUsage().heapUsed;
  };
  const before = settle();
  const t = performance.now();
  const imported = flood(edits, each);
  const ms = performance.now() - t;
  const mb = (settle() - before) / 1e6;
  return { mb, ms, imported };
}

export function run(): void {
  if (!(globalThis as { gc?: () => void }).gc) {
    goal('2,000 edits of 333 {R}, timeline retained heap', 'not measured: run node with --expose-gc (npm run bench does)', '< 50 MB', false);
    return;
  }
  const full = measure(2000, 5);
  const pool = full.imported.timeline.nodes[full.imported.cursor].state.players.p1.manaPool;
  console.log(`2,000 edits of 5 {R}: ${full.imported.actions.length} taken, the last pool stored as ${JSON.stringify(pool).length} characters, imported in ${full.ms.toFixed(0)} ms`);
  goal('2,000 edits of 5 {R} (a pool of 10,000 mana), timeline retained heap', `${full.mb.toFixed(1)} MB`, '< 10 MB', full.mb < 10);
  const attack = measure(2000, 333);
  const stop = attack.imported.stoppedAt;
  console.log(`2,000 edits of 333 {R}: ${attack.imported.actions.length} taken, ${stop ? `stopped at actions[${stop.index}]: ${stop.reason}` : 'never stopped'}; imported in ${attack.ms.toFixed(0)} ms`);
  goal('2,000 edits of 333 {R}, timeline retained heap', `${attack.mb.toFixed(1)} MB`, '< 50 MB', attack.mb < 50 && stop !== undefined);
}
