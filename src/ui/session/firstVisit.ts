// Whether the page is this browser's first visit to the sandbox, told without waiting for the saved
// games' storage: IndexedDB answers only after several round trips to the browser, the longest wait
// of a cold load (issue 16), while localStorage answers at once. Every save leaves a mark here
// (markKept), and every setting the page remembers is here too, so a browser with nothing of ours in
// localStorage has most likely kept no game. "Most likely": saves made before the mark existed are in
// IndexedDB alone, so a first visit's demo is shown first and the storage is still read after it
// (startup.ts), and its game, if it holds one, replaces the demo.
const PREFIX = 'mtg-rules-sandbox';
const KEPT = `${PREFIX}:kept`;

/** Nothing of the sandbox's in this browser's localStorage. False when it can't be read: the storage decides then. */
export function firstVisit(): boolean {
  try {
    const local = window.localStorage;
    for (let i = 0; i < local.length; i++) if (local.key(i)?.startsWith(PREFIX)) return false;
    return true;
  } catch {
    return false;
  }
}

let marked = false;

/** Called when a game has been saved: the next visit waits for the storage to restore it. */
export function markKept(): void {
  if (marked) return;
  marked = true;
  try {
    window.localStorage.setItem(KEPT, '1');
  } catch {
    // No mark: the next visit shows the demo first and then the saved game, as the storage opens.
  }
}
