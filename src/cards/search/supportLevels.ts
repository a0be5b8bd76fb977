// Every database card's support level, computed as the page is built (scripts/card-support.ts,
// vite.config.ts's precompiledSupport) by the compiler the page has, and fetched with the database:
// `is:full`, `is:partial` and `is:none` are answered at once rather than after compiling 23,835
// cards in the page. The file names the database it was read from (how many cards, a checksum of
// their names): a table of another database is not used, and the page compiles as before
// (support.ts; `npm run dev` has no table either). Custom cards are always compiled in the page.
import type { OracleCard } from '../../oracle/oracleCard';
import type { Support } from './query';

export const SUPPORT_FORMAT = 'mtg-rules-sandbox support 1';
export const SUPPORT_URL = `${import.meta.env?.BASE_URL ?? '/'}cards/support.json`;

/** One letter a card, in the database's order: f full, p partial, n none. */
const LETTER: Record<Support, string> = { full: 'f', partial: 'p', none: 'n' };
const LEVEL: Record<string, Support> = { f: 'full', p: 'partial', n: 'none' };

export type SupportFile = { format: string; cards: number; names: number; levels: string };

/** FNV-1a (32 bits) over the names in order: tells one database from another, not a secret. */
function namesChecksum(cards: readonly OracleCard[]): number {
  let h = 0x811c9dc5;
  for (const c of cards) {
    for (let i = 0; i < c.name.length; i++) h = Math.imul(h ^ c.name.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 10, 0x01000193);
  }
  return h >>> 0;
}

/** The file for `cards`, each card's level given by `levelOf` (the build: support.ts's compile). */
export function supportFile(cards: readonly OracleCard[], levelOf: (card: OracleCard) => Support): SupportFile {
  return { format: SUPPORT_FORMAT, cards: cards.length, names: namesChecksum(cards), levels: cards.map((c) => LETTER[levelOf(c)]).join('') };
}

/** Each card's level by name, or null if the file is not of these `cards` (or not a table at all). */
export function readSupportFile(file: unknown, cards: readonly OracleCard[]): ReadonlyMap<string, Support> | null {
  const f = file as Partial<SupportFile> | null;
  if (!f || f.format !== SUPPORT_FORMAT || f.cards !== cards.length || typeof f.levels !== 'string' || f.levels.length !== cards.length) return null;
  if (f.names !== namesChecksum(cards)) return null;
  const levels = new Map<string, Support>();
  for (let i = 0; i < cards.length; i++) {
    const level = LEVEL[f.levels[i]];
    if (!level) return null;
    levels.set(cards[i].name, level);
  }
  return levels;
}

/** The built table, or null when the page has none (a failure is not an error: the page compiles). */
export function fetchSupportFile(): Promise<unknown> {
  return fetch(SUPPORT_URL)
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
}
