// Loads the demo scenario and shows the table. A bad scenario shows what is wrong with it.
import { useEffect, useState } from 'react';
import { parseScenarioText } from '../scenario/parse';
import { buildScenario } from '../scenario/build';
import { ScenarioError } from '../scenario/errors';
import { createGameStore, type GameStoreApi } from '../store/game';
import { GameContext } from './context';
import { Game } from './Game';

type Loaded = { store: GameStoreApi } | { error: string } | null;

async function loadDemo(): Promise<GameStoreApi> {
  const url = `${import.meta.env.BASE_URL}scenarios/demo.json`;
  const res = await fetch(url);
  if (!res.ok) throw new ScenarioError('', `could not load ${url}: ${res.status} ${res.statusText}`);
  const scenario = parseScenarioText(await res.text());
  const { state, log } = buildScenario(scenario);
  return createGameStore(scenario.name ?? 'Demo', state, log);
}

export function App() {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    loadDemo().then(
      (store) => live && setLoaded({ store }),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ScenarioError) setLoaded({ error: e.message });
        else setLoaded({ error: `The scenario could not be loaded: ${e instanceof Error ? e.message : String(e)}` });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="min-h-screen bg-slate-950 text-slate-100">
      {loaded === null && <p className="p-6 text-slate-300">Loading the demo…</p>}
      {loaded && 'error' in loaded && (
        <div role="alert" className="m-6 rounded-lg border-2 border-red-400 bg-red-950 p-4 text-red-50">
          <h1 className="mb-1 font-bold">This scenario can't be set up</h1>
          <p>{loaded.error}</p>
        </div>
      )}
      {loaded && 'store' in loaded && (
        <GameContext.Provider value={loaded.store}>
          <Game />
        </GameContext.Provider>
      )}
    </div>
  );
}
