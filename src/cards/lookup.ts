// Finding a card's definition by name, wherever it comes from: a document's or the user's custom
// cards first (SCENARIO.md, `cards`: a custom name replaces a database card in that document), then
// the built-in pool, then the card database. The database is installed once it is loaded: read from
// disk in Node (the CLI, the tests), fetched on first need in the page (databaseBrowser.ts).
import type { CardDef } from '../engine/state/card';
import { CARD_NAMES, findCard as findPoolCard } from './index';
import { editDistance } from './search/fuzzy';
import type { CardDatabase } from './database';
import { definitions, loadDefinitions } from './compiler';

let database: CardDatabase | null = null;
let loader: (() => CardDatabase) | null = null;
let fetcher: (() => Promise<CardDatabase>) | null = null;

/** Makes every card of the database known by name (null: none, as in the page before it is needed). */
export function installCardDatabase(db: CardDatabase | null): void {
  database = db;
}

/** Where Node reads the database from when a name first needs it (kept lazy: most tests never do). */
export function setCardDatabaseLoader(load: (() => CardDatabase) | null): void {
  loader = load;
}

/** Where the page fetches the database from, the first time a name needs it (databaseBrowser.ts). */
export function setCardDatabaseFetcher(fetch: (() => Promise<CardDatabase>) | null): void {
  fetcher = fetch;
}

/** Fetches and installs the database if it can be fetched and isn't installed yet; whether it did. */
export async function fetchMissingCardDatabase(): Promise<boolean> {
  if (installedCardDatabase() || !fetcher) return false;
  // Its cards are compiled on first use: the compiler comes with it (compiler.ts).
  const [db] = await Promise.all([fetcher(), loadDefinitions()]);
  installCardDatabase(db);
  return true;
}

export function installedCardDatabase(): CardDatabase | null {
  if (!database && loader) database = loader();
  return database;
}

/** Custom cards by name, as a document or the page defines them. */
export type CustomCards = ReadonlyMap<string, CardDef>;

/** A card's definition by its exact name (a database card also by its full name with ` // `). */
export function cardDefinitionFor(name: string, custom?: CustomCards): CardDef | undefined {
  const own = custom?.get(name);
  if (own) return own;
  const pool = findPoolCard(name);
  if (pool) return pool;
  const db = installedCardDatabase();
  const card = db?.byName.get(name);
  // Un-set and other non-tournament cards are left out (issue 13): their rules are jokes on the CR's.
  return card && !card.funny ? definitions().definitionOf(card) : undefined;
}

let known: { db: CardDatabase | null; names: string[]; lower: string[]; grams: Uint32Array[] } | null = null;

/** A name's letter pairs, the cheap first test of nearness. */
function bigrams(l: string): Uint32Array {
  const out = new Uint32Array(Math.max(0, l.length - 1));
  for (let i = 0; i + 1 < l.length; i++) out[i] = (l.charCodeAt(i) << 16) | l.charCodeAt(i + 1);
  return out;
}

/** Every playable name once (the pool's, then the database's once installed), with its lower case
 * and letter pairs, computed once per database. */
function knownNames(db: CardDatabase | null) {
  if (!known || known.db !== db) {
    const names = [...new Set([...CARD_NAMES, ...(db?.cards ?? []).filter((c) => !c.funny).map((c) => c.name)])];
    const lower = names.map((n) => n.toLowerCase());
    known = { db, names, lower, grams: lower.map(bigrams) };
  }
  return known;
}

/** How many of the database's names the edit distance is computed for, chosen by shared letter pairs. */
const SHORTLIST = 150;

/** The known card names nearest to `name` (custom, pool and database), nearest first. */
export function nearestNames(name: string, custom?: CustomCards, count = 3): string[] {
  // Suggestions for a name no longer than most: a damaged link's pages of text are cut first.
  const query = name.toLowerCase().slice(0, 60);
  const all = knownNames(installedCardDatabase());
  const mine = new Set(bigrams(query));
  const shared = all.grams.map((g) => {
    let n = 0;
    for (let i = 0; i < g.length; i++) if (mine.has(g[i])) n++;
    return n;
  });
  const contains = query.length > 2 ? all.lower.flatMap((l, i) => (l.includes(query) ? [i] : [])) : [];
  const byShared = all.names.map((_, i) => i).sort((a, b) => shared[b] - shared[a] || all.lower[a].length - all.lower[b].length).slice(0, SHORTLIST);
  const candidates = [...(custom?.keys() ?? [])].map((n) => ({ n, l: n.toLowerCase() }));
  for (const i of new Set([...contains.slice(0, count), ...byShared])) candidates.push({ n: all.names[i], l: all.lower[i] });
  let best: { n: string; d: number }[] = [];
  for (const c of candidates) {
    const worst = best.length < count ? 64 : best[best.length - 1].d;
    // A swap of two letters is one edit ("Blot" is one from "Bolt"): the search's distance.
    const d = query.length > 2 && c.l.includes(query) ? 0 : editDistance(query, c.l, worst - 1);
    if (best.length >= count && d >= worst) continue;
    // At the same distance the built-in pool's card first: the one a judge most likely meant.
    const pool = (n: string) => (findPoolCard(n) ? 0 : 1);
    best = [...best.filter((b) => b.n !== c.n), { n: c.n, d }].sort((x, y) => x.d - y.d || pool(x.n) - pool(y.n) || x.n.localeCompare(y.n)).slice(0, count);
  }
  return best.map((x) => x.n);
}
