// The card database read from disk, for the tests, the CLI and the benchmarks. The page uses
// databaseBrowser.ts instead, so its bundle never holds node:fs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeCards, indexCards, type CardDatabase } from './database';

/** The committed file, found from this module rather than the working directory. */
export const CARDS_FILE = fileURLToPath(new URL('../../public/cards/cards.json', import.meta.url));
/** The built-in pool's entries (pool.ts), imported statically by the page and Node alike. */
export const POOL_FILE = fileURLToPath(new URL('./pool.json', import.meta.url));

let cached: CardDatabase | null = null;

export function readCardDatabase(): CardDatabase {
  cached ??= indexCards(decodeCards(readFileSync(CARDS_FILE, 'utf8')));
  return cached;
}
