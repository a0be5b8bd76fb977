// One action of a scenario's script carried out: put in the engine's terms, applied, and an id
// the script gave to a card an edit created kept as a label for the actions after it. Shared by
// the runner (run.ts) and the import of a scenario as a timeline (src/store/importScenario.ts).
import { apply, type Action, type GameState, type LogEntry } from '../engine';
import { toEngineAction } from './translate';
import type { ScenarioAction } from './types';

export type Played = { action: Action; state: GameState; log: LogEntry[] };

/** Null when the action has nothing for the engine to do; throws RulesError or ScenarioError. */
export function playAction(state: GameState, a: ScenarioAction, path: string, labels: Set<string>): Played | null {
  const action = toEngineAction(state, a, path, labels);
  if (!action) return null;
  const t = apply(state, action);
  if (a.do === 'edit' && a.op === 'create' && a.id !== undefined) labels.add(a.id);
  return { action, state: t.state, log: t.log };
}
