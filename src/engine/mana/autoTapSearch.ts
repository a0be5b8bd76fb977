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
// mixed lands are a dozen classes). The state is the deficit left after the pool: a count per type
// and a total, as one number. From the last class back, a table gives for every deficit the best
// way to clear it with this class and the later ones: take one more source of the class with one
// of its options (a smaller deficit, already in the table), or leave the rest of the class to the
// later ones. Every number of sources of every class, each with every option, is weighed, so the
// optimum is found whenever a payment exists, and "none" only when there is none: no budget, no
// giving up.
//
// Its bound. Fix which mana pays which symbol of a smallest payment: a tapped source paying none
// could stay untapped, so it taps at most m = max(specific deficit, total deficit) <= D sources,
// D the number of symbols. A class of m sources or more can't run out: it has one table. A smaller
// class has one per number of its sources still free, fewer than D. With n_t the symbols of type
// t, c classes and k options a class, the work is at most c·D·(D+1)·Π(n_t+1)·k steps, whatever
// the number of sources: {5}{W}{U}{B}{R}{G} from 200 sources is about 11 classes × 352 deficits ×
// a few options. A demand is solved per split of the hybrid symbols: Π(h+1) for h identical ones.
//
// The order of preference: fewer sources; then a smaller total weight (the caller weighs a source
// by how flexible it is); then less mana made beyond the cost. Ties go to taking a source of the
// earlier class with its earlier option, and within a class to the sources listed first.
import type { ManaType } from '../state/card';
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
const NOTHING = key(MANA_TYPES.map(() => 0));

// Costs compared as one number: sources first, then weight, then mana made. A cover never takes
// more sources than the cost has symbols, so each part stays far below the next one's unit.
const SOURCE = 1e10;
const WEIGHT = 1e5;

type Class = { options: Counts[]; weight: number; members: number[] };

function classes(sources: readonly CoverSource[]): Class[] {
  const byKey = new Map<string, Class>();
  sources.forEach((src, i) => {
    const keys: string[] = [];
    const options: Counts[] = [];
    for (const o of src.options) {
      const k = key(o);
      if (k !== NOTHING && !keys.includes(k)) keys.push(k), options.push(o);
    }
    if (!options.length) return;
    // Sources listing the same options in another order make two classes: slower, still exact.
    const k = `${src.weight}|${keys.join('|')}`;
    const c = byKey.get(k);
    if (c) c.members.push(i);
    else byKey.set(k, { options, weight: src.weight, members: [i] });
  });
  return [...byKey.values()];
}

type Found = { cost: number; picks: { cls: number; option: number }[] };

/** The deficits as integers, a digit per type (0..need) and one for the total, with their moves. */
function deficits(cls: Class[], demand: Demand) {
  const n = MANA_TYPES.length;
  const radix = [...demand.need.map((x) => x + 1), demand.total + 1];
  const size = radix.reduce((a, b) => a * b, 1);
  const digits = new Int32Array(size * (n + 1));
  const spare = new Int32Array(size);
  for (let st = 0; st < size; st++) {
    let rest = st;
    let specific = 0;
    for (let t = 0; t <= n; t++) {
      const d = rest % radix[t];
      rest = (rest - d) / radix[t];
      digits[st * (n + 1) + t] = d;
      if (t < n) specific += d;
    }
    // The most sources a smallest payment still takes from here: each must carry one of these units.
    spare[st] = Math.max(specific, digits[st * (n + 1) + n]);
  }
  const place = radix.map((_, t) => radix.slice(0, t).reduce((a, b) => a * b, 1));
  const encode = (ds: readonly number[]): number => ds.reduce((st, d, t) => st + d * place[t], 0);
  // The deficit after taking one source with option o: each digit lowered by what o makes of it.
  const next = cls.map((c) =>
    c.options.map((o) => {
      const made = sum(o);
      const parts = o.flatMap((x, t) => (x > 0 ? [t] : []));
      return (st: number): number => {
        const at = st * (n + 1);
        let to = st - Math.min(digits[at + n], made) * place[n];
        for (const t of parts) to -= Math.min(digits[at + t], o[t]) * place[t];
        return to;
      };
    }),
  );
  return { size, spare, next, encode };
}

function solve(cls: Class[], pool: Counts, demand: Demand): Found | null {
  const { size, spare, next, encode } = deficits(cls, demand);
  const start = encode([...demand.need.map((x, t) => Math.max(0, x - pool[t])), Math.max(0, demand.total - sum(pool))]);
  // A class with at least spare[start] sources can't run out (no smallest payment takes more than
  // that many sources in all), so its free count is left out; a smaller class keeps one table per
  // count of sources still free. Tables are filled from the last class back; a move lowers the
  // deficit, and so its number, so each table fills in increasing order of deficit.
  const tables: Float64Array[][] = new Array(cls.length);
  const unbounded = cls.map((c) => c.members.length >= spare[start]);
  let after: Float64Array = new Float64Array(size).fill(Infinity);
  after[0] = 0;
  for (let c = cls.length - 1; c >= 0; c--) {
    const steps = cls[c].options.map((o) => SOURCE + cls[c].weight * WEIGHT + sum(o));
    const moves = next[c];
    const rows: Float64Array[] = [after];
    for (let f = 1; f <= (unbounded[c] ? 1 : cls[c].members.length); f++) {
      const row = new Float64Array(size);
      const prev = unbounded[c] ? row : rows[f - 1];
      for (let st = 0; st < size; st++) {
        let cost = after[st];
        for (let j = 0; j < moves.length; j++) {
          const to = moves[j](st);
          if (to !== st && steps[j] + prev[to] < cost) cost = steps[j] + prev[to];
        }
        row[st] = cost;
      }
      rows.push(row);
    }
    tables[c] = rows;
    after = rows[rows.length - 1];
  }
  if (after[start] === Infinity) return null;
  // Walk the tables again: the first move that reaches the optimum, a take before moving on.
  const picks: Found['picks'] = [];
  for (let c = 0, st = start, f = (tables[0]?.length ?? 1) - 1; st !== 0; ) {
    const here = tables[c][f][st];
    const j = f === 0 ? -1 : cls[c].options.findIndex((o, j) => {
      const to = next[c][j](st);
      return to !== st && SOURCE + cls[c].weight * WEIGHT + sum(o) + tables[c][unbounded[c] ? f : f - 1][to] === here;
    });
    if (j < 0) {
      c++;
      f = tables[c]?.length - 1;
    } else {
      picks.push({ cls: c, option: j });
      st = next[c][j](st);
      if (!unbounded[c]) f--;
    }
  }
  return { cost: after[start], picks };
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
