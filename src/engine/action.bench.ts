// One action on a big board (issue 7, goals 1, 2 and 5): a 4-player board of 400 permanents after
// 10,000 actions of history. The engine's time per action must stay under 1 ms whatever the
// history, be at least 20x faster than a naive engine that deep-clones the state each action, and
// a 10,000-entry timeline of { state, log, action } must retain under 50 MB of heap.
import { game } from '../scenario/testing';
import { goal, median } from '../../scripts/bench-kit';
import { boardDoc } from '../../scripts/bench-boards';
import type { Action } from './actions';
import { apply } from './apply';
import { objectAt } from './state/objectTable';
import type { GameState, LogEntry } from './state/state';

type Entry = { state: GameState; log: LogEntry[]; action: Action };

/** A cheap action of history: tap or untap a permanent by an edit, now and then a life total. */
function cheap(s: GameState, i: number): Action {
  const ids = s.battlefield;
  // Never Ann's first Mountain (the measured tap) and never the bolts' targets.
  const id = ids[1 + ((i * 7919) % (ids.length - 1))];
  if (i % 50 === 49) return { type: 'edit', op: 'life', player: s.order[i % s.order.length], life: 1000 - (i % 13) };
  return { type: 'edit', op: objectAt(s, id).tapped ? 'untap' : 'tap', object: id };
}

/** A timeline of n entries after the start, each the state an action led to. */
function timeline(start: GameState, n: number): Entry[] {
  const out: Entry[] = [];
  let s = start;
  for (let i = 0; i < n; i++) {
    const action = cheap(s, i);
    const t = apply(s, action);
    out.push({ state: t.state, log: t.log, action });
    s = t.state;
  }
  return out;
}

type Measured = { name: string; engine: number; naive: number };

/** Median milliseconds of apply, and of a deep clone then apply, each on a state never seen before (memos miss). */
function measure(name: string, base: GameState, action: Action, runs = 300): Measured {
  const engine: number[] = [];
  const naive: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = { ...base };
    const t0 = performance.now();
    apply(input, action);
    const t1 = performance.now();
    const clone = structuredClone(base);
    apply(clone, action);
    const t2 = performance.now();
    engine.push(t1 - t0);
    naive.push(t2 - t1);
  }
  return { name, engine: median(engine), naive: median(naive) };
}

function actionsOn(s: GameState, id: (label: string, s?: GameState) => string): Measured[] {
  const mountain = id('Ann-1', s);
  const bolt = id('Ann-bolt-1', s);
  const cast: Action = { type: 'cast', player: 'p1', card: bolt, targets: [['p2']], pay: '{R}' };
  const withMana = apply(s, { type: 'edit', op: 'mana', player: 'p1', mana: '{R}' }).state;
  const onStack = apply(withMana, cast).state;
  return [
    measure('tap', s, { type: 'activate', player: 'p1', source: mountain, ability: 0 }),
    measure('cast', withMana, cast),
    measure('pass', s, { type: 'pass', player: 'p1' }),
    measure('resolve', onStack, { type: 'resolve' }, 100),
  ];
}

const fmt = (ms: number) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(3)} ms`);

export function run(): void {
  const g = game(boardDoc(4, 100));
  if (g.state.battlefield.length !== 400 || g.state.order.length !== 4) throw new Error('bench bug: not a 4-player board of 400 permanents');
  // Warm up, then measure with no history and with 10,000 actions of it.
  actionsOn(g.state, g.id);
  const fresh = actionsOn(g.state, g.id);
  const history = timeline(g.state, 10_000);
  const last = history[history.length - 1].state;
  const after = actionsOn(last, g.id);
  console.log(`one action, 400 permanents, 4 players: ${after.map((m) => `${m.name} ${fmt(m.engine)}`).join(', ')} after 10,000 actions; ${fresh.map((m) => `${m.name} ${fmt(m.engine)}`).join(', ')} with none`);
  const worst = Math.max(...after.map((m) => m.engine));
  goal('one action (tap, cast, pass, resolve) on 400 permanents after 10,000 actions, slowest median', fmt(worst), '< 1 ms', worst < 1);
  const growth = Math.max(...after.map((m, i) => m.engine / fresh[i].engine));
  console.log(`history: the slowest action after 10,000 actions costs ${growth.toFixed(2)}x its cost with no history`);
  const ratios = after.map((m) => ({ ...m, ratio: m.naive / m.engine }));
  const least = ratios.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  console.log(`naive deep clone + apply: ${ratios.map((m) => `${m.name} ${fmt(m.naive)} (${m.ratio.toFixed(0)}x)`).join(', ')}`);
  goal(
    'one action against a naive engine that deep-clones the state (structuredClone) each action, least ratio',
    `${least.ratio.toFixed(1)}x (${least.name}: ${fmt(least.naive)} / ${fmt(least.engine)})`,
    '>= 20x',
    least.ratio >= 20,
  );
  heap(g.state);
}

/** Goal 5: the heap a 10,000-entry timeline retains, measured after garbage collection. */
function heap(start: GameState): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    goal('a 10,000-entry timeline, retained heap', 'not measured: run node with --expose-gc (npm run bench does)', '< 50 MB', false);
    return;
  }
  const settle = () => {
    for (let i = 0; i < 3; i++) gc();
    return process.memoryUsage().heapUsed;
  };
  const before = settle();
  const entries = timeline(start, 10_000);
  const after = settle();
  const mb = (after - before) / 1e6;
  goal('a 10,000-entry timeline of { state, log, action }, retained heap', `${mb.toFixed(1)} MB (${((after - before) / entries.length / 1000).toFixed(2)} kB per entry)`, '< 50 MB', mb < 50);
  if (entries.length !== 10_000) throw new Error('bench bug');
}
