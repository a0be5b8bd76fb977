import { readCardDatabase } from './src/cards/databaseNode';
import { compileUncached } from './src/oracle/compile';
import { playedSupport } from './src/cards/definition';
const out: string[] = [];
for (const card of readCardDatabase().cards) {
  if (card.funny || !/Split second/.test(card.oracleText ?? '')) continue;
  const c = compileUncached(card);
  out.push(`${playedSupport(card, c)} ${card.name} ${c.unmodelled.join(' / ').slice(0, 80)}`);
}
console.log(out.join('\n'));
