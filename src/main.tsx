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
import { prefetchScenario, scenarioFromQuery } from './ui/session/scenarioUrl';
import { openStorage } from './ui/session/browserStorage';
import { afterFirstBoard } from './ui/session/firstBoard';

// Card names beyond the built-in pool are looked up in the database, fetched when first needed, and
// compiled by the Oracle compiler, a chunk of its own loaded with it (cards/compiler.ts).
setCardDatabaseFetcher(fetchCardDatabase);
setDefinitionsLoader(() => import('./cards/definition'));

// The scenario the page will likely open, fetched now rather than once the storage is open
// (session/startup.ts): a share link (#game=) carries its own game.
if (!location.hash) {
  const asked = scenarioFromQuery(location.search);
  if ('path' in asked) prefetchScenario(asked.path);
}

// The saved games' storage, opened now rather than in App's first effect, after React's first
// render: on a cold load the two overlap (IndexedDB opens off the main thread).
void openStorage();

// Before the first paint, so the page never flashes the other theme.
applyTheme(initialTheme());

// Offline after the first visit (issue 16): only the production build has a service worker. Its
// precaching waits for the first board (session/firstBoard.ts).
if (import.meta.env.PROD) registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`, afterFirstBoard);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
