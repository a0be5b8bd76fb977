// A card search query as Scryfall users write it (scryfall.com/docs/syntax, the common keys):
// words of the name; `t:` type line, `o:` Oracle text; `c:` colors and `id:` color identity (with
// `=`, `!=`, `<`, `<=`, `>`, `>=`); `mv`/`cmc`, `pow`, `tou` compared with a number; `is:full`,
// `is:partial`, `is:none` (what the sandbox models); `-` before a term leaves its matches out;
// quotes hold a phrase. Terms are separated by spaces and all must match.
//
// Pure: a string in, terms or a QueryError out. An error says which term is wrong and why, in the
// words a user reads under the search field.

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type Support = 'full' | 'partial' | 'none';

/** A set of colors (bits, 0 colorless), a number of colors, or "multicolored". */
export type ColorValue = { colors: number | null; count: number | null; multicolor?: true };

export type Term = { not: boolean } & (
  | { key: 'name'; words: string[]; phrase: boolean }
  | { key: 'type' | 'oracle'; text: string }
  | ({ key: 'color' | 'identity'; op: Comparison } & ColorValue)
  | { key: 'mv' | 'pow' | 'tou'; op: Comparison; value: number }
  | { key: 'is'; support: Support }
);

export class QueryError extends Error {}

/** Bit per color, in WUBRG order. */
export const COLOR_BITS: Readonly<Record<string, number>> = { w: 1, u: 2, b: 4, r: 8, g: 16 };

// Scryfall's names for sets of colors: the colors, guilds, shards, wedges and colleges.
const COLOR_NAMES: Readonly<Record<string, string>> = {
  white: 'w', blue: 'u', black: 'b', red: 'r', green: 'g',
  azorius: 'wu', dimir: 'ub', rakdos: 'br', gruul: 'rg', selesnya: 'gw',
  orzhov: 'wb', izzet: 'ur', golgari: 'bg', boros: 'rw', simic: 'gu',
  bant: 'gwu', esper: 'wub', grixis: 'ubr', jund: 'brg', naya: 'rgw',
  abzan: 'wbg', jeskai: 'urw', sultai: 'bgu', mardu: 'rwb', temur: 'gur',
  silverquill: 'wb', prismari: 'ur', witherbloom: 'bg', lorehold: 'rw', quandrix: 'gu',
  chaos: 'ubrg', aggression: 'wbrg', altruism: 'wurg', growth: 'wubg', artifice: 'wubr',
};

const KEYS: Readonly<Record<string, Exclude<Term['key'], 'name'>>> = {
  t: 'type', type: 'type', o: 'oracle', oracle: 'oracle', c: 'color', color: 'color', id: 'identity', identity: 'identity',
  mv: 'mv', cmc: 'mv', manavalue: 'mv', pow: 'pow', power: 'pow', tou: 'tou', toughness: 'tou', is: 'is',
};

/** Letters, digits and the words of a name as the search compares them: lower case, no accents,
 * "Æther" as "aether", an apostrophe dropped ("Urza's" is "urzas"). */
export function normalizeName(text: string): string {
  // Most names are plain ASCII: no accents to take off.
  if (/^[\x20-\x7e]*$/.test(text)) return text.includes("'") ? text.toLowerCase().replace(/'/g, '') : text.toLowerCase();
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '');
}

/** The words of a name, normalized. */
export function nameWords(text: string): string[] {
  // A loop rather than split and filter: run on every name when the cards arrive.
  const s = normalizeName(text);
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(s.slice(start, i));
      start = -1;
    }
  }
  return words;
}

// One term: a `-`, a key and its operator, then a quoted phrase (an unclosed quote runs to the
// end: the user is still typing it) or a run of non-spaces.
const TERM = /(-?)(?:([a-z]+)(:|!=|<=|>=|=|<|>))?(?:"([^"]*)"?|(\S*))/giy;

function colorsOf(value: string, term: string): ColorValue {
  if (/^\d$/.test(value)) return { colors: null, count: Number(value) };
  if (value === 'c' || value === 'colorless') return { colors: 0, count: null };
  if (value === 'm' || value === 'multicolor') return { colors: null, count: null, multicolor: true };
  const letters = Object.hasOwn(COLOR_NAMES, value) ? COLOR_NAMES[value] : value;
  let bits = 0;
  for (const l of letters) {
    if (!Object.hasOwn(COLOR_BITS, l)) {
      throw new QueryError(`"${term}": colors are w, u, b, r, g (or white, azorius, esper…), c for colorless, m for multicolor or a number`);
    }
    bits |= COLOR_BITS[l];
  }
  return { colors: bits, count: null };
}

function readTerm(not: boolean, keyText: string | undefined, op: string | undefined, value: string, quoted: boolean, raw: string): Term {
  if (keyText === undefined) return { not, key: 'name', words: nameWords(value), phrase: quoted };
  const key = Object.hasOwn(KEYS, keyText.toLowerCase()) ? KEYS[keyText.toLowerCase()] : undefined;
  if (!key) throw new QueryError(`"${raw}": "${keyText}" is not a key; the keys are t, o, c, id, mv, pow, tou and is`);
  const v = value.toLowerCase();
  if (v === '') throw new QueryError(`"${raw}": ${keyText}${op} needs a value`);
  const comparison = (op === ':' ? (key === 'identity' ? '<=' : key === 'color' ? '>=' : '=') : op) as Comparison;
  switch (key) {
    case 'type':
    case 'oracle':
      if (op !== ':') throw new QueryError(`"${raw}": ${keyText} takes ":" (${keyText}:${value}), not "${op}"`);
      return { not, key, text: v };
    case 'color':
    case 'identity': {
      const c = colorsOf(v, raw);
      // "c:c" is colorless, "c:2" two colors: exactly, as Scryfall reads them.
      return { not, key, op: op === ':' && (c.colors === 0 || c.count !== null) ? '=' : comparison, ...c };
    }
    case 'mv':
    case 'pow':
    case 'tou':
      if (!/^-?\d+(\.\d+)?$/.test(v)) throw new QueryError(`"${raw}": ${keyText} is compared with a number, as in ${keyText}<=2`);
      return { not, key, op: comparison, value: Number(v) };
    case 'is':
      if (op !== ':' || (v !== 'full' && v !== 'partial' && v !== 'none')) {
        throw new QueryError(`"${raw}": is: takes full, partial or none (how much of the card the sandbox carries out)`);
      }
      return { not, key, support: v };
  }
}

/** The terms of a query; a QueryError names the first bad term. Empty name terms (a lone "-",
 * punctuation) are dropped. */
export function parseQuery(query: string): Term[] {
  const terms: Term[] = [];
  TERM.lastIndex = 0;
  let at = 0;
  while (at < query.length) {
    if (/\s/.test(query[at])) {
      at++;
      continue;
    }
    TERM.lastIndex = at;
    const m = TERM.exec(query);
    if (!m) break;
    at = TERM.lastIndex;
    const term = readTerm(m[1] === '-', m[2], m[3], m[4] ?? m[5], m[4] !== undefined, m[0]);
    if (term.key !== 'name' || term.words.length > 0) terms.push(term);
  }
  return terms;
}
