// Keyboard: space passes priority, z undoes, shift+z redoes, Escape cancels the spell being
// put together (and closes the share and files panel), the arrows move among the legal targets.
// Nothing fires while the user types in a field, or while a dialog (the gallery) is open.
import { useEffect } from 'react';
import type { GameStoreApi } from '../store/game';
import { act, cancel, redo, undo } from './interaction';
import { usePage } from './pageStore';
import { arrowAmongLegal } from './legalFocus';

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useShortcuts(api: GameStoreApi): void {
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (document.querySelector('dialog[open]')) return;
      if (e.key === 'Escape') {
        cancel();
        usePage.getState().explain(null);
        usePage.getState().setFiles(false);
        return;
      }
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (arrowAmongLegal(e)) {
        e.preventDefault();
        return;
      }
      if (e.key === ' ') {
        // Space is the pass key everywhere, even on a focused button (Enter still presses it).
        e.preventDefault();
        if (!e.repeat) act(api, { type: 'pass' });
      } else if (e.key === 'z' || e.key === 'Z') {
        e.preventDefault();
        if (e.shiftKey) redo(api);
        else undo(api);
      }
    };
    // A focused button is pressed by space on keyup: stop that too.
    const up = (e: KeyboardEvent) => {
      if (e.key === ' ' && !typing(e.target) && !document.querySelector('dialog[open]')) e.preventDefault();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [api]);
}
