// Test fixtures: a game from a scenario-like document, with ids looked up by label.
import type { GameState } from '../engine';
import { buildScenario } from './build';
import { parseScenario } from './parse';
import { objectByLabel } from './refs';

export function game(doc: Record<string, unknown>): { state: GameState; id: (label: string, s?: GameState) => string } {
  const { state } = buildScenario(parseScenario({ format: 2, name: 'test', ...doc }));
  const id = (label: string, s: GameState = state) => {
    const o = objectByLabel(s, label);
    if (!o) throw new Error(`no object labelled ${label}`);
    return o.id;
  };
  return { state, id };
}

/** Freeze a state deeply, so a test fails if the engine mutates what it was given. */
export function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}
