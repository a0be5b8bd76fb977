// The offline service worker's registration (issue 16): the worker itself is written by the build
// (vite.config.ts, Workbox generateSW) as /sw.js. Hand-written rather than workbox-window's
// registerSW, so the page's first load carries no library for it.
//
// Registered once the page has loaded and `after` has settled (the page: its first board shown, then
// an idle moment), so the precaching of the site (about 9 MB, 688 files: the card database, the
// CR, every gallery scenario) never competes with the first board. The load event alone came
// before it: the game is set up after the page's script has run, from IndexedDB and a fetch.
//
// Updates: the new build's worker takes control at once (skipWaiting, clientsClaim); a page still
// running the old build would then ask for chunks the new worker no longer has, so it reloads onto
// the new build. The game in progress survives the reload (the journal of src/store/journal.ts).
export function registerServiceWorker(url: string, after?: Promise<unknown>): void {
  if (!('serviceWorker' in navigator)) return;
  // A page that had no worker before is on the build the new one serves: nothing to reload.
  let reload = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!reload) return;
    reload = false;
    location.reload();
  });
  const register = () => navigator.serviceWorker.register(url, { scope: '/' }).catch(() => undefined);
  const loaded = () => (after ? void after.finally(register) : register());
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
}
