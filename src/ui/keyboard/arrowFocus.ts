// Arrow keys move the focus through a prompt's options (its buttons and checkboxes), wrapping
// around; fields that use the arrows themselves (numbers, selects) keep them.
import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function arrowFocus(e: KeyboardEvent<HTMLElement>): void {
  const by = STEP[e.key];
  const t = e.target as HTMLElement;
  if (!by || e.altKey || e.ctrlKey || e.metaKey) return;
  if (t instanceof HTMLSelectElement || (t instanceof HTMLInputElement && t.type !== 'checkbox')) return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), input[type="checkbox"]:not(:disabled)')];
  const i = items.indexOf(t);
  if (i < 0) return;
  e.preventDefault();
  items[(i + by + items.length) % items.length].focus();
}
