// For tests: parse a document that must be refused, and return the ScenarioError that says why.
import { expect } from 'vitest';
import { ScenarioError } from './errors';
import { parseScenario } from './parse';

export function expectScenarioError(doc: unknown): ScenarioError {
  try {
    parseScenario(doc);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return e as ScenarioError;
  }
  throw new Error('expected a ScenarioError');
}
