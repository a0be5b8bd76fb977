// Run a scenario's script and check its expectations (SCENARIO.md, "Actions" and "Expectations").
import { RulesError, type Action, type GameState, type LogEntry, type ObjectId } from '../engine';
import { derivationText } from './derivationText';
import { buildScenario } from './build';
import { ScenarioError } from './errors';
import { checkExpectation } from './expect';
import { playAction } from './play';
import type { Scenario } from './types';

export type RunResult = {
  ok: boolean;
  /**
   * What differed, with the index of the action where it happened (-1: the final expect), and, when
   * a characteristic differed, the derivation of each object concerned (derivationText.ts).
   */
  failure?: { index: number; message: string; derivations?: string[] };
  state: GameState;
  log: LogEntry[];
  /** The engine actions taken, in order, for replay. */
  actions: Action[];
};

export function runScenario(sc: Scenario): RunResult {
  const built = buildScenario(sc);
  let state = built.state;
  const log = built.log.slice();
  const labels = built.labels;
  const actions: Action[] = [];
  const fail = (index: number, message: string, explained?: ReadonlySet<ObjectId>): RunResult => {
    const derivations = [...(explained ?? [])].map((id) => derivationText(state, id)).filter((t): t is string => t !== null);
    return { ok: false, failure: { index, message, ...(derivations.length ? { derivations } : {}) }, state, log, actions };
  };

  for (const [i, a] of sc.actions.entries()) {
    const path = `actions[${i}]`;
    try {
      if (a.do === 'expect') {
        const explained = new Set<ObjectId>();
        const diffs = checkExpectation(state, a, log, labels, path, explained);
        if (diffs.length) return fail(i, diffs.join('; '), explained);
        continue;
      }
      // Only an action meant to be refused is checked byte for byte, so only it pays for serializing.
      const before = a.expectError ? JSON.stringify(state) : '';
      try {
        const played = playAction(state, a, path, labels, sc.format);
        if (!played.length) continue;
        if (a.expectError) return fail(i, `expected a rules error, but the ${a.do} succeeded`);
        for (const p of played) {
          state = p.state;
          log.push(...p.log);
          actions.push(p.action);
        }
      } catch (e) {
        if (!(e instanceof RulesError)) throw e;
        if (!a.expectError) return fail(i, `rules error: ${e.message}`);
        // The rejected action must leave the whole state exactly as it was.
        if (JSON.stringify(state) !== before) return fail(i, 'engine bug: a rejected action changed the state');
      }
    } catch (e) {
      if (e instanceof ScenarioError) return fail(i, e.message);
      return fail(i, `engine error: ${(e as Error).stack ?? e}`);
    }
  }
  if (sc.expect) {
    try {
      const explained = new Set<ObjectId>();
      const diffs = checkExpectation(state, sc.expect, log, labels, 'expect', explained);
      if (diffs.length) return fail(-1, diffs.join('; '), explained);
    } catch (e) {
      if (e instanceof ScenarioError) return fail(-1, e.message);
      throw e;
    }
  }
  return { ok: true, state, log, actions };
}
