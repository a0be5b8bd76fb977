// The mana pool (106.4), stored compactly: one entry per type of mana and source, with its amount,
// never one entry per mana. Every state of the timeline holds its players' pools, so a pool of one
// entry per mana made 2,000 edits of 333 {R} retain gigabytes (issue 12); counted, that pool is one
// entry. Entries are kept merged and in one order (W, U, B, R, G, C, then by source, mana with no
// source first), so the same mana is always stored the same way, whatever order it arrived in.
import type { ManaType } from '../state/card';
import { RulesError } from '../errors';
import type { Mana, ObjectId } from '../state/state';
import { LIMITS } from '../state/limits';

/** The most mana a pool may hold: the sandbox's own bound (state/limits.ts), not a rule of the game. */
export const MAX_POOL_MANA = LIMITS.mana;

export type ManaCounts = Record<ManaType, number>;

/** MANA_TYPES's order, written here because mana.ts pays costs from a pool with this file. */
const ORDER: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

const noMana = (): ManaCounts => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

export function countTypes(types: readonly ManaType[]): ManaCounts {
  const c = noMana();
  for (const t of types) c[t]++;
  return c;
}

/** How much mana of each type the pool holds. */
export function poolCounts(pool: readonly Mana[]): ManaCounts {
  const c = noMana();
  for (const m of pool) c[m.type] += m.amount;
  return c;
}

export function poolSize(pool: readonly Mana[]): number {
  let n = 0;
  for (const m of pool) n += m.amount;
  return n;
}

/** One type per mana, in the pool's order. */
export function poolTypes(pool: readonly Mana[]): ManaType[] {
  const out: ManaType[] = [];
  for (const m of pool) for (let i = 0; i < m.amount; i++) out.push(m.type);
  return out;
}

/** The pool as mana symbols, "{R}{R}{G}": what a player announces (106.4a, 106.4b). */
export function poolString(pool: readonly Mana[]): string {
  return poolTypes(pool)
    .map((t) => `{${t}}`)
    .join('');
}

function before(a: { type: ManaType; source?: ObjectId }, b: { type: ManaType; source?: ObjectId }): boolean {
  const ta = ORDER.indexOf(a.type);
  const tb = ORDER.indexOf(b.type);
  if (ta !== tb) return ta < tb;
  if (a.source === b.source) return false;
  return a.source === undefined || (b.source !== undefined && a.source < b.source);
}

/** A new pool: `amount` mana of one type from one source added to the pool, merged with its like. */
function addOne(pool: readonly Mana[], type: ManaType, amount: number, source?: ObjectId): Mana[] {
  const i = pool.findIndex((m) => m.type === type && m.source === source);
  if (i >= 0) return pool.map((m, j) => (j === i ? { ...m, amount: m.amount + amount } : m));
  const entry: Mana = source === undefined ? { type, amount } : { type, amount, source };
  const at = pool.findIndex((m) => before(entry, m));
  const out = pool.slice();
  out.splice(at < 0 ? out.length : at, 0, entry);
  return out;
}

/** A new pool with the mana added; no limit (a plan's what-if, a position being built). */
export function withMana(pool: readonly Mana[], types: readonly ManaType[], source?: ObjectId): Mana[] {
  const counts = countTypes(types);
  let out = pool as Mana[];
  for (const t of ORDER) if (counts[t]) out = addOne(out, t, counts[t], source);
  return out === pool ? pool.slice() : out;
}

/** The pool `who` would have with this mana added, refused past the sandbox's limit. */
export function fillPool(pool: readonly Mana[], types: readonly ManaType[], who: string, rule: string, source?: ObjectId): Mana[] {
  const total = poolSize(pool) + types.length;
  if (total > MAX_POOL_MANA) {
    throw new RulesError(
      `The sandbox holds at most ${MAX_POOL_MANA.toLocaleString('en-US')} mana in a pool; adding ${manaCount(types.length)} to ${who}'s would make ${total.toLocaleString('en-US')}. This is a limit of the sandbox, not a rule of the game`,
      rule,
    );
  }
  return withMana(pool, types, source);
}

const manaCount = (n: number) => `${n.toLocaleString('en-US')} mana`;

/** A new pool with `n` mana of a type taken out, the earliest entries first; the caller has checked there is enough. */
export function takeMana(pool: readonly Mana[], type: ManaType, n: number): Mana[] {
  const remaining: Mana[] = [];
  let need = n;
  for (const m of pool) {
    const take = m.type === type ? Math.min(need, m.amount) : 0;
    need -= take;
    if (take < m.amount) remaining.push(take ? { ...m, amount: m.amount - take } : m);
  }
  if (need > 0) throw new Error(`engine bug: took ${n} ${type} from a pool that holds ${n - need}`);
  return remaining;
}

/** What is wrong with a stored pool, or null: each entry a type of mana (106.1b) with a positive whole amount, merged and in order, within the limit. */
export function poolProblem(pool: readonly Mana[]): string | null {
  for (const [i, m] of pool.entries()) {
    if (!ORDER.includes(m.type)) return `entry ${i} holds ${JSON.stringify(m)}, not a type of mana`;
    if (!Number.isInteger(m.amount) || m.amount < 1) return `entry ${i} holds an amount of ${m.amount}`;
    if (i > 0 && !before(pool[i - 1], m)) return `entries ${i - 1} and ${i} are out of order or not merged`;
  }
  const n = poolSize(pool);
  return n > MAX_POOL_MANA ? `it holds ${n} mana, past the sandbox's ${MAX_POOL_MANA}` : null;
}
