// The one door to the browser's storage for saves (persist.ts, recent.ts, migrate.ts): IndexedDB in
// the page (ui/session/indexedDb.ts), localStorage before it, an in-memory fake in tests. Async,
// since IndexedDB is; values are JSON texts, so a save reads the same from any of them.

export interface KeyValueStorage {
  getItem(key: string): Promise<string | null>;
  /** Rejects with a QuotaExceededError when the storage has no room. */
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Every key held (cleaning up and migrating list them). */
  keys(): Promise<string[]>;
  /** Runs `task` while no other tab runs one (Web Locks in the browser), so two tabs' saves never interleave. */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
}

/** The browsers' names for a full storage: Firefox said NS_ERROR_DOM_QUOTA_REACHED before it said QuotaExceededError. */
export function isQuotaError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

const queues = new WeakMap<KeyValueStorage, Promise<unknown>>();

/**
 * Run `task` alone on this storage: after this page's earlier tasks (a save still being written
 * when the next starts), and inside the storage's lock across tabs. Not reentrant: only the
 * exported entry points of persist.ts and recent.ts take it.
 */
export function exclusive<T>(storage: KeyValueStorage, task: () => Promise<T>): Promise<T> {
  const run = () => (storage.exclusive ? storage.exclusive(task) : task());
  const next = (queues.get(storage) ?? Promise.resolve()).then(run, run);
  queues.set(storage, next.catch(() => undefined));
  return next;
}

/** A synchronous Web Storage (localStorage) behind the async door: what saves were kept in before IndexedDB. */
export function fromWebStorage(s: Storage): KeyValueStorage {
  return {
    getItem: async (k) => s.getItem(k),
    setItem: async (k, v) => s.setItem(k, v),
    removeItem: async (k) => s.removeItem(k),
    keys: async () => Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null),
  };
}
