// How a card's large view opens (ExplainPanel): a mouse pointing at the card, the keyboard's focus
// on it, or a finger resting on it (a long press, touch's hover: touch/useLongPress.ts), which
// pins it open until Escape, its Close button or a tap outside. A tap is a click: the focus it
// gives the card doesn't open the view, so playing a land on a phone doesn't cover the board.
import { useRef, type FocusEvent, type PointerEvent } from 'react';
import type { ObjectId } from '../../engine';
import { usePage } from '../pageStore';
import { touchedLast } from '../touch/longPress';
import { useLongPress } from '../touch/useLongPress';

function show(id: ObjectId, el: Element, pinned: boolean) {
  // A pinned view stays until it is closed: pointing at another card doesn't replace it.
  if (!pinned && usePage.getState().explained?.pinned) return;
  const r = el.getBoundingClientRect();
  usePage.getState().explain({ id, rect: { left: r.left, right: r.right, top: r.top, bottom: r.bottom }, pinned });
}

function hide(id: ObjectId) {
  const shown = usePage.getState().explained;
  if (shown?.id === id && !shown.pinned) usePage.getState().explain(null);
}

/** Handlers for the element around a card: hover, focus and long press open its large view. */
export function useCardPreview(id: ObjectId) {
  const el = useRef<HTMLLIElement>(null);
  const press = useLongPress(() => {
    // A finger resting on a card in the builder picks it up (workbench/drag/): no view then.
    const dragging = document.documentElement.hasAttribute('data-card-dragging') || el.current?.hasAttribute('data-dragging');
    if (el.current && !dragging) show(id, el.current, true);
  });
  return {
    ref: el,
    ...press,
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse') show(id, e.currentTarget, false);
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      press.onPointerLeave();
      if (e.pointerType === 'mouse') hide(id);
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      // A tap's focus is not the keyboard's: playing a land on a phone mustn't cover the board.
      if (touchedLast()) return;
      show(id, e.currentTarget, false);
    },
    onBlur: () => hide(id),
  };
}
