import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import { exportScenario } from './export';
import { parseScenario, parseScenarioText } from './parse';
import { runScenario } from './run';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

/** What a game looks like, without the ids an export gives cards. */
function position(s: GameState) {
  const { objects: _o, ...rest } = s;
  return JSON.stringify(rest);
}

describe('exporting a game as a scenario', () => {
  for (const file of files('public/scenarios')) {
    it(`${file}: the exported document replays to the same game`, () => {
      const sc = parseScenarioText(readFileSync(file, 'utf8'));
      const first = runScenario(sc);
      const doc = exportScenario(sc, first.actions);
      const again = runScenario(parseScenario(JSON.parse(JSON.stringify(doc))));
      expect(again.failure).toBeUndefined();
      expect(position(again.state)).toBe(position(first.state));
    });
  }
});
