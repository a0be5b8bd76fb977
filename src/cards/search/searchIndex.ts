// What the search reads of each card, computed once when the cards arrive, so a keystroke only
// compares: the lower-cased type line, colors as bits, mana value, power and toughness as numbers,
// and the words of every name with the cards that have them; the lower-cased Oracle text and the
// color identity on the first term that needs them. The built-in pool's cards come first, then
// the database's in name order: a query with no name words lists them in that order.
import type { CardDef } from '../../engine/state/card';
import type { OracleCard, OracleFace } from '../../oracle/oracleCard';
import { manaValue, parseManaCost } from '../manaSymbols';
import { COLOR_BITS, nameWords } from './query';

export type SearchCard = {
  name: string;
  /** Each face's mana cost that has one ("{1}{R}", "{1}{U}" for Fire // Ice). */
  costs: readonly string[];
  typeLine: string;
  /** Lower case, every face. */
  type: string;
  /** The Oracle text as printed; oracleOf gives it in lower case. */
  text: string;
  /** Lower case, made on the first `o:` term (4 MB of text: not when the cards arrive). */
  oracle?: string;
  /** The full name's and each face's name, as normalized words joined by spaces. */
  names: string[];
  colors: number;
  /** -1 until identityOf computes it. */
  identity: number;
  /** 202.3; NaN when a cost can't be read. */
  mv: number;
  /** Each face's printed power and toughness that are numbers (208.2: "*" is not one). */
  pow: readonly number[];
  tou: readonly number[];
  /** In the built-in pool: the sandbox has a definition for it today. */
  pool: boolean;
  /** Its database entry, to compile it (support levels); absent for a pool card the database lacks. */
  source?: OracleCard;
};

export type SearchIndex = {
  cards: readonly SearchCard[];
  /** Every distinct word of the names, and for each the cards (indexes into `cards`) that have it. */
  words: readonly string[];
  postings: readonly number[][];
};

const mvCache = new Map<string, number>();
function costValue(cost: string | undefined): number {
  if (!cost) return 0;
  let v = mvCache.get(cost);
  if (v === undefined) {
    try {
      v = manaValue(parseManaCost(cost));
    } catch {
      v = NaN;
    }
    mvCache.set(cost, v);
  }
  return v;
}

/** The colors of the mana symbols in a text (costs and rules text alike), as bits. */
function symbolColors(text: string): number {
  let bits = 0;
  for (let at = text.indexOf('{'); at >= 0; at = text.indexOf('{', at + 1)) {
    const end = text.indexOf('}', at);
    if (end < 0) break;
    for (let k = at + 1; k < end; k++) bits |= COLOR_BITS[text[k].toLowerCase()] ?? 0;
  }
  return bits;
}

export function oracleOf(card: SearchCard): string {
  return (card.oracle ??= card.text.toLowerCase());
}

/** 903.4: color identity is the colors and the mana symbols of the mana costs and rules text,
 * reminder text left out (903.4c), every face counted (903.4d, 903.4e). Computed on the first
 * `id:` term, not when the cards arrive. */
export function identityOf(card: SearchCard): number {
  if (card.identity < 0) {
    const text = oracleOf(card);
    const rules = text.includes('(') ? text.replace(/\([^)]*\)/g, '') : text;
    card.identity = card.colors | symbolColors(card.costs.join('').toLowerCase() + rules);
  }
  return card.identity;
}

/** A printed power or toughness that is a number (208.2: "*" and "1+*" are not). */
function printedNumber(v: string | undefined): number | undefined {
  return v !== undefined && v !== '' && !Number.isNaN(+v) ? +v : undefined;
}

const NONE: readonly never[] = [];

/** A database card as the search reads it. */
export function fromOracle(card: OracleCard, pool: boolean, words = nameWords(card.name)): SearchCard {
  const faces: readonly (OracleCard | OracleFace)[] = card.faces ?? [card];
  // Most cards have one face: no array for an empty list (fewer objects, less garbage collection).
  let costs: readonly string[] = NONE;
  let pow: readonly number[] = NONE;
  let tou: readonly number[] = NONE;
  const names = [words.join(' ')];
  let sum = 0;
  for (const f of faces) {
    if (f.manaCost) costs = costs === NONE ? [f.manaCost] : [...costs, f.manaCost];
    sum += costValue(f.manaCost);
    const p = printedNumber(f.power), t = printedNumber(f.toughness);
    if (p !== undefined) pow = pow === NONE ? [p] : [...pow, p];
    if (t !== undefined) tou = tou === NONE ? [t] : [...tou, t];
    if (f !== card) names.push(nameWords(f.name).join(' '));
  }
  let colors = 0;
  for (const c of card.colors ?? []) colors |= COLOR_BITS[c.toLowerCase()];
  return {
    name: card.name,
    costs,
    typeLine: card.typeLine,
    type: card.typeLine.toLowerCase(),
    text: card.oracleText ?? '',
    names,
    colors,
    identity: -1,
    // 202.3: a split card's mana value off the stack is its halves' together (709.4); any other
    // card's, its front face's (712.8a, 715.4).
    mv: card.layout === 'split' ? sum : costValue(faces[0].manaCost),
    pow,
    tou,
    pool,
    source: card,
  };
}

/** A built-in pool card the database doesn't have, from its definition. */
export function fromDefinition(def: CardDef): SearchCard {
  const typeLine = [...(def.supertypes ?? []), ...def.types].join(' ') + (def.subtypes?.length ? ` — ${def.subtypes.join(' ')}` : '');
  const colors = symbolColors((def.manaCost ?? '').toLowerCase());
  return {
    name: def.name,
    costs: def.manaCost ? [def.manaCost] : [],
    typeLine,
    type: typeLine.toLowerCase(),
    text: def.oracle,
    names: [nameWords(def.name).join(' ')],
    colors,
    identity: -1,
    mv: costValue(def.manaCost),
    pow: def.power === undefined ? [] : [def.power],
    tou: def.toughness === undefined ? [] : [def.toughness],
    pool: true,
  };
}

/** The index over the built-in pool and, once loaded, the database (sorted by name, as it is). */
export function buildIndex(pool: readonly CardDef[], database: readonly OracleCard[] = []): SearchIndex {
  const inPool = new Set(pool.map((c) => c.name));
  const inDatabase = new Map(database.filter((c) => inPool.has(c.name)).map((c) => [c.name, c]));
  const cards: SearchCard[] = [];
  const ids = new Map<string, number>();
  const words: string[] = [];
  const postings: number[][] = [];
  const add = (card: SearchCard, nameWords: readonly string[]) => {
    const i = cards.push(card) - 1;
    for (const w of nameWords) {
      let id = ids.get(w);
      if (id === undefined) {
        id = words.push(w) - 1;
        ids.set(w, id);
        postings.push([]);
      }
      // A word twice in one name (both faces of a split card may share one): the card once.
      const p = postings[id];
      if (p[p.length - 1] !== i) p.push(i);
    }
  };
  for (const def of [...pool].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const entry = inDatabase.get(def.name);
    const w = nameWords(def.name);
    add(entry ? fromOracle(entry, true, w) : fromDefinition(def), w);
  }
  for (const c of database) {
    if (inPool.has(c.name)) continue;
    const w = nameWords(c.name);
    add(fromOracle(c, false, w), w);
  }
  return { cards, words, postings };
}
