// Putting another game on the table: a gallery scenario, a share link, an imported file, an
// autosave, a new empty game. The page's own state (a spell being cast, the card selected, the
// scenario being learned) belongs to the game left behind and is cleared.
import { parseScenario } from '../../scenario/parse';
import { ScenarioError } from '../../scenario/errors';
import type { Scenario } from '../../scenario/types';
import type { GameStoreApi } from '../../store/game';
import { timelineOf, type Imported } from '../../store/importScenario';
import type { Restored } from '../../store/persist';
import { cancel } from '../interaction';
import { usePage, type Notice } from '../pageStore';
import { keepReplaced } from './recentGames';

/** The scenario's starting position alone: its script and expectations left out. */
export function startOf(sc: Scenario): Scenario {
  const { expect: _expect, ...start } = sc;
  return { ...start, actions: [] };
}

/** Two players and nothing else: the builder's blank page. */
export function emptyScenario(): Scenario {
  return parseScenario({ format: 1, name: 'New game', description: 'An empty two-player game, built with the builder.', players: [{ name: 'Ann' }, { name: 'Ben' }] });
}

function clearPage(): void {
  cancel();
  const page = usePage.getState();
  page.setLearn(null);
  page.select(null);
  page.explain(null);
  // Another game's objects reuse ids: the layers column would show a stranger.
  page.showLayers(null);
}

/**
 * Open a scenario. `position`: its starting position only; `played`: its script played, the game
 * standing after its last action; `learn`: played, the game shown at its start (to step through).
 * The game it replaces is kept in recent games, with a notice to restore it.
 */
export function openScenario(api: GameStoreApi, sc: Scenario, how: 'position' | 'played' | 'learn'): Imported {
  const imported = timelineOf(how === 'position' ? startOf(sc) : sc);
  void keepReplaced(api);
  clearPage();
  api.getState().restore(sc.name, imported.timeline, how === 'learn' ? 0 : imported.cursor, startOf(sc));
  return imported;
}

/** Put a restored game on the table; the caller has kept the game it replaces (openRecent.ts). */
export function openRestored(api: GameStoreApi, game: Restored): void {
  clearPage();
  api.getState().restore(game.title, game.timeline, game.cursor, game.source);
}

/** A notice for a link, file or address that can't be opened: the field and the reason. */
export function scenarioErrorNotice(what: string, e: unknown): Notice {
  if (e instanceof ScenarioError) {
    return { kind: 'scenarioError', title: `${what} can't be opened`, field: e.path || undefined, text: e.reason };
  }
  return { kind: 'scenarioError', title: `${what} can't be opened`, text: e instanceof Error ? e.message : String(e) };
}

/** A notice when a script stopped before its end (an action the rules refused). */
export function stoppedNotice(what: string, imported: Imported): Notice | null {
  if (!imported.stoppedAt) return null;
  return { kind: 'info', title: `${what} stops early`, text: `Its action ${imported.stoppedAt.index + 1} could not be played: ${imported.stoppedAt.reason}` };
}
