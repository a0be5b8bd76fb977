import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './light-theme.css';
import { App } from './ui/App';
import { applyTheme, initialTheme } from './ui/header/theme';
import { setCardDatabaseFetcher } from './cards/lookup';
import { setDefinitionsLoader } from './cards/compiler';
import { fetchCardDatabase } from './cards/databaseBrowser';
import { registerServiceWorker } from './serviceWorker';
import { DEMO, prefetchScenario, scenarioFromQuery, takeDemoPreload } from './ui/session/scenarioUrl';
import { openStorage } from './ui/session/browserStorage';
import { afterFirstBoard } from './ui/session/firstBoard';
import { NOTHING_LATER, openPage, type Opening } from './ui/session/startup';
import { cleanAddress, takeHash } from './ui/session/useShareLinks';
import { usePage } from './ui/pageStore';

// Card names beyond the built-in pool are looked up in the database, fetched when first needed, and
// compiled by the Oracle compiler, a chunk of its own loaded with it (cards/compiler.ts).
setCardDatabaseFetcher(fetchCardDatabase);
setDefinitionsLoader(() => import('./cards/definition'));

// The scenario the page will likely open, fetched now rather than once the page is set up: a share
// link (#game=) carries its own game.
const asked = location.hash ? null : scenarioFromQuery(location.search);
if (asked && 'path' in asked) prefetchScenario(asked.path);
if (!asked || !('path' in asked) || asked.path !== DEMO) takeDemoPreload();

// The saved games' storage, opened now: on a cold load it opens (off the main thread) while the
// game is set up. A first visit's demo doesn't wait for it (session/startup.ts).
void openStorage();

// Before the first paint, so the page never flashes the other theme.
applyTheme(initialTheme());

// Offline after the first visit (issue 16): only the production build has a service worker. Its
// precaching waits for the first board (session/firstBoard.ts).
if (import.meta.env.PROD) registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`, afterFirstBoard);

// The game is set up before React's first render, so the page renders once, the board (or what went
// wrong) in place of index.html's "Loading…", not a placeholder first and the board after. The link
// leaves the address before it is read: one that hangs or crashes the page must not do it again on
// reload.
const root = createRoot(document.getElementById('root')!);
void openPage(takeHash(), location.search)
  .catch((e: unknown): Opening => ({
    api: null,
    notices: [{ kind: 'scenarioError', title: "This scenario can't be set up", text: e instanceof Error ? e.message : String(e) }],
    later: NOTHING_LATER,
  }))
  .then((opening) => {
    opening.notices.forEach(usePage.getState().notify);
    cleanAddress();
    root.render(
      <StrictMode>
        <App opening={opening} />
      </StrictMode>,
    );
  });
