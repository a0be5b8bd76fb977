// One action of a scenario's script carried out: put in the engine's terms, applied, and an id
// the script gave to a card an edit created kept as a label for the actions after it. Shared by
// the runner (run.ts) and the import of a scenario as a timeline (src/store/importScenario.ts).
import { apply, RulesError, type Action, type GameState, type LogEntry } from '../engine';
import { toEngineAction } from './translate';
import type { ScenarioAction } from './types';

export type Played = { action: Action; state: GameState; log: LogEntry[] };

/**
 * The engine actions an action of the script makes: none (an `expect`), the action itself, and in a
 * format 1 document the automatic answers after it: while its actions run no creature attacks, so
 * every `attackers` choice is answered `{}` at once (SCENARIO.md, "Version 2"). An export writes
 * those answers as `choose` actions, so it replays the same game. Throws RulesError or ScenarioError.
 */
export function playAction(state: GameState, a: ScenarioAction, path: string, labels: Set<string>, format: 1 | 2 = 2): Played[] {
  const action = toEngineAction(state, a, path, labels);
  if (!action) return [];
  const t = apply(state, action);
  if (a.do === 'edit' && a.op === 'create' && a.id !== undefined) labels.add(a.id);
  const played: Played[] = [{ action, state: t.state, log: t.log }];
  if (format === 1) played.push(...noAttacks(t.state));
  return played;
}

/** Format 1: each `attackers` choice answered with no attackers, while that is legal (a requirement, 508.1d, leaves it pending). */
function noAttacks(state: GameState): Played[] {
  const out: Played[] = [];
  let s = state;
  while (s.choice?.kind === 'attackers') {
    const action: Action = { type: 'choose', answer: {} };
    try {
      const t = apply(s, action);
      out.push({ action, state: t.state, log: t.log });
      s = t.state;
    } catch (e) {
      if (e instanceof RulesError) break;
      throw e;
    }
  }
  return out;
}
