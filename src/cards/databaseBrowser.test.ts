import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeCards } from './database';
import type { OracleCard } from '../oracle/oracleCard';

const bolt: OracleCard = { name: 'Lightning Bolt', manaCost: '{R}', typeLine: 'Instant', oracleText: 'Lightning Bolt deals 3 damage to any target.', colors: ['R'], layout: 'normal' };

async function fresh() {
  vi.resetModules();
  return import('./databaseBrowser');
}

afterEach(() => vi.unstubAllGlobals());

describe('the card database in the page', () => {
  it('is fetched once, from the public folder, on first need', async () => {
    const fetch = vi.fn(async () => new Response(encodeCards([bolt])));
    vi.stubGlobal('fetch', fetch);
    const { fetchCardDatabase, CARDS_URL } = await fresh();
    expect(fetch).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([fetchCardDatabase(), fetchCardDatabase()]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(CARDS_URL);
    expect(CARDS_URL.endsWith('cards/cards.json')).toBe(true);
    expect(a.byLowerName.get('lightning bolt')).toEqual(bolt);
  });

  it('says when it could not load, and tries again next time', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const { fetchCardDatabase } = await fresh();
    await expect(fetchCardDatabase()).rejects.toThrow(/The card database could not be loaded .*HTTP 404/);
    fetch.mockImplementation(async () => new Response(encodeCards([bolt])));
    expect((await fetchCardDatabase()).cards).toHaveLength(1);
  });

  it('never brings node: modules into the page', () => {
    for (const file of ['databaseBrowser.ts', 'database.ts', '../oracle/oracleCard.ts']) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8'), file).not.toMatch(/from 'node:/);
    }
  });
});
