// Loads the scenario the address names (?scenario=path under public/scenarios) or the demo, and
// shows the table. A bad scenario shows what is wrong with it, and the demo is loaded instead.
import { useEffect, useState } from 'react';
import { parseScenarioText } from '../scenario/parse';
import { buildScenario } from '../scenario/build';
import { ScenarioError } from '../scenario/errors';
import { createGameStore, type GameStoreApi } from '../store/game';
import { GameContext } from './context';
import { Game } from './Game';
import { LoadError } from './LoadError';
import { DEMO, scenarioFromQuery, scenarioUrl } from './scenarioUrl';

type Loaded = { store: GameStoreApi | null; error: string | null } | null;

async function loadScenario(path: string): Promise<GameStoreApi> {
  const url = scenarioUrl(path);
  const res = await fetch(url);
  // A static server may answer a missing file with the page itself: only JSON is a scenario.
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('text/html')) {
    throw new ScenarioError('', `could not load ${path}: ${res.ok ? 'no such scenario' : `${res.status} ${res.statusText}`}`);
  }
  const scenario = parseScenarioText(await res.text());
  const { state, log } = buildScenario(scenario);
  return createGameStore(scenario.name ?? path, state, log);
}

function message(path: string, e: unknown): string {
  if (e instanceof ScenarioError) return path === DEMO ? e.message : `${path}: ${e.message}`;
  return `The scenario ${path} could not be loaded: ${e instanceof Error ? e.message : String(e)}`;
}

/** The asked scenario, or the demo with the reason the asked one couldn't be set up. */
async function load(): Promise<NonNullable<Loaded>> {
  const asked = scenarioFromQuery(window.location.search);
  let error: string | null = null;
  if ('path' in asked) {
    try {
      return { store: await loadScenario(asked.path), error: null };
    } catch (e) {
      if (asked.path === DEMO) return { store: null, error: message(DEMO, e) };
      error = message(asked.path, e);
    }
  } else {
    error = asked.error;
  }
  try {
    return { store: await loadScenario(DEMO), error: `${error} The demo is shown instead.` };
  } catch (e) {
    return { store: null, error: `${error} ${message(DEMO, e)}` };
  }
}

export function App() {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [showError, setShowError] = useState(true);
  useEffect(() => {
    let live = true;
    load().then((l) => live && setLoaded(l));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="flex h-screen flex-col bg-slate-950 text-slate-100">
      {loaded === null && <p className="p-6 text-slate-300">Loading the scenario…</p>}
      {loaded?.error && showError && <LoadError message={loaded.error} onDismiss={loaded.store ? () => setShowError(false) : undefined} />}
      {loaded?.store && (
        <GameContext.Provider value={loaded.store}>
          <Game />
        </GameContext.Provider>
      )}
    </div>
  );
}
