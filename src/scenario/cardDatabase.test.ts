// The page's way to database names: with no database installed (as in the page before it is
// needed), a name the pool doesn't have fetches it once, and the reading is done again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installedCardDatabase, installCardDatabase, setCardDatabaseFetcher, setCardDatabaseLoader } from '../cards/lookup';
import { readCardDatabase } from '../cards/databaseNode';
import type { CardDatabase } from '../cards/database';
import { withCardDatabase } from './cardDatabase';
import { parseScenario } from './parse';
import { buildScenario } from './build';
import { ScenarioError } from './errors';
import { validateSave } from '../store/saveValidate';
import { CompilerNotLoaded, installDefinitions, setDefinitionsLoader } from '../cards/compiler';
import { definitionOf, definitionOfText } from '../cards/definition';

const doc = (card: string) => ({ format: 2, name: 't', players: [{ name: 'Ann', hand: [card] }, { name: 'Ben' }] });

function pageLike(fetch: () => Promise<CardDatabase>) {
  installCardDatabase(null);
  setCardDatabaseLoader(null);
  setCardDatabaseFetcher(fetch);
}

afterEach(() => {
  setCardDatabaseLoader(readCardDatabase);
  setCardDatabaseFetcher(null);
});

describe('reading a document in the page, where the database loads on first need', () => {
  it("doesn't fetch the database for the built-in pool's cards", async () => {
    const fetch = vi.fn(async () => readCardDatabase());
    pageLike(fetch);
    await withCardDatabase(() => parseScenario(doc('Lightning Bolt')));
    expect(fetch).not.toHaveBeenCalled();
    expect(installedCardDatabase()).toBeNull();
  });

  it('fetches it once for a database name, then reads the document', async () => {
    const fetch = vi.fn(async () => readCardDatabase());
    pageLike(fetch);
    const sc = await withCardDatabase(() => parseScenario(doc('Sol Ring')));
    expect(sc.players[0].hand[0].card).toBe('Sol Ring');
    await withCardDatabase(() => parseScenario(doc('Grim Lavamancer')));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says both what is wrong and that the database could not be loaded, offline', async () => {
    pageLike(async () => {
      throw new Error('network down');
    });
    const e = await withCardDatabase(() => parseScenario(doc('Sol Ring'))).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ScenarioError);
    expect((e as ScenarioError).path).toBe('players[0].hand[0]');
    expect((e as ScenarioError).reason).toMatch(/unknown card "Sol Ring".*could not be loaded: network down/);
  });

  it('a name no card has is still refused with the nearest names, once the database is there', async () => {
    pageLike(async () => readCardDatabase());
    const e = await withCardDatabase(() => parseScenario(doc('Sol Rnig'))).catch((x: unknown) => x);
    expect((e as ScenarioError).reason).toMatch(/nearest known: Sol Ring/);
  });

  it('fetches it for a save naming a database card, though the save names the field from its own root', async () => {
    const fetch = vi.fn(async () => readCardDatabase());
    pageLike(fetch);
    const save = { version: 1, title: 't', source: doc('Sol Ring'), cursor: 0, nodes: [{ parent: null, action: null }] };
    const valid = await withCardDatabase(() => validateSave(save));
    expect(valid.source.players[0].hand[0].card).toBe('Sol Ring');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('reading a document in the page, where the Oracle compiler loads on first need (cards/compiler.ts)', () => {
  const custom = { format: 2, name: 't', cards: [{ name: "Judge's Bolt", manaCost: '{R}', typeLine: 'Instant', oracle: "Judge's Bolt deals 3 damage to any target." }], players: [{ name: 'Ann', hand: ["Judge's Bolt"] }, { name: 'Ben' }] };

  afterEach(() => {
    setDefinitionsLoader(null);
    installDefinitions({ definitionOf, definitionOfText });
  });

  it("doesn't load it for the built-in pool's cards, and loads it once for a custom card, then reads the document", async () => {
    installDefinitions(null);
    const load = vi.fn(async () => ({ definitionOf, definitionOfText }));
    setDefinitionsLoader(load);
    await withCardDatabase(() => parseScenario(doc('Lightning Bolt')));
    expect(load).not.toHaveBeenCalled();
    expect(() => parseScenario(custom)).toThrow(CompilerNotLoaded);
    const sc = await withCardDatabase(() => parseScenario(custom));
    expect(buildScenario(sc).state.cards["Judge's Bolt"].abilities[0]).toMatchObject({ kind: 'spell', effects: [{ kind: 'damage', amount: 3 }] });
    await withCardDatabase(() => parseScenario(custom));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
