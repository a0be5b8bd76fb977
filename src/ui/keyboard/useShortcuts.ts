// keyboard/: keys and where the focus goes.
// Keyboard: space passes priority, h goes to the hand of the player who acts, z undoes, shift+z
// redoes, Escape closes the rule shown, or else cancels the spell being put together (and closes
// the share and files panel), the arrows move among the legal targets.
// Nothing fires while the user types in a field, or while a dialog (the gallery) is open.
// While a choice is pending no one can pass (blocked.ts): space then shows why beside "Pass
// priority", and presses the focused control as it does anywhere else, so an answer can be given.
import { useLayoutEffect } from 'react';
import type { GameStoreApi } from '../../store/game';
import { currentState } from '../../store/game';
import { act, cancel, redo, undo } from '../interaction';
import { usePage } from '../pageStore';
import { arrowAmongLegal } from './legalFocus';
import { focusHand } from './handFocus';
import { useUi } from '../uiStore';
import { blocked } from '../header/blocked';

/** How long the reason stays shown after space was pressed in vain. */
const NUDGE_MS = 4000;

function control(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('button, a[href], input, select, textarea, summary, [role="button"], [role="tab"]');
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useShortcuts(api: GameStoreApi): void {
  // Listening before the board is painted, not after (a passive effect runs later, and later still on
  // a busy machine): a key pressed as soon as the board shows is not lost.
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Space taken as the pass key on keydown: its keyup must not press the focused button, even if
    // the pass brought a choice.
    let claimed = false;
    const passBlocked = () => blocked(currentState(api.getState()), 'pass') !== null;
    const down = (e: KeyboardEvent) => {
      if (document.querySelector('dialog[open]')) return;
      if (e.key === 'Escape') {
        const ui = useUi.getState();
        if (ui.shownRule !== null) {
          ui.showRule(null);
          return;
        }
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
        if (passBlocked()) {
          if (!control(e.target)) e.preventDefault();
          clearTimeout(timer);
          useUi.getState().nudge('pass');
          timer = setTimeout(() => useUi.getState().nudge(null), NUDGE_MS);
          return;
        }
        // Space is the pass key everywhere, even on a focused button (Enter still presses it).
        e.preventDefault();
        claimed = true;
        if (!e.repeat) act(api, { type: 'pass' });
      } else if (e.key === 'h') {
        if (focusHand(currentState(api.getState()))) e.preventDefault();
      } else if (e.key === 'z' || e.key === 'Z') {
        e.preventDefault();
        if (e.shiftKey) redo(api);
        else undo(api);
      }
    };
    // A focused button is pressed by space on keyup: stop that too.
    const up = (e: KeyboardEvent) => {
      if (e.key !== ' ' || !claimed) return;
      claimed = false;
      e.preventDefault();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      clearTimeout(timer);
    };
  }, [api]);
}
