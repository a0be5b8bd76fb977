// The first board the page shows (App.tsx): work a first visit needs none of for it waits until it
// is shown and the page is idle — the offline service worker's precaching (serviceWorker.ts), which
// would otherwise run beside the cold load (issue 16, e2e/cold-load.bench.ts).
let shown: () => void = () => undefined;
const boardShown = new Promise<void>((resolve) => (shown = resolve));

/** Called once the first game (or the notice that none could be set up) is on the page. */
export function firstBoardShown(): void {
  shown();
}

/** Settles after the first board is shown, at the page's next idle moment. */
export const afterFirstBoard: Promise<void> = boardShown.then(
  () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    }),
);
