// Autosave: the game and its whole timeline go to this browser's storage shortly after every
// change (and as the page is left), so a reload or a crash brings them back (startup.ts).
import { useEffect } from 'react';
import type { GameStoreApi } from '../store/game';
import { saveGame } from '../store/persist';
import { browserStorage } from './startup';

const DELAY_MS = 300;

export function useAutosave(api: GameStoreApi): void {
  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      const s = api.getState();
      if (s.source) saveGame(storage, s.title, s.source, s.timeline, s.cursor);
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
