// Light and dark themes: the user's choice, remembered in this browser; until they choose, the
// system's preference (prefers-color-scheme). The theme is the `data-theme` attribute of <html>;
// index.css and light-theme.css give each its colors.
export type Theme = 'light' | 'dark';

const KEY = 'mtg-rules-sandbox:theme';

function stored(): Theme | null {
  try {
    const t = window.localStorage.getItem(KEY);
    return t === 'light' || t === 'dark' ? t : null;
  } catch {
    return null;
  }
}

export function initialTheme(): Theme {
  return stored() ?? (window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark');
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function chooseTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(KEY, theme);
  } catch {
    // Not remembered: the theme still changes for this visit.
  }
}
