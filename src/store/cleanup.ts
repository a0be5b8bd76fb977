// Keys no game needs any more, removed so they can't fill the storage over time: the keys of a game
// that nothing names (a save cut short by a closed tab, a recent game whose removal was
// interrupted), and set-aside saves past the newest SET_ASIDE_LIMIT, oldest first. A game is named
// by the autosave's pointer, by this page's own game, by a recent game's entry or by a set-aside
// save still kept: those are never touched. Run inside `exclusive` (storage.ts), so another tab's
// save can't be caught half written.
import { currentId, gamePrefix, SAVE_KEY, savedId, SET_ASIDE, type KeyValueStorage } from './persist';

export const SET_ASIDE_LIMIT = 5;

const when = (key: string) => Number(key.slice(SET_ASIDE.length)) || 0;

/** The set-aside saves, oldest first. */
export async function setAsideKeys(storage: KeyValueStorage): Promise<string[]> {
  return (await storage.keys()).filter((k) => k.startsWith(SET_ASIDE)).sort((a, b) => when(a) - when(b));
}

/**
 * Remove the set-aside saves past the newest `limit` and every game no one names; `kept`: the
 * headers recent games list. Returns the set-aside keys removed.
 */
export async function cleanUp(storage: KeyValueStorage, kept: readonly string[], limit = SET_ASIDE_LIMIT): Promise<string[]> {
  const asides = await setAsideKeys(storage);
  const removed = asides.slice(0, Math.max(0, asides.length - limit));
  for (const key of removed) await storage.removeItem(key);
  const named = new Set<string | undefined>([currentId(storage), savedId(await storage.getItem(SAVE_KEY)), ...kept.map(savedId)]);
  for (const key of asides.slice(removed.length)) named.add(savedId(await storage.getItem(key)));
  const games = `${SAVE_KEY}:`;
  for (const key of await storage.keys()) {
    if (!key.startsWith(games)) continue;
    const id = key.slice(games.length).split(':')[0];
    if (!named.has(id) && key.startsWith(gamePrefix(id))) await storage.removeItem(key);
  }
  return removed;
}
