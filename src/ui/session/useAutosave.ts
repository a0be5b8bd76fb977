// Autosave: the game and its whole timeline go to this browser's storage shortly after every
// change (and as the page is left), so a reload or a crash brings them back (startup.ts). When the
// storage is full, the oldest recent games make room (store/recent.ts), and the page says which.
import { useEffect } from 'react';
import type { GameStoreApi } from '../../store/game';
import { saveCurrent } from '../../store/recent';
import { browserStorage } from './browserStorage';
import { usePage } from '../pageStore';
import { tell, UNSAVED } from './recentGames';

const DELAY_MS = 300;

export function useAutosave(api: GameStoreApi): void {
  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Said once: a storage that refuses one save refuses the next ones too.
    let unsaved = false;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      const s = api.getState();
      if (!s.source) return;
      const result = saveCurrent(storage, { title: s.title, source: s.source, timeline: s.timeline, cursor: s.cursor });
      if (result.dropped.length) tell(null, result.dropped);
      if (!result.saved && !unsaved) usePage.getState().notify(UNSAVED);
      unsaved = !result.saved;
    };
    // The game the page opened on is saved at once: a share link's game survives a reload too.
    save();
    const unsubscribe = api.subscribe((s, before) => {
      if (s.version === before.version && s.cursor === before.cursor && s.title === before.title) return;
      clearTimeout(timer);
      timer = setTimeout(save, DELAY_MS);
    });
    const flush = () => timer !== undefined && save();
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [api]);
}
