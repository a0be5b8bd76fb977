// `npx tsx scripts/cards-full-names.ts > file`: the names of the cards fully modelled, one a line, sorted,
// to compare two branches with `comm` (no card a branch modelled fully may be lost).
import { compileUncached } from '../src/oracle/compile';
import { playedSupport } from '../src/cards/definition';
import { readCardDatabase } from '../src/cards/databaseNode';

const names: string[] = [];
for (const card of readCardDatabase().cards) if (!card.funny && playedSupport(card, compileUncached(card)) === 'full') names.push(card.name);
console.log(names.sort().join('\n'));
