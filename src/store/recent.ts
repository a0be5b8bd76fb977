// Recent games: every game the page replaced (a gallery scenario opened, a file imported, a link
// followed, a new empty game) is kept, with its whole timeline, so nothing a user did is lost.
//
// A game is kept as persist.ts saved it: the autosave's pointer is taken out of the autosave slot
// and listed here, its scenario and steps left under their own keys, so keeping a game writes
// nothing but this small index. Opening one puts its pointer back in the slot. The index lists the
// newest first; past RECENT_LIMIT the oldest go. When the storage is full, room is made in this
// order, and the caller is told what went: keys no game needs (cleanup.ts), then set-aside saves,
// then recent games, oldest first; the game being played is never removed. A game another tab's
// save took the slot from is kept here too (persist.ts, `displaced`).
//
// Everything goes through KeyValueStorage (storage.ts); the exported functions each take the
// storage for themselves (`exclusive`), so two tabs never interleave.
import type { Scenario } from '../scenario/types';
import { cleanUp, setAsideKeys } from './cleanup';
import { putSave, readSave, removeTaken, SAVE_KEY, saveGame, savedId, summary, takeSave, type Restored } from './persist';
import { exclusive, isQuotaError, type KeyValueStorage } from './storage';
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
  /** Its save's pointer (or header, for an older save), as persist.ts wrote it. */
  header: string;
};

export type CurrentGame = { title: string; source: Scenario; timeline: Timeline; cursor: number };

