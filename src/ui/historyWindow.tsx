// The log and the timeline show the last actions of a long game, with a button for earlier ones:
// a render then costs the same after 10,000 actions as after 100 (the browser benchmark measures
// a click after 2,000).
import { useState } from 'react';

/** How many actions the log and the timeline show at first, and how many more each click adds. */
export const WINDOW = 200;
const MORE = 1000;

/** How many actions to show, and a way to show more. Starts again at WINDOW for each game. */
export function useShownActions(): [number, () => void] {
  const [limit, setLimit] = useState(WINDOW);
  return [limit, () => setLimit((l) => l + MORE)];
}

/** The first item of a list that doesn't show its earliest actions. */
export function EarlierItem({ count, onShow }: { count: number; onShow: () => void }) {
  const next = Math.min(count, MORE);
  return (
    <li className="py-1 text-center">
      <button
        type="button"
        onClick={onShow}
        className="rounded border border-slate-600 px-2 py-0.5 text-sm text-slate-200 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300"
      >
        Show {next === count ? `the ${count}` : `${next} of the ${count}`} earlier action{count === 1 ? '' : 's'}
      </button>
    </li>
  );
}
