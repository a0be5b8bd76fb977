// IndexedDB behind KeyValueStorage (store/storage.ts): one object store of JSON texts. A small
// wrapper of our own rather than a package: five calls, and a write resolves only once its
// transaction has committed, so a QuotaExceededError (which aborts the transaction) reaches the
// save that caused it. Saves of two tabs are kept apart by a Web Lock.
import type { KeyValueStorage } from '../../store/storage';

const DB = 'mtg-rules-sandbox';
const STORE = 'saves';
const LOCK = 'mtg-rules-sandbox:saves';

function opened(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('another tab holds an older version of the storage open'));
  });
}

/** IndexedDB, or a rejection where the browser refuses it (some private modes). */
export async function indexedDbStorage(): Promise<KeyValueStorage> {
  const db = await opened();
  const run = <T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onabort = () => reject(tx.error ?? req.error ?? new Error('the storage refused the write'));
    });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return {
    getItem: async (k) => ((await run('readonly', (s) => s.get(k))) as string | undefined) ?? null,
    setItem: async (k, v) => void (await run('readwrite', (s) => s.put(v, k))),
    removeItem: async (k) => void (await run('readwrite', (s) => s.delete(k))),
    keys: async () => (await run('readonly', (s) => s.getAllKeys())).map(String),
    ...(locks ? { exclusive: <T,>(task: () => Promise<T>) => locks.request(LOCK, task) as Promise<T> } : {}),
  };
}
