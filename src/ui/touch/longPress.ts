// A long press is touch's hover (issue 16): what a mouse shows on hover (an explanation, a card's
// large view, what a land could produce) a finger reaches by resting on the object. A tap stays a
// click, so a long press cancels the click the browser sends as the finger lifts. One finger
// presses one thing at a time, so one press is remembered for the whole page: a re-render between
// the finger going down and lifting makes new handlers, and they must still know the press fired.
// These handlers can be made anywhere (explainHandlers); components use the hook useLongPress.ts.
import type { PointerEvent as ReactPointerEvent } from 'react';

/** How long a finger must rest, in ms: the platforms' own long press is about 500 ms. */
export const LONG_PRESS_MS = 500;
/** How far a finger may drift (px) and still be pressing rather than scrolling. */
const SLOP_PX = 10;

export type LongPressHandlers = {
  onPointerDown: (e: ReactPointerEvent) => void;
  onPointerMove: (e: ReactPointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  /** Swallows the click that ends a long press, so the press doesn't also act as a tap. */
  onClickCapture: (e: { preventDefault(): void; stopPropagation(): void }) => void;
  onContextMenu: (e: { preventDefault(): void }) => void;
};

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
      // A long press on touch opens the browser's menu; ours replaces it.
      if (press.down || press.fired) e.preventDefault();
    },
  };
}
