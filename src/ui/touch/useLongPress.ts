// The long press (longPress.ts) as a hook, for a component: its handlers keep their identity
// across renders and always call the latest `onLongPress`.
import { useMemo, useRef } from 'react';
import { LONG_PRESS_MS, longPressHandlers, type LongPressHandlers } from './longPress';

export { LONG_PRESS_MS, type LongPressHandlers };

/** Handlers for an element that does `onLongPress` when a touch or pen rests on it; a mouse keeps its hover and its right button. */
export function useLongPress(onLongPress: () => void, ms = LONG_PRESS_MS): LongPressHandlers {
  const callback = useRef(onLongPress);
  callback.current = onLongPress;
  return useMemo(() => longPressHandlers(() => callback.current(), ms), [ms]);
}
