// A share link pasted into the address bar of an open page changes only the hash: open its game
// then too. A damaged link is reported and the board stays as it was. A link's hash leaves the
// address before its game is read: a link that hung or crashed the page would otherwise do it
// again at every reload. A game that opens is autosaved at once, so a reload still brings it back.
import { useEffect } from 'react';
import { scenarioFromHash } from '../../scenario/share';
import { withCardDatabase } from '../../scenario/cardDatabase';
import type { GameStoreApi } from '../../store/game';
import { openScenario, scenarioErrorNotice, stoppedNotice } from './openGame';
import { usePage } from '../pageStore';

/** Take the one-time parts (#game=..., ?scenario=...) out of the address once they are opened. */
export function cleanAddress(): void {
  if (window.location.hash || window.location.search) window.history.replaceState(null, '', window.location.pathname);
}

/** The address's hash, taken out of the address (its query, ?scenario=..., stays until opened). */
export function takeHash(): string {
  const { hash, pathname, search } = window.location;
  if (hash) window.history.replaceState(null, '', pathname + search);
  return hash;
}

export async function openShareHash(api: GameStoreApi, hash: string): Promise<void> {
  const page = usePage.getState();
  try {
    const sc = await withCardDatabase(() => scenarioFromHash(hash));
    if (!sc) return;
    const imported = openScenario(api, sc, 'played');
    page.dismiss('scenarioError');
    const stopped = stoppedNotice('The shared game', imported);
    if (stopped) page.notify(stopped);
  } catch (e) {
    page.notify(scenarioErrorNotice('This share link', e));
  }
  cleanAddress();
}

export function useShareLinks(api: GameStoreApi): void {
  useEffect(() => {
    const changed = () => void openShareHash(api, takeHash());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, [api]);
}
