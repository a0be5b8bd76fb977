// Opens the game the page starts with (startup.ts: a share link, ?scenario=, the autosave or the
// demo) and shows the table. Later games (the gallery, a file, a link) are loaded into the same
// store, so the autosave and the page's hooks follow them. An error no region caught shows at the
// page's root, with the game kept (ErrorBoundary.tsx).
import { useEffect, useState } from 'react';
import type { GameStoreApi } from '../store/game';
import { GameContext } from './context';
import { Game } from './Game';
import { Notices } from './session/Notices';
import { ErrorBoundary } from './ErrorBoundary';
import { usePage } from './pageStore';
import { startGame, type Start } from './session/startup';
import { openStorage } from './session/browserStorage';
import { cleanAddress, takeHash } from './session/useShareLinks';
import { firstBoardShown } from './session/firstBoard';

// Started once, even when React runs effects twice (StrictMode): a save set aside on the first
// run must still be reported.
let starting: Promise<Start> | null = null;

export function App() {
  const [api, setApi] = useState<GameStoreApi | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // The link leaves the address before it is read: one that hangs or crashes the page must not
    // do it again on reload.
    const hash = takeHash();
    const { search } = window.location;
    starting ??= openStorage().then(async ({ storage, notice }) => {
      const s = await startGame(hash, search, storage);
      return notice ? { ...s, notices: [notice, ...s.notices] } : s;
    });
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
  // After the render that put the game (or the notice) on the page.
  useEffect(() => {
    if (api !== undefined) firstBoardShown();
  }, [api]);

  return (
    <div className="flex h-dvh flex-col bg-slate-950 text-slate-100">
      <ErrorBoundary region="The page" api={api ?? null}>
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
      </ErrorBoundary>
    </div>
  );
}
