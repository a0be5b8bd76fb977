// npm run cards: ../shared/cards/oracle-cards.json -> public/cards/cards.json (format in
// src/cards/database.ts), committed so a clone without ../shared has every card. Prints the sizes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { encodeCards } from '../src/cards/database';
import { CARDS_FILE } from '../src/cards/databaseNode';
import { CARDS_SOURCE, type OracleCard } from '../src/cards/cardsSource';

if (!existsSync(CARDS_SOURCE)) {
  console.error(`npm run cards: ${CARDS_SOURCE} not found; it is ../shared/cards beside the project.`);
  process.exit(1);
}
const sourceText = readFileSync(CARDS_SOURCE, 'utf8');
const source = JSON.parse(sourceText) as OracleCard[];
const text = encodeCards(source);
writeFileSync(CARDS_FILE, text);

const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;
console.log(`${source.length} cards -> public/cards/cards.json`);
console.log(`source:    ${kB(Buffer.byteLength(sourceText))} raw, ${kB(gz(sourceText))} gzipped`);
console.log(`committed: ${kB(Buffer.byteLength(text))} raw, ${kB(gz(text))} gzipped`);
