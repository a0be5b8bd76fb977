// The card database in Node (issue 13): reading the committed file and indexing it, then the
// characteristics of every card. No goal: the figures say what a CLI run or a test pays.
import { median } from '../../scripts/bench-kit';
import { characteristicsOf } from './characteristics';
import { decodeCards, indexCards } from './database';
import { readFileSync } from 'node:fs';
import { CARDS_FILE } from './databaseNode';
import { meldPartnerOf } from './meldPartner';

export function run(): void {
  const read = () => {
    const t = performance.now();
    const db = indexCards(decodeCards(readFileSync(CARDS_FILE, 'utf8')));
    return { ms: performance.now() - t, db };
  };
  const first = read();
  const readMs = median(Array.from({ length: 5 }, () => read().ms));
  const { cards } = first.db;
  const all = () => {
    const t = performance.now();
    for (const c of cards) characteristicsOf(c, c.layout === 'transform_flip_or_meld' ? meldPartnerOf(cards, c) : undefined);
    return performance.now() - t;
  };
  const firstAll = all();
  const allMs = median(Array.from({ length: 5 }, all));
  console.log(`card database: reading and indexing ${cards.length} cards from disk, median ${readMs.toFixed(0)} ms (first ${first.ms.toFixed(0)} ms)`);
  console.log(`card database: characteristics of every card, median ${allMs.toFixed(0)} ms (first ${firstAll.toFixed(0)} ms)`);
}
