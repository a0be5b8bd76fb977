// For every scenario: undoing every action then redoing them gives the same state at every step,
// and replaying the actions from the starting position gives the identical game.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { buildScenario } from '../scenario/build';
import { parseScenarioText } from '../scenario/parse';
import { runScenario } from '../scenario/run';
import { createGameStore, currentState } from './game';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

describe('undo, redo and replay', () => {
  for (const file of files('public/scenarios')) {
    it(file, () => {
      const sc = parseScenarioText(readFileSync(file, 'utf8'));
      const { actions, state: end } = runScenario(sc);
      const start = buildScenario(sc);
      const store = createGameStore(sc.name, start.state, start.log);
      const seen = [JSON.stringify(start.state)];
      for (const a of actions) {
        expect(store.getState().dispatch(a)).toBe(true);
        seen.push(JSON.stringify(currentState(store.getState())));
      }
      expect(seen[seen.length - 1]).toBe(JSON.stringify(end));
      for (let i = actions.length; i > 0; i--) {
        store.getState().undo();
        expect(JSON.stringify(currentState(store.getState()))).toBe(seen[i - 1]);
      }
      for (let i = 1; i <= actions.length; i++) {
        store.getState().redo();
        expect(JSON.stringify(currentState(store.getState()))).toBe(seen[i]);
      }
      // Replaying from the starting position, in a fresh run, gives the identical game.
      let s = buildScenario(sc).state;
      for (const a of actions) s = apply(s, a).state;
      expect(JSON.stringify(s)).toBe(JSON.stringify(end));
    });
  }
});
