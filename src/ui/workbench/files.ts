// Share links and files: the game as a scenario document (its start and the actions taken, as
// SCENARIO.md writes them), or its current position alone; a download; an import.
import { exportScenario } from '../../scenario/export';
import { positionOf } from '../../scenario/position';
import { parseScenarioText } from '../../scenario/parse';
import { withCardDatabase } from '../../scenario/cardDatabase';
import { shareHash } from '../../scenario/share';
import { slug } from '../../scenario/slug';
import { actionsUpTo, currentState, type GameStore, type GameStoreApi } from '../../store/game';
import { openScenario, scenarioErrorNotice, stoppedNotice } from '../session/openGame';
import { usePage } from '../pageStore';

/** The scenario document of the game so far; throws a ScenarioError when the format can't say it. */
export function gameDocument(g: GameStore): Record<string, unknown> {
  if (!g.source) throw new Error('this game has no starting scenario to export');
  return exportScenario(g.source, actionsUpTo(g));
}

export function positionDocument(g: GameStore) {
  return positionOf(currentState(g), `${g.title}: position`, g.source?.description);
}

export function shareLink(g: GameStore): string {
  return `${window.location.origin}${window.location.pathname}${shareHash(gameDocument(g))}`;
}

/** The file an export writes, named after the game: "Wildfire Devils: choosing" gives wildfire-devils-choosing.json. */
export function fileName(name: string): string {
  return `${/[a-z0-9]/i.test(name) ? slug(name) : 'game'}.json`;
}

export function download(name: string, doc: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Open a scenario file: its position, then its actions played. A bad file changes nothing. */
export async function importFile(api: GameStoreApi, file: File): Promise<boolean> {
  const page = usePage.getState();
  try {
    const text = await file.text();
    const sc = await withCardDatabase(() => parseScenarioText(text));
    const imported = openScenario(api, sc, 'played');
    page.dismiss('scenarioError');
    const stopped = stoppedNotice(`The file ${file.name}`, imported);
    if (stopped) page.notify(stopped);
    return true;
  } catch (e) {
    page.notify(scenarioErrorNotice(`The file ${file.name}`, e));
    return false;
  }
}
