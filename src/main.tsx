import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './light-theme.css';
import { App } from './ui/App';
import { applyTheme, initialTheme } from './ui/header/theme';
import { setCardDatabaseFetcher } from './cards/lookup';
import { fetchCardDatabase } from './cards/databaseBrowser';

// Card names beyond the built-in pool are looked up in the database, fetched when first needed.
setCardDatabaseFetcher(fetchCardDatabase);

// Before the first paint, so the page never flashes the other theme.
applyTheme(initialTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
