import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, parseScenarioText } from '../scenario/parse';
import { runScenario } from '../scenario/run';
import { timelineOf } from './importScenario';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

describe('a scenario as a timeline', () => {
  it('every project scenario imports to the game its run ends in, one node per action', () => {
    for (const file of files('public/scenarios')) {
      const sc = parseScenarioText(readFileSync(file, 'utf8'));
      const run = runScenario(sc);
      const imported = timelineOf(sc);
      expect(imported.stoppedAt, file).toBeUndefined();
      expect(imported.timeline.nodes).toHaveLength(run.actions.length + 1);
      expect(JSON.stringify(imported.timeline.nodes[imported.cursor].state), file).toBe(JSON.stringify(run.state));
    }
    // Every scenario of the project, run twice: seconds on a machine shared by several test runs.
  }, 60_000);

  it('stops at an action the rules refuse, saying why', () => {
    const sc = parseScenario({ format: 1, name: 'x', players: [{ name: 'Ann', hand: ['Shock'] }, { name: 'Ben' }], actions: [{ do: 'pass' }, { do: 'cast', player: 'Ann', card: 'Shock', targets: ['Ben'] }] });
    const imported = timelineOf(sc);
    expect(imported.stoppedAt?.index).toBe(1);
    expect(imported.stoppedAt?.reason).toMatch(/117\.1/);
    expect(imported.timeline.nodes).toHaveLength(2);
  });
});
