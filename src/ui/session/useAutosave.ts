// Autosave: the game and its whole timeline go to this browser's storage shortly after every
// change (and as the page is left), so a reload or a crash brings them back (startup.ts). When the
// storage is full, room is made (store/recent.ts), and the page says what was removed. A save that
// fails anyway is said at once, with what to do, and tried again after each change and every
// RETRY_MS until it works; the page then says the game is saved again.
import { useEffect } from 'react';
import type { GameStoreApi } from '../../store/game';
import { saveCurrent } from '../../store/recent';
import { browserStorage } from './browserStorage';
import { usePage } from '../pageStore';
import { currentGame, tell } from './recentGames';
import { FORKED, SAVED_AGAIN, unsavedNotice } from './saveNotices';
import { watchOtherTabs } from './otherTabs';
import { forgetJournal, keepJournal } from './unsavedJournal';
import type { KeyValueStorage } from '../../store/storage';
import { settledGame } from './startup';
import { markKept } from './firstVisit';

const DELAY_MS = 300;
export const RETRY_MS = 10_000;

export function useAutosave(api: GameStoreApi): void {
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setInterval> | undefined;
    let unsaved = false;
    // A change not yet in the storage: set by each change, cleared when a save that began after it ends.
    let changed = 0;
    let savedUpTo = 0;
    let storage: KeyValueStorage | null = null;
    const save = async () => {
      clearTimeout(timer);
      timer = undefined;
      const upTo = changed;
      // A first visit's demo is shown before the storage is read (startup.ts): it is saved only
      // once the page has settled on it, never over a game the storage holds.
      if ((await settledGame) !== api) return;
      storage ??= await browserStorage();
      if (!storage) return;
      const result = await saveCurrent(storage, () => currentGame(api));
      if (result.saved) {
        savedUpTo = Math.max(savedUpTo, upTo);
        forgetJournal();
        markKept();
      }
      const page = usePage.getState();
      if (result.dropped.length) tell(null, result.dropped);
      if (result.forked) page.notify(FORKED);
      if (!result.saved) {
        // Said once when saves start failing (each retry would bring back a dismissed notice).
        if (!unsaved) page.notify(unsavedNotice(result.full));
        retry ??= live ? setInterval(() => void save(), RETRY_MS) : undefined;
      } else if (unsaved) {
        page.notify(SAVED_AGAIN);
        clearInterval(retry);
        retry = undefined;
      }
      unsaved = !result.saved;
    };
    void browserStorage().then((opened) => {
      storage = opened;
      if (opened) watchOtherTabs(opened);
    });
    // The game the page opened on is saved at once: a share link's game survives a reload too.
    void save();
    const unsubscribe = api.subscribe((s, before) => {
      if (s.version === before.version && s.cursor === before.cursor && s.title === before.title) return;
      changed++;
      clearTimeout(timer);
      timer = setTimeout(() => void save(), DELAY_MS);
    });
    // Leaving the page: the save may not commit before it ends (IndexedDB is async), so what it
    // lacks is also kept synchronously (unsavedJournal.ts).
    const flush = () => {
      const s = api.getState();
      if (changed > savedUpTo && storage && s.source) keepJournal(storage, { title: s.title, source: s.source, timeline: s.timeline, cursor: s.cursor });
      if (timer !== undefined) void save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      live = false;
      unsubscribe();
      clearInterval(retry);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [api]);
}
