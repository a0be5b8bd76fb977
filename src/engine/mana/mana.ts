// mana/ (106, 107.4, 605): mana and the pool, mana abilities and their replacement and triggered effects, could-produce, auto-tap.
// Mana symbols, costs and the pool (106, 107.4): parsing, printing and paying a cost from a pool.
import type { Color, ManaType } from '../state/card';
import type { Mana } from '../state/state';
import { countTypes, poolCounts, takeMana, type ManaCounts } from './pool';

/** Mana symbols written as text: "{R}{G}", "{2}{W/U}". */
export type ManaString = string;

export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

export const MANA_NAMES: Record<ManaType, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
};

/** One symbol of a cost (107.4). */
export type CostSymbol =
  | { kind: 'generic'; amount: number } // {1}, {2}: any type of mana (107.4b)
  | { kind: 'mana'; type: ManaType } // {R}: that color; {C}: colorless only (107.4c)
  | { kind: 'hybrid'; types: [Color, Color] } // {W/U}: either half (107.4e)
  | { kind: 'x' } // {X}: its announced value (107.3a)
  /**
   * A symbol the sandbox reads but can't pay yet: Phyrexian ({W/P}, 107.4f), monocolored hybrid
   * ({2/W}, 107.4e), snow ({S}, 107.4h), half ({HW}, 107.4c… Un-sets). Its colors and mana value
   * count (202.2, 202.3); casting or activating with it is refused with its rule.
   */
  | { kind: 'unpayable'; symbol: string; colors: Color[]; value: number; rule: string };

const SYMBOL = /\{([^{}]*)\}/g;

/** Parse a mana cost; throws on text that is not mana symbols. */
export function parseCost(text: ManaString): CostSymbol[] {
  const out: CostSymbol[] = [];
  const rest = text.replace(SYMBOL, (_, body: string) => {
    out.push(parseSymbol(body, text));
    return '';
  });
  if (rest.trim() !== '') throw new Error(`"${text}" is not a mana cost: write symbols like {2}{R}`);
  return out;
}

function parseSymbol(body: string, whole: string): CostSymbol {
  if (/^\d+$/.test(body)) return { kind: 'generic', amount: Number(body) };
  if (body === 'X') return { kind: 'x' };
  if (isManaType(body)) return { kind: 'mana', type: body };
  const halves = body.split('/');
  if (halves.length === 2 && isColor(halves[0]) && isColor(halves[1])) {
    return { kind: 'hybrid', types: [halves[0], halves[1]] };
  }
  const phyrexian = /^([WUBRG])(?:\/([WUBRG]))?\/P$/.exec(body);
  if (phyrexian) return { kind: 'unpayable', symbol: `{${body}}`, colors: [phyrexian[1], phyrexian[2]].filter((c): c is Color => !!c && isColor(c)), value: 1, rule: '107.4f' };
  const twoHybrid = /^2\/([WUBRG])$/.exec(body);
  if (twoHybrid) return { kind: 'unpayable', symbol: `{${body}}`, colors: [twoHybrid[1] as Color], value: 2, rule: '107.4e' };
  if (body === 'S') return { kind: 'unpayable', symbol: '{S}', colors: [], value: 1, rule: '107.4h' };
  const half = /^H([WUBRG])$/.exec(body);
  if (half) return { kind: 'unpayable', symbol: `{${body}}`, colors: [half[1] as Color], value: 0.5, rule: '107.4' };
  throw new Error(`{${body}} in "${whole}" is not a mana symbol this sandbox knows`);
}

/** The symbols of a cost the sandbox can't pay yet, with the rule that says what they are. */
export function unpayable(cost: readonly CostSymbol[]): Extract<CostSymbol, { kind: 'unpayable' }>[] {
  return cost.filter((s): s is Extract<CostSymbol, { kind: 'unpayable' }> => s.kind === 'unpayable');
}

export function isManaType(s: string): s is ManaType {
  return (MANA_TYPES as readonly string[]).includes(s);
}
function isColor(s: string): s is Color {
  return (COLORS as readonly string[]).includes(s);
}

/** Parse mana as a pool holds it: only {W}{U}{B}{R}{G}{C}. */
export function parseMana(text: ManaString): ManaType[] {
  return parseCost(text).map((s) => {
    if (s.kind !== 'mana') throw new Error(`"${text}" must list mana: only {W}{U}{B}{R}{G}{C}`);
    return s.type;
  });
}

