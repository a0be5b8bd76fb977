// A long list of same-height rows, drawn a window at a time: only the rows in view (and a few on
// each side) are in the DOM, so 20,000 results cost what 15 do. Rows are absolutely placed in a
// list as tall as all of them, so the scroll bar is true. Hand-written: fixed-height rows need no
// measuring, and @tanstack/react-virtual would add about 10 kB gzipped (README, "Card search").
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type Props<T> = {
  items: readonly T[];
  label: string;
  rowHeight: number;
  /** The rows in view. The list keeps that height whatever the number of results, so what is
   * below it doesn't move as the user types (issue 16: layout shift on a phone's builder). */
  rows: number;
  /** An item's identity. Rows are keyed by their place instead: new results (the card database
   * arriving mid-search) change what a row shows, never move a row, so nothing shifts (issue 16). */
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  empty: ReactNode;
};

const OVERSCAN = 4;

export function ResultList<T>({ items, label, rowHeight, rows, render, empty }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  // New results start at the top.
  useLayoutEffect(() => {
    if (box.current) box.current.scrollTop = 0;
    setTop(0);
  }, [items]);
  const height = rows * rowHeight;
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((top + height) / rowHeight) + OVERSCAN);
  return (
    <div ref={box} onScroll={(e) => setTop(e.currentTarget.scrollTop)} style={{ height: height + 2 }} className="overflow-y-auto rounded-md border border-slate-700">
      <ul aria-label={label} style={{ height: Math.max(items.length, 1) * rowHeight }} className="relative">
        {items.slice(first, last).map((item, k) => (
          <li
            key={first + k}
            aria-setsize={items.length}
            aria-posinset={first + k + 1}
            style={{ top: (first + k) * rowHeight, height: rowHeight }}
            className="absolute inset-x-0 flex items-center gap-2 border-b border-slate-800 px-2"
          >
            {render(item)}
          </li>
        ))}
        {items.length === 0 && <li className="px-2 py-1 text-sm italic text-slate-400">{empty}</li>}
      </ul>
    </div>
  );
}
