// Focus follows the decisions: when a cast, an auto-tap go-ahead or a prompt begins, where the
// user was is remembered (before the panel or prompt takes the focus); when none is left, the
// focus goes back there (focusReturn.ts).
import { useEffect } from 'react';
import { currentState, type GameStoreApi } from '../../store/game';
import { useUi } from '../uiStore';
import { hasOrigin, rememberFocus, restoreFocus } from './focusReturn';

export function useFocusFlow(api: GameStoreApi): void {
  useEffect(() => {
    let pending = 0;
    const check = () => {
      const ui = useUi.getState();
      const busy = !!ui.draft || !!ui.autoTap || !!currentState(api.getState()).choice;
      // Zustand calls this synchronously as the state changes, before React moves the focus.
      if (busy) rememberFocus();
      else if (hasOrigin() && !pending) {
        // After React has removed what was cast and drawn what changed.
        pending = requestAnimationFrame(() => {
          pending = 0;
          const ui = useUi.getState();
          if (!ui.draft && !ui.autoTap && !currentState(api.getState()).choice) restoreFocus();
        });
      }
    };
    const offUi = useUi.subscribe(check);
    const offGame = api.subscribe(check);
    return () => {
      offUi();
      offGame();
      cancelAnimationFrame(pending);
    };
  }, [api]);
}
