// Switch between the light and the dark theme (remembered in this browser).
import { useState } from 'react';
import { chooseTheme, type Theme } from './theme';
import { TOOL } from './Toolbar';

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'));
  const other: Theme = theme === 'light' ? 'dark' : 'light';
  return (
    <button
      type="button"
      onClick={() => {
        chooseTheme(other);
        setTheme(other);
      }}
      className={TOOL}
      aria-label={`Use the ${other} theme`}
      title={`Use the ${other} theme`}
    >
      <span aria-hidden="true">{theme === 'light' ? '☾' : '☀'}</span> {other === 'light' ? 'Light' : 'Dark'}
    </button>
  );
}
