import { readCardDatabase } from './src/cards/databaseNode';
import { compileUncached } from './src/oracle/compile';
import { playedSupport } from './src/cards/definition';
import { phraseOf } from './src/oracle/coverage';
const only = new Map<string, number>();
const ex = new Map<string, string[]>();
for (const card of readCardDatabase().cards) {
  if (card.funny) continue;
  const c = compileUncached(card);
  if (playedSupport(card, c) === 'full') continue;
  const ps = [...new Set(c.unmodelled.map(phraseOf))];
  if (ps.length !== 1) continue;
  const p = ps[0];
  if (!/^(Cast|This spell costs|~ costs|Dash|Unearth|Suspend|Foretell|Overload|Rebound|Split second|Aftermath|You may cast|Flash|As an additional)/i.test(p) && !/costs? \{M\} (less|more)|Cast .* only/.test(p)) continue;
  only.set(p, (only.get(p) ?? 0) + 1);
  (ex.get(p) ?? ex.set(p, []).get(p)!).push(card.name);
}
for (const [p, n] of [...only].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(n, p.slice(0, 150), '|', ex.get(p)!.slice(0, 2).join('; '));
