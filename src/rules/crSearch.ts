// Searching the complete Comprehensive Rules (crParse's data) by rule number ("510.1c", "510.1"
// lists 510.1 and its subrules), by words ("trample lethal": every word must appear) and by glossary
// term. Pure: the Rules panel runs it on every keystroke, so the index keeps each entry's text
// lower-cased once and a query only scans it (issue 16: < 16 ms per keystroke over the whole CR).
import type { Cr } from './crParse';

/** [start, end) of a match, in the entry's `key` or `text`. */
export type Mark = readonly [start: number, end: number];

export interface CrEntry {
  readonly kind: 'rule' | 'glossary';
  /** The rule number ("510.1c") or the glossary term ("Trample"). */
  readonly key: string;
  /** For a rule, its chapter's title ("Combat Damage Step"). */
  readonly title: string;
  readonly text: string;
  /** Index in CrIndex.rules for a rule (its neighbours are the rules around it); -1 for a term. */
  readonly at: number;
}

interface Indexed {
  readonly entry: CrEntry;
  readonly keyLower: string;
  readonly titleLower: string;
  readonly textLower: string;
}

export interface CrIndex {
  readonly cr: Cr;
  readonly entries: readonly Indexed[];
  /** The rules only, in CR order. */
  readonly rules: readonly CrEntry[];
  readonly byNumber: ReadonlyMap<string, number>;
}

export interface CrHit {
  readonly entry: CrEntry;
  readonly keyMarks: readonly Mark[];
  readonly textMarks: readonly Mark[];
}

export interface CrResults {
  readonly hits: readonly CrHit[];
  /** How many entries matched in all (hits holds the first `limit`). */
  readonly total: number;
}

export function indexCr(cr: Cr): CrIndex {
  const rules = cr.rules.map(([key, text], at): CrEntry => ({ kind: 'rule', key, title: cr.titles[key.split('.')[0]] ?? '', text, at }));
  const terms = cr.glossary.map(([key, text]): CrEntry => ({ kind: 'glossary', key, title: '', text, at: -1 }));
  const entries = [...rules, ...terms].map((entry) => ({
    entry,
    keyLower: entry.key.toLowerCase(),
    titleLower: entry.title.toLowerCase(),
    textLower: entry.text.toLowerCase(),
  }));
  return { cr, entries, rules, byNumber: new Map(rules.map((r) => [r.key, r.at])) };
}

/** "510", "510.1", "510.1c", "704.5aa" (a trailing dot allowed): a search by number. */
const NUMBER = /^(\d{3})(?:\.(\d+)([a-z]*))?\.?$/;

export function isRuleNumber(query: string): boolean {
  return NUMBER.test(query.trim().toLowerCase());
}

export function searchCr(index: CrIndex, query: string, limit = 50): CrResults {
  const q = query.trim().toLowerCase();
  if (q === '') return { hits: [], total: 0 };
  const number = NUMBER.exec(q);
  return number ? byNumber(index, number[0].replace(/\.$/, ''), limit) : byWords(index, q, limit);
}

// The rule itself, then its subrules (510.1 → 510.1a...; a chapter 510 → 510.1, 510.1a...), in
// CR order; "510.1" does not take 510.10 (another rule).
function byNumber(index: CrIndex, q: string, limit: number): CrResults {
  const chapter = !q.includes('.');
  const matched = index.rules.filter((r) =>
    r.key === q || (r.key.startsWith(q) && (chapter ? r.key[q.length] === '.' : /[a-z]/.test(r.key[q.length] ?? ''))),
  );
  matched.sort((a, b) => Number(b.key === q) - Number(a.key === q) || a.at - b.at);
  return { total: matched.length, hits: matched.slice(0, limit).map((entry) => ({ entry, keyMarks: [[0, q.length]], textMarks: [] })) };
}

export const MIN_WORD = 2;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

