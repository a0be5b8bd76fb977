// A long press is touch's hover (issue 16): what a mouse shows on hover — an explanation, a card's
// large view, what a land could produce — a finger reaches by holding still on the object. A tap
// stays a click, so a long press must cancel the click that the browser sends when the finger lifts.
import { useCallback, useEffect, useRef } from 'react';
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

/**
 * Handlers for an element that does `onLongPress` when a touch or pen rests on it. A mouse keeps
 * its hover and its right button; only touch and pen start a long press.
 */
export function useLongPress(onLongPress: () => void, ms = LONG_PRESS_MS): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  callback.current = onLongPress;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  return {
    onPointerDown: (e) => {
      fired.current = false;
      if (e.pointerType === 'mouse') return;
      start.current = { x: e.clientX, y: e.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        fired.current = true;
        timer.current = undefined;
        callback.current();
      }, ms);
    },
    onPointerMove: (e) => {
      const s = start.current;
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture: (e) => {
      if (!fired.current) return;
      fired.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    onContextMenu: (e) => {
      // A long press on touch opens the browser's menu; ours replaces it.
      if (start.current || fired.current) e.preventDefault();
    },
  };
}