export function manaString(types: readonly ManaType[]): ManaString {
  return types.map((t) => `{${t}}`).join('');
}

export function costString(cost: readonly CostSymbol[]): ManaString {
  return cost
    .map((s) =>
      s.kind === 'generic' ? `{${s.amount}}` : s.kind === 'x' ? '{X}' : s.kind === 'mana' ? `{${s.type}}` : s.kind === 'unpayable' ? s.symbol : `{${s.types.join('/')}}`,
    )
    .join('');
}

/** 202.3: mana value; X counts as its value (0 outside the stack, 107.3g). */
export function manaValue(cost: readonly CostSymbol[], x = 0): number {
  return cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : s.kind === 'x' ? x : s.kind === 'unpayable' ? s.value : 1), 0);
}

/** The colors of a mana cost (202.2); hybrid symbols are both their colors (107.4e). */
export function costColors(cost: readonly CostSymbol[]): Color[] {
  const seen = new Set<Color>();
  for (const s of cost) {
    if (s.kind === 'mana' && s.type !== 'C') seen.add(s.type);
    if (s.kind === 'hybrid') s.types.forEach((c) => seen.add(c));
    if (s.kind === 'unpayable') s.colors.forEach((c) => seen.add(c));
  }
  return COLORS.filter((c) => seen.has(c));
}

/** Replace {X} by X generic mana: {X}{X} pays twice (107.3a). */
export function withX(cost: readonly CostSymbol[], x: number): CostSymbol[] {
  return cost.map((s) => (s.kind === 'x' ? { kind: 'generic', amount: x } : s));
}

type Counts = ManaCounts;

/** Generic mana is paid with {C} first, then W, U, B, R, G (SCENARIO.md, `pay`). */
const GENERIC_ORDER: readonly ManaType[] = ['C', 'W', 'U', 'B', 'R', 'G'];

/**
 * Which mana types pay the cost from the available counts, or null if nothing can. Colored and {C}
 * symbols are forced; hybrid symbols are tried each way (so a payment is found whenever any
 * assignment exists); generic is paid last, from whatever remains.
 */
function assign(cost: readonly CostSymbol[], available: Counts): ManaType[] | null {
  if (unpayable(cost).length) return null;
  const left = { ...available };
  const used: ManaType[] = [];
  for (const s of cost) {
    if (s.kind !== 'mana') continue;
    if (left[s.type] === 0) return null;
    left[s.type]--;
    used.push(s.type);
  }
  const hybrids = cost.filter((s): s is Extract<CostSymbol, { kind: 'hybrid' }> => s.kind === 'hybrid');
  const generic = cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
  const tryHybrid = (i: number): ManaType[] | null => {
    if (i === hybrids.length) {
      const total = GENERIC_ORDER.reduce((n, t) => n + left[t], 0);
      if (total < generic) return null;
      const out: ManaType[] = [];
      let need = generic;
      for (const t of GENERIC_ORDER) {
        const take = Math.min(need, left[t]);
        for (let k = 0; k < take; k++) out.push(t);
        need -= take;
      }
      return out;
    }
    for (const t of hybrids[i].types) {
      if (left[t] === 0) continue;
      left[t]--;
      const rest = tryHybrid(i + 1);
      left[t]++;
      if (rest) return [t, ...rest];
    }
    return null;
  };
  const rest = tryHybrid(0);
  return rest ? [...used, ...rest] : null;
}

/** What a payment spent, one type per mana in the order the cost took it, and the pool left. */
export type Payment = { spent: ManaType[]; remaining: Mana[] };

/**
 * Pay a cost (X already replaced) from a pool. With `exact`, spend exactly that mana: it must be in
 * the pool and must pay the cost with nothing left over. Returns null when the cost can't be paid.
 */
export function payFromPool(pool: readonly Mana[], cost: readonly CostSymbol[], exact?: readonly ManaType[]): Payment | null {
  let types: ManaType[] | null;
  const have = poolCounts(pool);
  if (exact) {
    const want = countTypes(exact);
    if (MANA_TYPES.some((t) => want[t] > have[t])) return null;
    types = assign(cost, want);
    if (!types || types.length !== exact.length) return null;
  } else {
    types = assign(cost, have);
  }
  if (!types) return null;
  const spend = countTypes(types);
  let remaining = pool as Mana[];
  for (const t of MANA_TYPES) if (spend[t]) remaining = takeMana(remaining, t, spend[t]);
  return { spent: types, remaining: remaining === pool ? pool.slice() : remaining };
}
