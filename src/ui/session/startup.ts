// session/: which game the page opens, autosave, share links, recent games, and the game's name.
// What the page opens, first found first: a share link (#game=...), the scenario the address names
// (?scenario=path), the game autosaved in this browser, the demo. A link or address that can't be
// opened is reported and the next is tried; an autosave that can't be read is set aside and
// reported (persist.ts). Nothing here stops the page from opening. A link or address that opens
// takes the autosaved game's place: that game is kept in recent games, with a notice to restore it.
import { scenarioFromHash } from '../../scenario/share';
import { withCardDatabase } from '../../scenario/cardDatabase';
import { ScenarioError } from '../../scenario/errors';
import type { Scenario } from '../../scenario/types';
import { createGameStore, type GameStoreApi } from '../../store/game';
import { timelineOf } from '../../store/importScenario';
import type { KeyValueStorage } from '../../store/persist';
import { loadWithJournal } from '../../store/journal';
import { takeJournal } from './unsavedJournal';
import { loadNotice } from './saveNotices';
import { announceOpened } from './otherTabs';
import type { Timeline } from '../../store/timeline';
import type { Notice } from '../pageStore';
import { scenarioErrorNotice, startOf, stoppedNotice } from './openGame';
import { droppedNotice, replacedNotice } from './recentGames';
import { keepSaved } from '../../store/recent';
import { DEMO, fetchScenario, scenarioFromQuery } from './scenarioUrl';
import { openStorage } from './browserStorage';
import { firstVisit } from './firstVisit';

export type Start = { api: GameStoreApi | null; notices: Notice[] };

/** What the page shows first, and what it learns once the saved games' storage has been read: a
 *  game found there to show instead (null: keep the one shown), and what to say. */
export type Opening = Start & { later: Promise<Start> };

/** Nothing to learn later: the page waited for the storage, or has no game. */
export const NOTHING_LATER: Promise<Start> = Promise.resolve({ api: null, notices: [] });

let settle: (api: GameStoreApi | null) => void = () => undefined;
/** The game the page settles on: the one it shows first, or a game found in the storage after a
 *  first visit's demo was shown. Nothing is saved before (useAutosave.ts): the demo must not be
 *  saved over a game the storage holds. */
export const settledGame: Promise<GameStoreApi | null> = new Promise((resolve) => (settle = resolve));

/**
 * The game the page opens (main.tsx), set up before React's first render. A first visit to the
 * demo (no link, no address, nothing of the sandbox's in localStorage: firstVisit.ts) shows it
 * without waiting for the storage, which opens meanwhile and is read after; every other start
 * waits for the storage as before: the autosave or recent games are part of it.
 */
export function openPage(hash: string, search: string): Promise<Opening> {
  if (!hash && !new URLSearchParams(search).has('scenario') && firstVisit()) {
    return startGame('', search, null).then((shown) => ({ ...shown, later: readAfterDemo(shown.api) }));
  }
  return openStorage().then(async ({ storage, notice }) => {
    const s = await startGame(hash, search, storage);
    settle(s.api);
    return { api: s.api, notices: notice ? [notice, ...s.notices] : s.notices, later: NOTHING_LATER };
  });
}

/** After a first visit's demo: a game the storage holds anyway (saved before firstVisit's mark) replaces it. */
async function readAfterDemo(shown: GameStoreApi | null): Promise<Start> {
  const notices: Notice[] = [];
  let found: GameStoreApi | null = null;
  try {
    const { storage, notice } = await openStorage();
    if (notice) notices.push(notice);
    if (storage) found = await restoreAutosave(storage, null, notices);
  } catch {
    // A storage that can't be read holds no game to open: the demo stays, and its saves say the rest.
  }
  settle(found ?? shown);
  return { api: found, notices };
}

/** The game autosaved in this browser, with what the last page left unsaved; null when there is none. */
async function restoreAutosave(storage: KeyValueStorage, journal: string | null, notices: Notice[]): Promise<GameStoreApi | null> {
  const saved = await loadWithJournal(storage, journal);
  const notice = loadNotice(saved);
  if (notice) notices.push(notice);
  if (saved.kind !== 'restored') return null;
  announceOpened(storage);
  const g = saved.game;
  return storeOf(g.title, g.timeline, g.cursor, g.source);
}

function storeOf(title: string, timeline: Timeline, cursor: number, source: Scenario): GameStoreApi {
  const start = timeline.nodes[0];
  const api = createGameStore(title, start.state, start.log, source);
  api.getState().restore(title, timeline, cursor, source);
  return api;
}

function played(sc: Scenario, what: string, notices: Notice[]): GameStoreApi {
  const imported = timelineOf(sc);
  const stopped = stoppedNotice(what, imported);
  if (stopped) notices.push(stopped);
  return storeOf(sc.name, imported.timeline, imported.cursor, startOf(sc));
}


function loadFailed(path: string, e: unknown): string {
  if (e instanceof ScenarioError) return path === DEMO ? e.message : `${path}: ${e.message}`;
  return `The scenario ${path} could not be loaded: ${e instanceof Error ? e.message : String(e)}`;
}

/** The autosaved game, kept in recent games now that a link or address opened another. */
async function keepAutosaved(storage: KeyValueStorage | null, notices: Notice[]): Promise<void> {
  if (!storage) return;
  const { kept, dropped } = await keepSaved(storage);
  if (kept) notices.push(replacedNotice(kept));
  const d = droppedNotice(dropped);
  if (d) notices.push(d);
}

async function startGame(hash: string, search: string, storage: KeyValueStorage | null): Promise<Start> {
  try {
    return await startFirstFound(hash, search, storage);
  } finally {
    // The mark: where a cold load's time goes (e2e/cold-load.bench.ts).
    performance.mark('startup: game set up');
  }
}

async function startFirstFound(hash: string, search: string, storage: KeyValueStorage | null): Promise<Start> {
  const notices: Notice[] = [];
  // What the last page left unsaved: added to the autosaved game below (a link opens another game).
  const journal = takeJournal();
  try {
    const shared = await withCardDatabase(() => scenarioFromHash(hash));
    if (shared) {
      const api = played(shared, 'The shared game', notices);
      await keepAutosaved(storage, notices);
      return { api, notices };
    }
  } catch (e) {
    notices.push(scenarioErrorNotice('This share link', e));
  }

  let failed = '';
  if (new URLSearchParams(search).has('scenario')) {
    const asked = scenarioFromQuery(search);
    if ('path' in asked) {
      try {
        const api = played(startOf(await fetchScenario(asked.path)), asked.path, notices);
        await keepAutosaved(storage, notices);
        return { api, notices };
      } catch (e) {
        failed = loadFailed(asked.path, e);
      }
    } else {
      failed = asked.error;
    }
  } else if (storage) {
    const api = await restoreAutosave(storage, journal, notices);
    if (api) return { api, notices };
  }

  try {
    const api = played(startOf(await fetchScenario(DEMO)), DEMO, notices);
    if (failed) notices.push({ kind: 'scenarioError', title: "This scenario can't be set up", text: `${failed} The demo is shown instead.` });
    return { api, notices };
  } catch (e) {
    const text = [failed, loadFailed(DEMO, e)].filter(Boolean).join(' ');
    return { api: null, notices: [...notices, { kind: 'scenarioError', title: "This scenario can't be set up", text }] };
  }
}
