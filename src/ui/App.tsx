// Opens the game the page starts with (startup.ts: a share link, ?scenario=, the autosave or the
// demo) and shows the table. Later games (the gallery, a file, a link) are loaded into the same
// store, so the autosave and the page's hooks follow them.
import { useEffect, useState } from 'react';
import type { GameStoreApi } from '../store/game';
import { GameContext } from './context';
import { Game } from './Game';
import { Notices } from './session/Notices';
import { usePage } from './pageStore';
import { browserStorage, startGame, type Start } from './session/startup';
import { cleanAddress, takeHash } from './session/useShareLinks';

// Started once, even when React runs effects twice (StrictMode): a save set aside on the first
// run must still be reported.
let starting: Promise<Start> | null = null;

export function App() {
  const [api, setApi] = useState<GameStoreApi | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    starting ??= startGame(takeHash(), window.location.search, browserStorage());
    starting.then((s) => {
      if (!live) return;
      const page = usePage.getState();
      if (!page.notices.length) s.notices.forEach(page.notify);
      cleanAddress();
      setApi(s.api);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="flex h-screen flex-col bg-slate-950 text-slate-100">
      {api === undefined && <p className="p-6 text-slate-300">Loading the scenario…</p>}
      {api === null && (
        <div className="p-3">
          <Notices />
        </div>
      )}
      {api && (
        <GameContext.Provider value={api}>
          <Game />
        </GameContext.Provider>
      )}
    </div>
  );
}
