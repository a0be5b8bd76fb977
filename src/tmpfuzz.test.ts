import { test } from 'vitest';
import { installedCardDatabase } from './cards/lookup';
import { definitionOf } from './cards/definition';
import { describeFailure, randomPlay } from './engine/randomPlay';
import { CARDS } from './cards';
test('x', () => {
  const db = installedCardDatabase()!;
  const cards = db.cards.filter((c) => !c.funny);
  const pool = [...Object.values(CARDS)];
  for (let i = 0; i < 400; i++) pool.push(definitionOf(cards[(i * 7919) % cards.length]));
  let fails = 0;
  const kinds: Record<string, number> = {};
  for (let seed = 1; seed <= 40; seed++) {
    let r;
    try { r = randomPlay(seed, pool, 80); } catch (e) { console.log('THROW', seed, (e as Error).stack?.slice(0, 1500)); fails++; continue; }
    for (const [k, n] of Object.entries(r.kinds)) kinds[k] = (kinds[k] ?? 0) + n;
    if (r.failure) { fails++; console.log('FAIL', describeFailure(r.failure).slice(0, 400)); }
  }
  console.log('fails', fails, JSON.stringify(kinds));
}, 600_000);
