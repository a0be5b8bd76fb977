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

// The scenario the address names (or the demo), asked for as the page's script starts (main.tsx),
// so its fetch runs while the page is set up instead of after it: the cold load's critical path
// (issue 16). The demo's request is the one index.html preloads. Taken once, by the first
// fetchScenario of the same path; read only then.
const early = new Map<string, Promise<Response>>();

export function prefetchScenario(path: string): void {
  const p = fetch(scenarioUrl(path));
  // Not wanted after all (an autosave opens instead): its failure is nobody's.
  p.catch(() => undefined);
  early.set(path, p);
}

/** Fetch and parse a scenario under public/scenarios; a missing file is a ScenarioError too. */
export function fetchScenario(path: string): Promise<Scenario> {
  const asked = early.get(path);
  early.delete(path);
  return read(path, asked ?? fetch(scenarioUrl(path)));
}

async function read(path: string, response: Promise<Response>): Promise<Scenario> {
  const res = await response;
  // A static server may answer a missing file with the page itself: only JSON is a scenario.
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('text/html')) {
    throw new ScenarioError('', `could not load ${path}: ${res.ok ? 'no such scenario' : `${res.status} ${res.statusText}`}`);
  }
  const text = await res.text();
  return withCardDatabase(() => parseScenarioText(text));
}
