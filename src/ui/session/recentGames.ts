// Recent games in the page: the list shown in "Share & files", and the notices that keep a user's
// work in sight: "Replaced <name> — Restore" after another game took its place, and the recent
// games dropped when the browser's storage is full (store/recent.ts keeps and drops them).
import { create } from 'zustand';
import type { GameStoreApi } from '../../store/game';
import { clearRecent, keepCurrent, listRecent, type CurrentGame, type RecentGame } from '../../store/recent';
import { browserStorage } from './browserStorage';
import { usePage, type Notice } from '../pageStore';
import { FORKED } from './saveNotices';

type RecentList = { games: RecentGame[]; refresh: () => Promise<void> };

export const useRecent = create<RecentList>()((set) => ({
  games: [],
  refresh: async () => {
    const storage = await browserStorage();
    set({ games: storage ? await listRecent(storage) : [] });
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
  // A set-aside save removed for room has no header of its own in the list (store/recent.ts).
  const names = dropped.map((g) => (g.header ? `${g.name} (${actions(g.actions)})` : g.name)).join(', ');
  const what = dropped.length === 1 ? 'save was' : 'saves were';
  return { kind: 'storage', title: 'This browser’s storage is full', text: `To make room for this game, the oldest ${what} removed: ${names}.` };
}

/** Show the notices of a replace or a save: what was kept, what was dropped. */
export function tell(kept: RecentGame | null, dropped: readonly RecentGame[]): void {
  const page = usePage.getState();
  if (kept) page.notify(replacedNotice(kept));
  const d = droppedNotice(dropped);
  if (d) page.notify(d);
  void useRecent.getState().refresh();
}

/** The game on the table as recent games keep it (store/recent.ts decides whether it is worth keeping). */
export function currentGame(api: GameStoreApi): CurrentGame | null {
  const s = api.getState();
  if (!s.source) return null;
  return { title: s.title, source: s.source, timeline: s.timeline, cursor: s.cursor };
}

/**
 * Before another game takes the place of the one in `api`: save it as it stands and keep it in
 * recent games. The game is read now, before the caller replaces it; the writes follow.
 */
export async function keepReplaced(api: GameStoreApi): Promise<void> {
  const current = currentGame(api);
  const storage = await browserStorage();
  if (!storage || !current) return;
  const keeping = await keepCurrent(storage, current);
  if (keeping.saved.forked) usePage.getState().notify(FORKED);
  tell(keeping.kept, keeping.dropped);
}

/** Remove every recent game, after asking: room for the game being played, which stays. */
export async function clearRecentGames(n: number): Promise<void> {
  const games = n === 1 ? 'the recent game' : `the ${n} recent games`;
  if (!window.confirm(`Remove ${games}, with every action of their timelines, from this browser? Export JSON keeps a game in a file; the game on the table stays.`)) return;
  const storage = await browserStorage();
  if (!storage) return;
  const removed = await clearRecent(storage);
  usePage.getState().notify({ kind: 'storage', title: 'Recent games cleared', text: `${removed === 1 ? '1 recent game was' : `${removed} recent games were`} removed from this browser’s storage.` });
  await useRecent.getState().refresh();
}
