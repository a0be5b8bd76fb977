// For tests: an action the rules refuse throws a RulesError citing its rule, and the state it was
// given is exactly as it was.
import { expect } from 'vitest';
import type { Action } from './actions';
import { apply } from './apply';
import { RulesError } from './errors';
import type { GameState } from './state/state';

export function rejects(state: GameState, action: Action, rule: string | RegExp): RulesError {
  const before = JSON.stringify(state);
  let error: unknown;
  try {
    apply(state, action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RulesError);
  const e = error as RulesError;
  if (typeof rule === 'string') expect(e.rule).toBe(rule);
  else expect(e.message).toMatch(rule);
  expect(e.message).toContain(`(${e.rule})`);
  expect(JSON.stringify(state)).toBe(before);
  return e;
}
