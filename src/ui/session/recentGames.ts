// Recent games in the page: the list shown in "Share & files", and the notices that keep a user's
// work in sight: "Replaced <name> — Restore" after another game took its place, and the recent
// games dropped when the browser's storage is full (store/recent.ts keeps and drops them).
import { create } from 'zustand';
import type { GameStoreApi } from '../../store/game';
import { keepSaved, listRecent, saveCurrent, type CurrentGame, type RecentGame } from '../../store/recent';
import { browserStorage } from './browserStorage';
import { usePage, type Notice } from '../pageStore';

type RecentList = { games: RecentGame[]; refresh: () => void };

export const useRecent = create<RecentList>()((set) => ({
  games: [],
  refresh: () => {
    const storage = browserStorage();
    set({ games: storage ? listRecent(storage) : [] });
  },
}));

function actions(n: number): string {
  return n === 1 ? '1 action' : `${n} actions`;
}

export function replacedNotice(kept: RecentGame): Notice {
  return { kind: 'replaced', title: `Replaced ${kept.name}`, text: `Its ${actions(kept.actions)} are kept in Recent games (Share & files).`, restore: kept.key };
}

export function droppedNotice(dropped: readonly RecentGame[]): Notice | null {
  if (!dropped.length) return null;
  const names = dropped.map((g) => `${g.name} (${actions(g.actions)})`).join(', ');
  return { kind: 'storage', title: 'This browser’s storage is full', text: `To make room for this game, the oldest recent ${dropped.length === 1 ? 'game was' : 'games were'} removed: ${names}.` };
}

export const UNSAVED: Notice = {
  kind: 'storage',
  title: 'This game is not being saved',
  text: 'This browser’s storage is full or refuses to keep it, and no recent game is left to remove. Export JSON keeps it in a file.',
};

/** Show the notices of a replace or a save: what was kept, what was dropped. */
export function tell(kept: RecentGame | null, dropped: readonly RecentGame[]): void {
  const page = usePage.getState();
  if (kept) page.notify(replacedNotice(kept));
  const d = droppedNotice(dropped);
  if (d) page.notify(d);
  useRecent.getState().refresh();
}

/** The game on the table as recent games keep it (store/recent.ts decides whether it is worth keeping). */
export function currentGame(api: GameStoreApi): CurrentGame | null {
  const s = api.getState();
  if (!s.source) return null;
  return { title: s.title, source: s.source, timeline: s.timeline, cursor: s.cursor };
}

/** Before another game takes the place of the one in `api`: save it as it stands and keep it in recent games. */
export function keepReplaced(api: GameStoreApi): void {
  const storage = browserStorage();
  const current = currentGame(api);
  if (!storage || !current) return;
  const saving = saveCurrent(storage, current);
  const keeping = keepSaved(storage);
  tell(keeping.kept, [...saving.dropped, ...keeping.dropped]);
}
