// The cards the builder searches: the built-in pool at once, every card of the database from the
// first keystroke on. The database (data, fetched) and the support levels (the Oracle compiler,
// a chunk of its own) load together, once per page; a failure is not remembered, so the next
// keystroke tries again.
import { useCallback, useState } from 'react';
import { CARDS } from '../../cards';
import { fetchCardDatabase } from '../../cards/databaseBrowser';
import { buildIndex, type SearchIndex } from '../../cards/search/searchIndex';
import type { SupportTable } from '../../cards/search/support';

type SupportModule = typeof import('../../cards/search/support');
type Loaded = { index: SearchIndex; support: SupportModule; table: SupportTable };

const POOL = Object.values(CARDS);
const POOL_INDEX = buildIndex(POOL);

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function loadEveryCard(): Promise<Loaded> {
  // Marks for the benchmark's breakdown (e2e/card-search-browser.bench.ts).
  performance.mark('every card: loading');
  loading ??= Promise.all([fetchCardDatabase().finally(() => performance.mark('every card: database read')), import('../../cards/search/support')])
    .then(([db, support]) => {
      const index = buildIndex(POOL, db.cards);
      performance.mark('every card: indexed');
      return (loaded = { index, support, table: support.supportTable(index) });
    })
    .catch((e: unknown) => {
      loading = null;
      const message = e instanceof Error ? e.message : String(e);
      throw new Error(message.startsWith('The card database') ? message : `The card database could not be loaded (${message}).`);
    });
  return loading;
}

export type EveryCard = {
  index: SearchIndex;
  status: 'pool' | 'loading' | 'ready' | 'failed';
  error?: string;
  support?: SupportModule;
  table?: SupportTable;
  /** Starts loading every card, unless it is loaded or loading. */
  load: () => void;
};

export function useEveryCard(): EveryCard {
  const [state, setState] = useState<{ status: EveryCard['status']; error?: string }>({ status: loaded ? 'ready' : 'pool' });
  const status = loaded ? 'ready' : state.status;
  const load = useCallback(() => {
    if (loaded || status === 'loading') return;
    setState({ status: 'loading' });
    loadEveryCard().then(
      () => setState({ status: 'ready' }),
      (e: Error) => setState({ status: 'failed', error: e.message }),
    );
  }, [status]);
  return { index: loaded?.index ?? POOL_INDEX, status, error: state.error, support: loaded?.support, table: loaded?.table, load };
}
