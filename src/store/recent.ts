// Recent games: every game the page replaced (a gallery scenario opened, a file imported, a link
// followed, a new empty game) is kept, with its whole timeline, so nothing a user did is lost.
//
// A game is kept as persist.ts saved it: the autosave's header is taken out of the autosave slot
// and listed here, its scenario and steps left under their own keys, so keeping a game writes
// nothing but this small index. Opening one puts its header back in the slot. The index lists the
// newest first; past RECENT_LIMIT the oldest go. When the storage is full, the oldest recent game
// is removed to make room and the caller is told which; the game being played is never removed.
//
// Everything goes through KeyValueStorage (getItem, setItem, removeItem), the one door a move to
// another storage (IndexedDB) has to replace.
import type { Scenario } from '../scenario/types';
import { isQuotaError, putSave, readSave, removeTaken, saveGame, takeSave, type KeyValueStorage, type Restored } from './persist';
import type { Timeline } from './timeline';
import { isRecentEntry } from './saveValidate';

export const RECENT_KEY = 'mtg-rules-sandbox:recent';
export const RECENT_LIMIT = 20;

export type RecentGame = {
  /** Names the entry in this index. */
  key: string;
  name: string;
  /** When it was last changed (ms since 1970). */
  changed: number;
  /** The actions in its timeline, every line counted. */
  actions: number;
  /** Its save's header, as persist.ts wrote it. */
  header: string;
};

export type CurrentGame = { title: string; source: Scenario; timeline: Timeline; cursor: number };

export function listRecent(storage: KeyValueStorage): RecentGame[] {
  try {
    const list = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter(isRecentEntry) : [];
  } catch {
    return [];
  }
}

/** Remove a recent game from the list and its save from the storage. */
function forget(storage: KeyValueStorage, game: RecentGame): void {
  removeTaken(storage, game.header);
}

/** Write the index, removing the oldest games while the storage is full; the games removed are added to `dropped`. */
function writeIndex(storage: KeyValueStorage, list: RecentGame[], dropped: RecentGame[]): void {
  for (;;) {
    try {
      storage.setItem(RECENT_KEY, JSON.stringify(list));
      return;
    } catch (e) {
      if (!isQuotaError(e) || !list.length) return;
      const oldest = list.pop()!;
      forget(storage, oldest);
      dropped.push(oldest);
    }
  }
}

/** Drop the oldest recent game, but never `keep`; null when there is none to drop. */
function dropOldest(storage: KeyValueStorage, keep?: string): RecentGame | null {
  const list = listRecent(storage);
  let i = list.length - 1;
  while (i >= 0 && list[i].key === keep) i--;
  if (i < 0) return null;
  const [oldest] = list.splice(i, 1);
  forget(storage, oldest);
  writeIndex(storage, list, []);
  return oldest;
}

/**
 * Autosave the game being played. While the storage is full the oldest recent game is dropped and
 * the save tried again; `saved` is false when it still can't be written (nothing left to drop, or
 * a storage that refuses every write).
 */
export function saveCurrent(storage: KeyValueStorage, g: CurrentGame, now = Date.now(), keep?: string): { saved: boolean; dropped: RecentGame[] } {
  const dropped: RecentGame[] = [];
  for (;;) {
    const result = saveGame(storage, g.title, g.source, g.timeline, g.cursor, now);
    if (result === 'saved') return { saved: true, dropped };
    const oldest = result === 'full' ? dropOldest(storage, keep) : null;
    if (!oldest) return { saved: false, dropped };
    dropped.push(oldest);
  }
}

let made = 0;

/** Move the autosaved game to the top of the recent games (before another game takes its place). */
export function keepSaved(storage: KeyValueStorage, now = Date.now()): { kept: RecentGame | null; dropped: RecentGame[] } {
  const taken = takeSave(storage);
  if (!taken) return { kept: null, dropped: [] };
  // A game with no action is the position as it was opened, which its gallery entry, file or link
  // opens again: keeping it would only push real work out of the list. One that can't be read is
  // always kept.
  if (taken.empty) {
    removeTaken(storage, taken.header);
    return { kept: null, dropped: [] };
  }
  const kept: RecentGame = { key: `${now.toString(36)}-${(made++).toString(36)}`, name: taken.title, changed: taken.changed ?? now, actions: taken.actions, header: taken.header };
  const list = [kept, ...listRecent(storage)];
  // Past the limit the oldest go quietly: the list promises the last RECENT_LIMIT games.
  for (const old of list.splice(RECENT_LIMIT)) forget(storage, old);
  const dropped: RecentGame[] = [];
  writeIndex(storage, list, dropped);
  return { kept: dropped.includes(kept) ? null : kept, dropped };
}

/**
 * Open a recent game: it leaves the list and becomes the autosaved game; the game being played
 * (`current`, saved first) takes its place at the top of the list. Throws an Error saying why
 * when the game can't be read, and then changes nothing.
 */
export function reopen(storage: KeyValueStorage, key: string, current: CurrentGame | null, now = Date.now()): { game: Restored; entry: RecentGame; kept: RecentGame | null; dropped: RecentGame[] } {
  const entry = listRecent(storage).find((g) => g.key === key);
  if (!entry) throw new Error('it is no longer in this browser’s storage');
  const game = readSave(storage, entry.header);
  const dropped = current ? saveCurrent(storage, current, now, key).dropped : [];
  writeIndex(storage, listRecent(storage).filter((g) => g.key !== key), dropped);
  const keeping = keepSaved(storage, now);
  putSave(storage, entry.header, game);
  return { game, entry, kept: keeping.kept, dropped: [...dropped, ...keeping.dropped] };
}