async function readIndex(storage: KeyValueStorage): Promise<RecentGame[]> {
  try {
    const list = JSON.parse((await storage.getItem(RECENT_KEY)) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter(isRecentEntry) : [];
  } catch {
    return [];
  }
}

export function listRecent(storage: KeyValueStorage): Promise<RecentGame[]> {
  return exclusive(storage, () => readIndex(storage));
}

/** Write the index, removing the oldest games while the storage is full; the games removed are added to `dropped`. */
async function writeIndex(storage: KeyValueStorage, list: RecentGame[], dropped: RecentGame[]): Promise<void> {
  for (;;) {
    try {
      await storage.setItem(RECENT_KEY, JSON.stringify(list));
      return;
    } catch (e) {
      if (!isQuotaError(e) || !list.length) return;
      const oldest = list.pop()!;
      await removeTaken(storage, oldest.header);
      dropped.push(oldest);
    }
  }
}

/** Drop the oldest recent game, but never `keep`; null when there is none to drop. */
async function dropOldest(storage: KeyValueStorage, keep?: string): Promise<RecentGame | null> {
  const list = await readIndex(storage);
  let i = list.length - 1;
  while (i >= 0 && list[i].key === keep) i--;
  if (i < 0) return null;
  const [oldest] = list.splice(i, 1);
  await removeTaken(storage, oldest.header);
  await writeIndex(storage, list, []);
  return oldest;
}

/** A set-aside save removed for room, listed with the recent games dropped. */
function setAsideEntry(key: string): RecentGame {
  return { key, name: `the unreadable save set aside as ${key}`, changed: 0, actions: 0, header: '' };
}

/** Make room: keys no game needs, then the oldest set-aside save, then the oldest recent game (never `keep`). False when nothing is left. */
async function makeRoom(storage: KeyValueStorage, dropped: RecentGame[], keep: string | undefined, cleaned: { done: boolean }): Promise<boolean> {
  const kept = (await readIndex(storage)).map((g) => g.header);
  if (!cleaned.done) {
    cleaned.done = true;
    const removed = await cleanUp(storage, kept).catch(() => []);
    dropped.push(...removed.map(setAsideEntry));
    return true;
  }
  const asides = await setAsideKeys(storage);
  if (asides.length) {
    dropped.push(...(await cleanUp(storage, kept, asides.length - 1)).map(setAsideEntry));
    return true;
  }
  const oldest = await dropOldest(storage, keep);
  if (oldest) dropped.push(oldest);
  return !!oldest;
}

/** The result of a save: `forked` when another tab had saved this game meanwhile (persist.ts). */
export type SaveOutcome = { saved: boolean; full: boolean; forked: boolean; dropped: RecentGame[] };

async function saveUnlocked(storage: KeyValueStorage, g: CurrentGame, now: number, keep?: string): Promise<SaveOutcome> {
  const dropped: RecentGame[] = [];
  const cleaned = { done: false };
  for (;;) {
    const s = await saveGame(storage, g.title, g.source, g.timeline, g.cursor, now);
    if (s.result === 'saved') {
      await placed(storage, s.displaced, now, dropped);
      return { saved: true, full: false, forked: s.forked, dropped };
    }
    if (s.result !== 'full' || !(await makeRoom(storage, dropped, keep, cleaned))) return { saved: false, full: s.result === 'full', forked: false, dropped };
  }
}

/**
 * The autosave's pointer moved to this page's game: the game it named before (another tab's, or
 * one left there) joins the recent games, and this page's game leaves them if it was listed.
 */
async function placed(storage: KeyValueStorage, displaced: string | null, now: number, dropped: RecentGame[]): Promise<void> {
  if (displaced === null) return;
  const here = savedId(await storage.getItem(SAVE_KEY));
  const list = (await readIndex(storage)).filter((g) => savedId(g.header) !== here);
  if (!list.some((g) => g.header === displaced || (savedId(displaced) !== undefined && savedId(g.header) === savedId(displaced)))) {
    const s = await summary(storage, displaced);
    if (s.empty) await removeTaken(storage, displaced);
    else list.unshift(entry(displaced, s, now));
  }
  await writeIndex(storage, list.slice(0, RECENT_LIMIT), dropped);
}

let made = 0;

function entry(header: string, s: Awaited<ReturnType<typeof summary>>, now: number): RecentGame {
  return { key: `${now.toString(36)}-${(made++).toString(36)}`, name: s.title, changed: s.changed ?? now, actions: s.actions, header };
}

/**
 * Autosave the game being played. While the storage is full, room is made (see above) and the save
 * tried again; `saved` is false when it still can't be written (nothing left to remove, or a
 * storage that refuses every write).
 */
export function saveCurrent(storage: KeyValueStorage, g: CurrentGame | (() => CurrentGame | null), now = Date.now(), keep?: string): Promise<SaveOutcome> {
  return exclusive(storage, async () => {
    // Read as the save begins, not when it was asked for: a save queued behind the opening of
    // another game (reopen, below) must write that game, or the game just opened would be
    // displaced into the list by the one it replaced.
    const game = typeof g === 'function' ? g() : g;
    return game ? saveUnlocked(storage, game, now, keep) : { saved: true, full: false, forked: false, dropped: [] };
  });
}

async function keepUnlocked(storage: KeyValueStorage, now: number): Promise<{ kept: RecentGame | null; dropped: RecentGame[] }> {
  const taken = await takeSave(storage);
  if (!taken) return { kept: null, dropped: [] };
  // A game with no action is the position as it was opened, which its gallery entry, file or link
  // opens again: keeping it would only push real work out of the list. One that can't be read is
  // always kept.
  if (taken.empty) {
    await removeTaken(storage, taken.header);
    return { kept: null, dropped: [] };
  }
  const kept = entry(taken.header, taken, now);
  const list = [kept, ...(await readIndex(storage))];
  // Past the limit the oldest go quietly: the list promises the last RECENT_LIMIT games.
  for (const old of list.splice(RECENT_LIMIT)) await removeTaken(storage, old.header);
  const dropped: RecentGame[] = [];
  await writeIndex(storage, list, dropped);
  return { kept: dropped.includes(kept) ? null : kept, dropped };
}

/** Move the autosaved game to the top of the recent games (before another game takes its place). */
export function keepSaved(storage: KeyValueStorage, now = Date.now()): Promise<{ kept: RecentGame | null; dropped: RecentGame[] }> {
  return exclusive(storage, () => keepUnlocked(storage, now));
}

/** Save the game being played and keep it in recent games: what happens before another game takes its place. */
export function keepCurrent(storage: KeyValueStorage, g: CurrentGame, now = Date.now()): Promise<{ kept: RecentGame | null; dropped: RecentGame[]; saved: SaveOutcome }> {
  return exclusive(storage, async () => {
    const saved = await saveUnlocked(storage, g, now);
    const keeping = await keepUnlocked(storage, now);
    return { ...keeping, dropped: [...saved.dropped, ...keeping.dropped], saved };
  });
}

/** Remove what no game needs (cleanup.ts): run as the page opens, so leftovers can't pile up. Returns the set-aside saves removed. */
export function tidy(storage: KeyValueStorage): Promise<string[]> {
  return exclusive(storage, async () => cleanUp(storage, (await readIndex(storage)).map((g) => g.header)));
}

/** Remove every recent game and its save (the game being played stays). */
export function clearRecent(storage: KeyValueStorage): Promise<number> {
  return exclusive(storage, async () => {
    const list = await readIndex(storage);
    for (const g of list) await removeTaken(storage, g.header);
    await storage.removeItem(RECENT_KEY);
    await cleanUp(storage, []);
    return list.length;
  });
}

/**
 * Open a recent game: it leaves the list and becomes the autosaved game; the game being played
 * (`current`, saved first) takes its place at the top of the list; `onTable` puts the game on the
 * table while the storage is still held. Throws an Error saying why
 * when the game can't be read, and then changes nothing.
 */
export function reopen(
  storage: KeyValueStorage,
  key: string,
  current: CurrentGame | null,
  now = Date.now(),
  onTable?: (game: Restored) => void,
): Promise<{ game: Restored; entry: RecentGame; kept: RecentGame | null; dropped: RecentGame[] }> {
  return exclusive(storage, async () => {
    const entry = (await readIndex(storage)).find((g) => g.key === key);
    if (!entry) throw new Error('it is no longer in this browser’s storage');
    const game = await readSave(storage, entry.header);
    const dropped = current ? (await saveUnlocked(storage, current, now, key)).dropped : [];
    await writeIndex(storage, (await readIndex(storage)).filter((g) => g.key !== key), dropped);
    const keeping = await keepUnlocked(storage, now);
    await putSave(storage, entry.header, game);
    // The game goes on the table before the storage is let go, so the next save written is of it.
    onTable?.(game);
    return { game, entry, kept: keeping.kept, dropped: [...dropped, ...keeping.dropped] };
  });
}
