// Which scenario the page opens: `?scenario=mana/06-reflecting-pool-choice.json` names a file
// under public/scenarios; without it, the demo. Only plain relative paths are accepted.
import { ScenarioError } from '../../scenario/errors';
import { parseScenarioText } from '../../scenario/parse';
import { withCardDatabase } from '../../scenario/cardDatabase';
import type { Scenario } from '../../scenario/types';

const PATH = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.json$/;

export const DEMO = 'demo.json';

/** The scenario path asked for in a query string: the demo when none is, an error when it is malformed. */
export function scenarioFromQuery(search: string): { path: string } | { error: string } {
  const asked = new URLSearchParams(search).get('scenario');
  if (asked === null || asked === '') return { path: DEMO };
  if (!PATH.test(asked)) {
    return {
      error: `"${asked}" is not a scenario path: write it like mana/06-reflecting-pool-choice.json (lowercase letters, digits, "-", "_" and "/", ending in .json)`,
    };
  }
  return { path: asked };
}

export function scenarioUrl(path: string): string {
  return `${import.meta.env.BASE_URL}scenarios/${path}`;
}

// The scenario the address names (or the demo), asked for and read as the page's script starts
// (main.tsx), so its fetch (and the card database, when it names cards beyond the built-in pool)
// runs while the page is set up instead of after it: the cold load's critical path (issue 16).
// Taken once, by the first fetchScenario of the same path.
const early = new Map<string, Promise<Scenario>>();

export function prefetchScenario(path: string): void {
  const p = load(path);
  // Not wanted after all (an autosave opens instead): its failure is nobody's.
  p.catch(() => undefined);
  early.set(path, p);
}

/** The demo's request, which index.html preloads, made when the page opens another game: a preload
 *  left unused is a warning in the browser's console. */
export function takeDemoPreload(): void {
  fetch(scenarioUrl(DEMO)).catch(() => undefined);
}

/** Fetch and parse a scenario under public/scenarios; a missing file is a ScenarioError too. */
export function fetchScenario(path: string): Promise<Scenario> {
  const p = early.get(path);
  if (p) {
    early.delete(path);
    return p;
  }
  return load(path);
}

async function load(path: string): Promise<Scenario> {
  const res = await fetch(scenarioUrl(path));
  // A static server may answer a missing file with the page itself: only JSON is a scenario.
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('text/html')) {
    throw new ScenarioError('', `could not load ${path}: ${res.ok ? 'no such scenario' : `${res.status} ${res.statusText}`}`);
  }
  const text = await res.text();
  return withCardDatabase(() => parseScenarioText(text));
}
