// The search behind auto-tap (601.2g): the fewest sources whose mana, with the pool, pays a cost;
// among those, the ones that leave the most flexible sources untapped. Pure: mana as counts.
//
// The problem. A source is tapped once and makes one of its options: a vector of counts over the
// six types (Birds of Paradise: one of {W}..{G}; an Island under Mana Flare: {U}{U}). A demand is
// a count per type plus a total: the colored and {C} symbols, and every symbol, generic included.
// A supply pays it exactly when it has at least the count of each type and at least the total
// (generic is paid by any mana, 107.4b). Hybrid symbols (107.4e) become several demands, one per
// way of splitting each group of identical hybrid symbols between its two colors.
//
// The method, exact. Sources that offer the same options and weigh the same are one class (200
// mixed lands are a dozen classes). The deficit left after the pool, a count per type and a total,
// is the state; a dynamic program over (class, sources of the class still free, deficit) takes one
// more source of the class with one of its options, or moves on to the next class. Every
// combination of options is reachable, so the optimum is found whenever a payment exists; there is
// no budget and no giving up.
//
// Its bound. In a smallest payment every source lowers the deficit (one that doesn't could be left
// untapped), and a deficit of total d (its counts plus its total) can be lowered at most d times:
// so no more than d further sources are ever taken, and the free count of a class is capped at d.
// With D the cost's size, n_t its count of type t, c the classes and k the options of a class, the
// states number at most c·(2D+1)·(D+1)·Π(n_t+1), each with at most k+1 moves: {5}{W}{U}{B}{R}{G}
// from 200 sources is a dozen classes, 32·11 deficits and a few thousand states, whatever the
// board. A demand is solved per split of the hybrid symbols: Π(h+1) for h identical ones.
//
// The order of preference: fewer sources; then a smaller total weight (the caller weighs a source
// by how flexible it is); then less mana made beyond the cost. Ties go to the earlier class and
// the earlier option, and within a class to the sources listed first.
import type { ManaType } from './card';
import { MANA_TYPES } from './mana';

/** Counts of W, U, B, R, G, C, in MANA_TYPES order. */
export type Counts = number[];

export type CoverSource = { options: Counts[]; weight: number };
export type Demand = { need: Counts; total: number };

export const counts = (types: readonly ManaType[]): Counts => {
  const c = MANA_TYPES.map(() => 0);
  for (const t of types) c[MANA_TYPES.indexOf(t)]++;
  return c;
};

const sum = (c: Counts) => c.reduce((a, b) => a + b, 0);
const key = (c: Counts) => c.join(',');

// Costs compared as one number: sources first, then weight, then mana made. A cover never takes
// more sources than the cost has symbols, so each part stays far below the next one's unit.
const SOURCE = 1e10;
const WEIGHT = 1e5;

type Class = { options: Counts[]; weight: number; members: number[] };

function classes(sources: readonly CoverSource[]): Class[] {
  const byKey = new Map<string, Class>();
  sources.forEach((src, i) => {
    const options = [...new Map(src.options.filter((o) => sum(o) > 0).map((o) => [key(o), o])).values()];
    if (!options.length) return;
    const k = `${src.weight}|${options.map(key).sort().join('|')}`;
    const c = byKey.get(k);
    if (c) c.members.push(i);
    else byKey.set(k, { options, weight: src.weight, members: [i] });
  });
  return [...byKey.values()];
}

type Found = { cost: number; picks: { cls: number; option: number }[] };

function solve(cls: Class[], pool: Counts, demand: Demand): Found | null {
  const n = MANA_TYPES.length;
  const need = demand.need;
  // The deficit as one integer: a digit per type (0..need) and one for the total (0..total).
  const radix = [...need.map((x) => x + 1), demand.total + 1];
  const states = radix.reduce((a, b) => a * b, 1);
  const decode = (st: number): number[] => radix.map((r) => {
    const d = st % r;
    st = (st - d) / r;
    return d;
  });
  const encode = (ds: number[]): number => ds.reduceRight((acc, d, i) => acc * radix[i] + d, 0);
  const start = encode([...need.map((x, t) => Math.max(0, x - pool[t])), Math.max(0, demand.total - sum(pool))]);
  const spare = (st: number) => decode(st).reduce((a, b) => a + b, 0);
  const after = (st: number, o: Counts): number => {
    const ds = decode(st);
    let total = 0;
    for (let t = 0; t < n; t++) {
      ds[t] = Math.max(0, ds[t] - o[t]);
      total += o[t];
    }
    ds[n] = Math.max(0, ds[n] - total);
    return encode(ds);
  };
  const memo = new Map<number, number>();
  const move = new Map<number, number>(); // -1: next class; j: take one with option j
  const best = (c: number, free: number, st: number): number => {
    if (st === 0) return 0;
    if (c === cls.length) return Infinity;
    const f = Math.min(free, spare(st));
    const id = (c * (demand.total + sum(need) + 1) + f) * states + st;
    const seen = memo.get(id);
    if (seen !== undefined) return seen;
    let cost = Infinity;
    let chosen = -1;
    if (f > 0) {
      cls[c].options.forEach((o, j) => {
        const next = after(st, o);
        if (next === st) return;
        const v = SOURCE + cls[c].weight * WEIGHT + sum(o) + best(c, f - 1, next);
        if (v < cost) [cost, chosen] = [v, j];
      });
    }
    const skip = best(c + 1, cls[c + 1]?.members.length ?? 0, st);
    if (skip < cost) [cost, chosen] = [skip, -1];
    memo.set(id, cost);
    move.set(id, chosen);
    return cost;
  };
  const cost = best(0, cls[0]?.members.length ?? 0, start);
  if (cost === Infinity) return null;
  const picks: Found['picks'] = [];
  for (let c = 0, free = cls[0]?.members.length ?? 0, st = start; st !== 0; ) {
    const f = Math.min(free, spare(st));
    const j = move.get((c * (demand.total + sum(need) + 1) + f) * states + st)!;
    if (j < 0) {
      c++;
      free = cls[c]?.members.length ?? 0;
    } else {
      picks.push({ cls: c, option: j });
      st = after(st, cls[c].options[j]);
      free = f - 1;
    }
  }
  return { cost, picks };
}

/**
 * For each source, the option to make, or -1 to leave it untapped; null when no choice of sources
 * and options meets any of the demands.
 */
export function cheapestCover(pool: Counts, demands: readonly Demand[], sources: readonly CoverSource[]): { option: number; counts: Counts }[] | null {
  const cls = classes(sources);
  let found: Found | null = null;
  for (const d of demands) {
    const f = solve(cls, pool, d);
    if (f && (!found || f.cost < found.cost)) found = f;
  }
  if (!found) return null;
  const out = sources.map(() => ({ option: -1, counts: MANA_TYPES.map(() => 0) }));
  const taken = cls.map(() => 0);
  for (const { cls: c, option } of found.picks) {
    const i = cls[c].members[taken[c]++];
    const o = cls[c].options[option];
    out[i] = { option: sources[i].options.findIndex((x) => key(x) === key(o)), counts: o };
  }
  return out;
}
