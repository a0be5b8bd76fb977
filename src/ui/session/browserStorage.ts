// The storage the page saves games in (the autosave, recent games): IndexedDB, whose quota is a
// share of the disk, behind the KeyValueStorage interface of store/storage.ts. Saves an older
// sandbox kept in localStorage are moved there on the first load (store/migrate.ts). Where
// IndexedDB is refused, or the move fails, localStorage serves as before, and the page says why.
import { migrateSaves } from '../../store/migrate';
import { tidy } from '../../store/recent';
import { fromWebStorage, isQuotaError, type KeyValueStorage } from '../../store/storage';
import type { Notice } from '../pageStore';
import { indexedDbStorage } from './indexedDb';

export type Opened = { storage: KeyValueStorage | null; notice: Notice | null };

function local(): KeyValueStorage | null {
  try {
    return fromWebStorage(window.localStorage);
  } catch {
    return null;
  }
}

async function open(): Promise<Opened> {
  const old = local();
  let db: KeyValueStorage;
  try {
    db = await indexedDbStorage();
  } catch {
    return { storage: old, notice: null };
  }
  if (!old) return { storage: db, notice: null };
  try {
    await (db.exclusive ? db.exclusive(() => migrateSaves(old, db)) : migrateSaves(old, db));
    void tidy(db).catch(() => undefined);
    return { storage: db, notice: null };
  } catch (e) {
    const why = isQuotaError(e) ? 'the browser’s storage is full' : e instanceof Error ? e.message : String(e);
    return {
      storage: old,
      notice: {
        kind: 'storage',
        title: 'Your saved games stay in the old storage',
        text: `They could not be moved to IndexedDB (${why}), so they are kept where they were (localStorage, about 5 MB) and open as before. Export JSON (Share & files) keeps a long game in a file.`,
      },
    };
  }
}

let opening: Promise<Opened> | null = null;

/** The page's storage, opened (and its old saves moved) once. */
export function openStorage(): Promise<Opened> {
  // The mark: where a cold load's time goes (e2e/cold-load.bench.ts).
  opening ??= open().finally(() => performance.mark('startup: storage open'));
  return opening;
}

/** The page's storage; null where the browser refuses every storage. */
export async function browserStorage(): Promise<KeyValueStorage | null> {
  return (await openStorage()).storage;
}
