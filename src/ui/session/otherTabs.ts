// Two tabs on one game: a tab that opens a game (a reload, a recent game) tells the others, and a
// tab already playing that game shows a notice. Saves themselves never need this to stay whole
// (store/persist.ts checks before writing); it tells the user before their two versions part.
import { currentId, type KeyValueStorage } from '../../store/persist';
import { usePage } from '../pageStore';
import { OTHER_TAB } from './saveNotices';

const CHANNEL = 'mtg-rules-sandbox:games';

let channel: BroadcastChannel | null = null;
let watched: KeyValueStorage | null = null;

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<{ opened?: unknown }>) => {
    const here = watched && currentId(watched);
    if (here && e.data?.opened === here) usePage.getState().notify(OTHER_TAB);
  };
  return channel;
}

/** Listen for other tabs opening the game this page saves in `storage`. */
export function watchOtherTabs(storage: KeyValueStorage): void {
  watched = storage;
  open();
}

/** Tell the other tabs which game this page has just opened from the storage. */
export function announceOpened(storage: KeyValueStorage): void {
  const id = currentId(storage);
  if (id) open()?.postMessage({ opened: id });
}
