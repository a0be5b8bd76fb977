// What the builder's search needs, each loaded on demand, once per page: the search's code (a
// chunk) when the builder opens, with the built-in pool's index; every card of the database
// (data, fetched), the support levels the build read (data, fetched with it) and the Oracle
// compiler (another chunk) on the first keystroke. A failure is not remembered: the next keystroke
// tries again.
import { loadDefinitions } from '../../cards/compiler';
import { useCallback, useEffect, useState } from 'react';
import { CARDS } from '../../cards';
// Not in a chunk: the fetch starts with the first keystroke, not after a script's round trip.
import { fetchCardDatabase } from '../../cards/databaseBrowser';
import { installCardDatabase } from '../../cards/lookup';
import { fetchSupportFile, readSupportFile } from '../../cards/search/supportLevels';
import type { SearchIndex } from '../../cards/search/searchIndex';
import type { SupportTable } from '../../cards/search/support';

export type SearchEngine = typeof import('./searchEngine');
type SupportModule = typeof import('../../cards/search/support');
type Pool = { engine: SearchEngine; index: SearchIndex };
type Every = { index: SearchIndex; support: SupportModule; table: SupportTable };

const POOL = Object.values(CARDS);

let pool: Pool | null = null;
let poolLoading: Promise<Pool> | null = null;
let every: Every | null = null;
let everyLoading: Promise<Every> | null = null;

function loadEngine(): Promise<Pool> {
  poolLoading ??= import('./searchEngine')
    .then((engine) => (pool = { engine, index: engine.buildIndex(POOL) }))
    .catch((e: unknown) => {
      poolLoading = null;
      throw e;
    });
  return poolLoading;
}

function loadEveryCard(): Promise<Every> {
  // Marks for the benchmark's breakdown (e2e/card-search-browser.bench.ts).
  performance.mark('every card: loading');
  everyLoading ??= Promise.all([
    fetchCardDatabase().finally(() => performance.mark('every card: database read')),
    // Never fails: without it (`npm run dev`), `is:` compiles every card in the page (support.ts).
    fetchSupportFile(),
    import('../../cards/search/support'),
    loadEngine(),
    // Its cards are compiled as they are added (cards/compiler.ts).
    loadDefinitions(),
  ])
    .then(([db, built, support, { engine }]) => {
      // Every name the search finds can now be added, and opened from a document or a link.
      installCardDatabase(db);
      const index = engine.buildIndex(POOL, db.cards);
      performance.mark('every card: indexed');
      return (every = { index, support, table: support.supportTable(index, readSupportFile(built, db.cards)) });
    })
    .catch((e: unknown) => {
      everyLoading = null;
      const message = e instanceof Error ? e.message : String(e);
      throw new Error(message.startsWith('The card database') ? message : `The card database could not be loaded (${message}).`);
    });
  return everyLoading;
}

export type EveryCard = {
  /** The search's code, once loaded. */
  engine?: SearchEngine;
  /** Every card once loaded; the built-in pool until then. */
  index?: SearchIndex;
  status: 'pool' | 'loading' | 'ready' | 'failed';
  error?: string;
  support?: SupportModule;
  table?: SupportTable;
  /** Starts loading every card, unless it is loaded or loading. */
  load: () => void;
};

export function useEveryCard(): EveryCard {
  const [state, setState] = useState<{ status: EveryCard['status']; error?: string }>({ status: every ? 'ready' : 'pool' });
  const [, setEngine] = useState(pool);
  useEffect(() => {
    if (!pool) loadEngine().then(setEngine, (e: Error) => setState({ status: 'failed', error: `The card search could not be loaded (${e.message}).` }));
  }, []);
  const status = every ? 'ready' : state.status;
  const load = useCallback(() => {
    if (every || status === 'loading') return;
    setState({ status: 'loading' });
    loadEveryCard().then(
      () => setState({ status: 'ready' }),
      (e: Error) => setState({ status: 'failed', error: e.message }),
    );
  }, [status]);
  return { engine: pool?.engine, index: every?.index ?? pool?.index, status, error: state.error, support: every?.support, table: every?.table, load };
}
