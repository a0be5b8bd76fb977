// Shows the table of the game the page opened (main.tsx, session/startup.ts: a share link,
// ?scenario=, the autosave or the demo). Later games (the gallery, a file, a link) are loaded into
// the same store, so the autosave and the page's hooks follow them; only a first visit's demo is
// replaced by another store, when the storage turns out to hold a game after all. An error no
// region caught shows at the page's root, with the game kept (ErrorBoundary.tsx).
import { useEffect, useState } from 'react';
import type { GameStoreApi } from '../store/game';
import { GameContext } from './context';
import { Game } from './Game';
import { Notices } from './session/Notices';
import { ErrorBoundary } from './ErrorBoundary';
import { usePage } from './pageStore';
import type { Opening } from './session/startup';
import { firstBoardShown } from './session/firstBoard';

export function App({ opening }: { opening: Opening }) {
  const [api, setApi] = useState<GameStoreApi | null>(opening.api);
  useEffect(() => {
    let live = true;
    void opening.later.then((found) => {
      if (!live) return;
      found.notices.forEach(usePage.getState().notify);
      if (found.api) setApi(found.api);
    });
    return () => {
      live = false;
    };
  }, [opening]);
  // After the render that put the game (or the notice) on the page.
  useEffect(() => firstBoardShown(), []);

  return (
    <div className="flex h-dvh flex-col bg-slate-950 text-slate-100">
      <ErrorBoundary region="The page" api={api}>
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
