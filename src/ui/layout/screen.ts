// layout/: how the table is laid out for the screen it is on (issue 16, "Every size, every input").
// Which layout the screen gets: below Tailwind's `lg` (1024 px: a phone, a tablet in portrait) the
// table shows one pane at a time with tabs (NarrowTable); from `lg` up, the board with the stack and
// history beside it (WideTable). Read from a media query as the page renders, so the first frame
// already has the right layout and nothing jumps.
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void): () => void {
  const q = window.matchMedia?.(NARROW_QUERY);
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

const narrowNow = () => !!window.matchMedia?.(NARROW_QUERY).matches;

/** Whether the screen is narrow enough for the one-pane layout. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
