// The log and the timeline show the last actions of a long game, with a button for earlier ones:
// what a render costs doesn't grow with the game's length (the browser benchmark measures a click
// after 2,000 actions).
import { useState } from 'react';
import type { Timeline } from '../../store/timeline';

/** How many actions the log and the timeline show at first, and how many more each click adds. */
const WINDOW = 200;
const MORE = 1000;

/** How many actions to show, and a way to show more; back to WINDOW when another game is loaded. */
export function useShownActions(timeline: Timeline): [number, () => void] {
  const [shown, setShown] = useState({ timeline, limit: WINDOW });
  const limit = shown.timeline === timeline ? shown.limit : WINDOW;
  return [limit, () => setShown({ timeline, limit: limit + MORE })];
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
