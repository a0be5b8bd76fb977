import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './light-theme.css';
import { App } from './ui/App';
import { applyTheme, initialTheme } from './ui/header/theme';

// Before the first paint, so the page never flashes the other theme.
applyTheme(initialTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
