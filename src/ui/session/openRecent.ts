// Opening a recent game: its whole timeline comes back, and the game it replaces becomes a recent
// game in its turn ("Replaced <name> — Restore" brings it back), so nothing is lost either way.
import type { GameStoreApi } from '../../store/game';
import { reopen } from '../../store/recent';
import { browserStorage } from './browserStorage';
import { openRestored } from './openGame';
import { usePage } from '../pageStore';
import { currentGame, tell, useRecent } from './recentGames';
import { announceOpened } from './otherTabs';

export async function openRecentGame(api: GameStoreApi, key: string): Promise<boolean> {
  const page = usePage.getState();
  const current = currentGame(api);
  const storage = await browserStorage();
  if (!storage) {
    page.notify({ kind: 'storage', title: 'This recent game can’t be opened', text: 'This browser refuses access to its storage.' });
    return false;
  }
  try {
    const opened = await reopen(storage, key, current, Date.now(), (game) => openRestored(api, game));
    announceOpened(storage);
    page.dismiss('replaced');
    tell(opened.kept, opened.dropped);
    return true;
  } catch (e) {
    page.notify({ kind: 'storage', title: 'This recent game can’t be opened', text: `${e instanceof Error ? e.message : String(e)}. It stays in the list; the game on the table is unchanged.` });
    void useRecent.getState().refresh();
    return false;
  }
}
