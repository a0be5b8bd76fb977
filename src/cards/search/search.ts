// The search itself: the cards that match every term of a query, best first. Ranking, for the
// words of the name: the exact name, then a name that starts with the words, then names that have
// every word (whole, as a word's start, or inside a word, as Scryfall reads a name), then names
// only a few typos away; within each, fewer edits first, then the built-in pool's cards (the
// sandbox has their definitions today), then by name. A query of filters alone keeps the index's
// order: the pool first, then by name.
import { editDistance, maxEdits } from './fuzzy';
import type { Comparison, Support, Term } from './query';
import { identityOf, oracleOf, type SearchCard, type SearchIndex } from './searchIndex';

/** A card's support level, or undefined while it isn't known yet (it is computed lazily). */
export type SupportOf = (card: SearchCard, index: number) => Support | undefined;

// How well a query word matches a name word, lower is better (in halves, to keep integers).
const EXACT = 0, PREFIX = 2, INSIDE = 4, FUZZY = 6;
const NONE = 255;

type WordMatches = Int32Array; // pairs: word id, quality

const matchCache = new WeakMap<SearchIndex, Map<string, WordMatches>>();

/** The words of the index that a query word matches, and how well: one pass over the vocabulary,
 * remembered (typing a query asks the same words keystroke after keystroke). */
function wordMatches(index: SearchIndex, w: string): WordMatches {
  let cache = matchCache.get(index);
  if (!cache) matchCache.set(index, (cache = new Map()));
  const hit = cache.get(w);
  if (hit) return hit;
  const max = maxEdits(w.length);
  const out: number[] = [];
  const { words } = index;
  for (let id = 0; id < words.length; id++) {
    const v = words[id];
    let q = NONE;
    if (v === w) q = EXACT;
    else if (v.startsWith(w)) q = PREFIX;
    else if (v.includes(w)) q = INSIDE;
    else if (max > 0) {
      const d = editDistance(w, v, max);
      if (d <= max) q = FUZZY + 2 * d;
      else if (w.length >= 4 && v.length > w.length) {
        const p = editDistance(w, v, max, true);
        if (p <= max) q = FUZZY + 1 + 2 * p;
      }
    }
    if (q !== NONE) out.push(id, q);
  }
  if (cache.size > 500) cache.clear();
  const found = Int32Array.from(out);
  cache.set(w, found);
  return found;
}

function compare(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

function bitCount(bits: number): number {
  let n = 0;
  for (; bits; bits &= bits - 1) n++;
  return n;
}

/** Sets of colors compared as Scryfall does: `>=` at least these, `<=` at most these. */
function compareColors(card: number, op: Comparison, want: number): boolean {
  const within = (card & ~want) === 0, covers = (card & want) === want;
  switch (op) {
    case '=':
      return card === want;
    case '!=':
      return card !== want;
    case '<':
      return within && card !== want;
    case '<=':
      return within;
    case '>':
      return covers && card !== want;
    case '>=':
      return covers;
  }
}

/** Whether the card passes a term other than a name word; undefined when it can't be known yet. */
function passes(card: SearchCard, i: number, t: Term, support: SupportOf | undefined): boolean | undefined {
  switch (t.key) {
    case 'name': {
      const phrase = t.words.join(' ');
      return card.names.some((n) => n.includes(phrase));
    }
    case 'type':
      return card.type.includes(t.text);
    case 'oracle':
      // Scryfall's "~": the card's own name.
      return oracleOf(card).includes(t.text.includes('~') ? t.text.replaceAll('~', card.name.toLowerCase()) : t.text);
    case 'color':
    case 'identity': {
      const bits = t.key === 'color' ? card.colors : identityOf(card);
      if (t.multicolor) return bitCount(bits) >= 2;
      if (t.count !== null) return compare(bitCount(bits), t.op, t.count);
      return compareColors(bits, t.op, t.colors!);
    }
    case 'mv':
      return compare(card.mv, t.op, t.value);
    case 'pow':
    case 'tou':
      return (t.key === 'pow' ? card.pow : card.tou).some((v) => compare(v, t.op, t.value));
    case 'is': {
      const s = support?.(card, i);
      return s === undefined ? undefined : s === t.support;
    }
  }
}

/** The cards matching every term, best first (the module's header says how they are ranked). */
export function searchCards(index: SearchIndex, terms: readonly Term[], support?: SupportOf): SearchCard[] {
  const { cards, postings } = index;
  // Every positive word of the name, typo-tolerant; a quoted phrase and a `-` term are filters.
  const words = terms.flatMap((t) => (t.key === 'name' && !t.not && !t.phrase ? t.words : []));
  const filters = terms.filter((t) => t.key !== 'name' || t.not || t.phrase);
  const check = (i: number): boolean => {
    for (const t of filters) {
      const ok = passes(cards[i], i, t, support);
      if (ok === undefined || ok === t.not) return false;
    }
    return true;
  };
  if (words.length === 0) {
    const out: SearchCard[] = [];
    for (let i = 0; i < cards.length; i++) if (check(i)) out.push(cards[i]);
    return out;
  }
  // Each card's best quality for each word, summed, and its worst; a card missing any word is out.
  const sum = new Uint16Array(cards.length);
  const worst = new Uint8Array(cards.length);
  const best = new Uint8Array(cards.length);
  for (let k = 0; k < words.length; k++) {
    best.fill(NONE);
    const m = wordMatches(index, words[k]);
    for (let j = 0; j < m.length; j += 2) {
      const q = m[j + 1];
      for (const i of postings[m[j]]) if (q < best[i]) best[i] = q;
    }
    for (let i = 0; i < cards.length; i++) {
      const q = best[i];
      if (q === NONE || worst[i] === NONE) worst[i] = NONE;
      else {
        sum[i] += q;
        if (q > worst[i]) worst[i] = q;
      }
    }
  }
  const wanted = words.join(' ');
  const ranked: { i: number; key: number }[] = [];
  for (let i = 0; i < cards.length; i++) {
    if (worst[i] === NONE || !check(i)) continue;
    const { names } = cards[i];
    const tier = names.includes(wanted) ? 0 : names.some((n) => n.startsWith(wanted)) ? 1 : worst[i] <= INSIDE ? 2 : 3;
    // Tier, then edits, then the pool, then the index's (name) order.
    ranked.push({ i, key: ((tier * 4096 + sum[i]) * 2 + (cards[i].pool ? 0 : 1)) * 131072 + i });
  }
  return ranked.sort((a, b) => a.key - b.key).map((r) => cards[r.i]);
}
