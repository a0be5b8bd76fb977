// npm run cards: ../shared/cards/oracle-cards.json -> public/cards/cards.json (format in
// src/cards/database.ts), committed so a clone without ../shared has every card; and the entries of
// the pool's cards (../shared/CARDS.md) -> src/cards/pool.json, the small file the pool is compiled
// from without loading the database. Prints the sizes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { encodeCards } from '../src/cards/database';
import { CARDS_FILE, POOL_FILE } from '../src/cards/databaseNode';
import { CARDS_MD, CARDS_SOURCE, type OracleCard } from '../src/cards/cardsSource';
import { poolEntries } from '../src/cards/poolNames';

for (const file of [CARDS_SOURCE, CARDS_MD]) {
  if (!existsSync(file)) {
    console.error(`npm run cards: ${file} not found; it is in ../shared beside the project.`);
    process.exit(1);
  }
}
const sourceText = readFileSync(CARDS_SOURCE, 'utf8');
const source = JSON.parse(sourceText) as OracleCard[];
const text = encodeCards(source);
writeFileSync(CARDS_FILE, text);
const pool = encodeCards(poolEntries(source, readFileSync(CARDS_MD, 'utf8')), true);
writeFileSync(POOL_FILE, pool);

const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;
console.log(`${source.length} cards -> public/cards/cards.json`);
console.log(`source:    ${kB(Buffer.byteLength(sourceText))} raw, ${kB(gz(sourceText))} gzipped`);
console.log(`committed: ${kB(Buffer.byteLength(text))} raw, ${kB(gz(text))} gzipped`);
console.log(`pool:      ${JSON.parse(pool).cards.length} cards -> src/cards/pool.json, ${kB(Buffer.byteLength(pool))} raw`);
