// The long press of useLongPress.ts for handlers made outside React's hooks (explainHandlers, a
// function every card and stack entry spreads on its element). One finger presses one thing at a
// time, so one press is remembered for the whole page: a re-render between the finger going down
// and lifting makes new handlers, and they must still know that the press fired.
import type { PointerEvent as ReactPointerEvent } from 'react';
import { LONG_PRESS_MS, type LongPressHandlers } from './useLongPress';

const SLOP_PX = 10;

const press: { timer?: ReturnType<typeof setTimeout>; x: number; y: number; down: boolean; fired: boolean } = { x: 0, y: 0, down: false, fired: false };

function cancel() {
  clearTimeout(press.timer);
  press.timer = undefined;
  press.down = false;
}

/** The pointer that last went down on the page: a focus that follows a tap is not a keyboard's. */
let lastPointer: string = 'mouse';
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', (e) => (lastPointer = e.pointerType), { capture: true, passive: true });
  window.addEventListener('keydown', () => (lastPointer = 'keyboard'), { capture: true, passive: true });
}
/** Whether the last input was a finger or a pen (a focus then comes from a tap). */
export const touchedLast = () => lastPointer === 'touch' || lastPointer === 'pen';

/** Handlers that do `onLongPress` when a touch or pen rests on the element; a mouse keeps its hover. */
export function longPressHandlers(onLongPress: () => void, ms = LONG_PRESS_MS): LongPressHandlers {
  return {
    onPointerDown: (e: ReactPointerEvent) => {
      press.fired = false;
      if (e.pointerType === 'mouse') return;
      cancel();
      press.down = true;
      press.x = e.clientX;
      press.y = e.clientY;
      press.timer = setTimeout(() => {
        press.fired = true;
        press.timer = undefined;
        onLongPress();
      }, ms);
    },
    onPointerMove: (e: ReactPointerEvent) => {
      if (press.down && Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture: (e) => {
      if (!press.fired) return;
      press.fired = false;
      e.preventDefault();
      e.stopPropagation();
    },
    onContextMenu: (e) => {
      if (press.down || press.fired) e.preventDefault();
    },
  };
}