// Capped: past a few occurrences the count no longer changes the order, and "t" typed first would
// otherwise count every t in the CR.
function count(hay: string, word: string): number {
  let n = 0;
  for (let i = hay.indexOf(word); i !== -1 && n < 20; i = hay.indexOf(word, i + word.length)) n++;
  return n;
}

// Every word must appear (in the number, the term, the title or the text). Ranked: a match in the
// rule number first, then the glossary term or the chapter title (a term equal to the query before
// one that only contains it), then more occurrences, then the shorter text.
function byWords(index: CrIndex, q: string, limit: number): CrResults {
  // A single letter would match almost every rule: the search waits for the second one.
  const words = [...new Set(q.match(WORD) ?? [])].filter((w) => w.length >= MIN_WORD);
  if (words.length === 0) return { hits: [], total: 0 };
  const scored: { item: Indexed; score: number }[] = [];
  for (const item of index.entries) {
    let occurrences = 0;
    let inKey = 0;
    let inTitle = 0;
    let all = true;
    for (const w of words) {
      const k = item.keyLower.includes(w);
      const t = item.titleLower.includes(w);
      const n = count(item.textLower, w);
      if (!k && !t && n === 0) {
        all = false;
        break;
      }
      occurrences += n;
      if (k) inKey++;
      if (t) inTitle++;
    }
    if (!all) continue;
    const isRule = item.entry.kind === 'rule';
    const exact = !isRule && item.keyLower === q;
    const score =
      (isRule && inKey > 0 ? 4000 : 0) +
      (exact ? 3000 : 0) +
      (!isRule ? inKey : inTitle) * 1000 +
      Math.min(occurrences, 99) * 10  -
      Math.min(item.textLower.length, 9999) / 1000;
    scored.push({ item, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.item.entry.at === -1 ? 1 : b.item.entry.at === -1 ? -1 : a.item.entry.at - b.item.entry.at));
  return {
    total: scored.length,
    hits: scored.slice(0, limit).map(({ item }) => ({
      entry: item.entry,
      keyMarks: marksOf(item.keyLower, words),
      textMarks: marksOf(item.textLower, words),
    })),
  };
}

/** Where the words appear in `lower`, sorted, overlaps merged. */
export function marksOf(lower: string, words: readonly string[]): Mark[] {
  const raw: [number, number][] = [];
  for (const w of words) for (let i = lower.indexOf(w); i !== -1; i = lower.indexOf(w, i + w.length)) raw.push([i, i + w.length]);
  raw.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const m of raw) {
    const last = out[out.length - 1];
    if (last && m[0] <= last[1]) last[1] = Math.max(last[1], m[1]);
    else out.push(m);
  }
  return out;
}

/** The rule cited, or else its parent ("707.10c" → "707.10"), and `around` rules either side. */
export function ruleAround(index: CrIndex, rule: string, around = 3): { found: CrEntry; before: CrEntry[]; after: CrEntry[] } | undefined {
  const cited = rule.trim().replace(/\.$/, '');
  // A chapter ("903") opens at its first rule.
  const at = index.byNumber.get(cited) ?? index.byNumber.get(cited.replace(/[a-z]+$/, '')) ?? index.byNumber.get(`${cited}.1`);
  if (at === undefined) return undefined;
  return { found: index.rules[at], before: index.rules.slice(Math.max(0, at - around), at), after: index.rules.slice(at + 1, at + 1 + around) };
}

/**
 * The rule numbers inside a rule's text ("See rule 702.19c"), as marks to turn into links. A bare
 * chapter number counts only after "rule" ("See rule 903"): "250 cards" is no rule.
 */
export function ruleRefs(text: string): { mark: Mark; rule: string }[] {
  return [...text.matchAll(/\b(?:\d{3}\.\d+[a-z]*|(?<=\brules? )\d{3})\b/g)].map((m) => ({ mark: [m.index, m.index + m[0].length] as const, rule: m[0] }));
}
