import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedRuleText } from '../rules';
import { parseScenario, parseScenarioText } from './parse';
import { runScenario } from './run';
import { exportScenario } from './export';
import { comparablePosition as position } from './comparablePosition';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

const run = (file: string) => runScenario(parseScenarioText(readFileSync(file, 'utf8')));

// Each scenario runs once here for all three checks: the suite runs every scenario of the gallery.
describe('the scenarios in public/scenarios', () => {
  for (const file of jsonFiles('public/scenarios')) {
    it(`${file} passes, every rule its log cites has its text, and its export replays to the same game`, () => {
      const sc = parseScenarioText(readFileSync(file, 'utf8'));
      const r = runScenario(sc);
      expect(r.failure?.message).toBeUndefined();
      expect(r.ok).toBe(true);
      for (const entry of r.log) if (!entry.edit) expect(citedRuleText(entry.rule), entry.rule).toBeTruthy();
      const again = runScenario(parseScenario(JSON.parse(JSON.stringify(exportScenario(sc, r.actions)))));
      expect(again.failure).toBeUndefined();
      expect(position(again.state)).toBe(position(r.state));
    });
  }
});

// The examples written by others against SCENARIO.md (../shared/examples) must pass unchanged.
const EXAMPLES = '../shared/examples';
const PENDING: Record<string, string> = {};
describe.skipIf(!existsSync(EXAMPLES))('the shared examples', () => {
  for (const name of existsSync(EXAMPLES) ? readdirSync(EXAMPLES).filter((f) => f.endsWith('.json')).sort() : []) {
    if (PENDING[name]) it.todo(`${name}: ${PENDING[name]}`);
    else it(`${name} passes unchanged`, () => expect(run(join(EXAMPLES, name)).failure).toBeUndefined());
  }
});

describe('runScenario', () => {
  const doc = {
    format: 1,
    name: 't',
    players: [{ name: 'Ann', hand: [{ card: 'Lightning Bolt', id: 'bolt' }], manaPool: '{R}' }, { name: 'Ben', life: 5 }],
  };

  it('fails at the action where an expectation differs, saying expected and actual', () => {
    const r = runScenario(parseScenario({ ...doc, actions: [{ do: 'cast', player: 'Ann', card: 'bolt', targets: ['Ben'] }, { do: 'resolve' }, { do: 'expect', life: { Ben: 3 } }] }));
    expect(r.failure).toEqual({ index: 2, message: 'life of Ben: expected 3, got 2' });
  });

  it('compares the characteristics now, as multisets: name, supertypes, types, subtypes, colors (613)', () => {
    const bears = { format: 2, name: 't', players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }] };
    const check = (objects: Record<string, unknown>) => runScenario(parseScenario({ ...bears, expect: { objects: { bears: objects } } })).failure?.message;
    expect(check({ name: 'Grizzly Bears', supertypes: [], types: ['Creature'], subtypes: ['Bear'], colors: ['G'] })).toBeUndefined();
    expect(check({ types: ['Creature', 'Land'] })).toMatch(/bears\.types: expected \["Creature","Land"\], got \["Creature"\]/);
    expect(check({ subtypes: [] })).toMatch(/bears\.subtypes/);
    expect(check({ colors: ['U'] })).toMatch(/bears\.colors/);
    expect(check({ name: 'Bear' })).toMatch(/bears\.name/);
  });

  it('fails when an expectError action succeeds', () => {
    const r = runScenario(parseScenario({ ...doc, actions: [{ do: 'cast', player: 'Ann', card: 'bolt', targets: ['Ben'], expectError: true }] }));
    expect(r.failure?.message).toMatch(/expected a rules error/);
  });

  it('fails on a rules error that was not expected, with its reason and rule', () => {
    const r = runScenario(parseScenario({ ...doc, actions: [{ do: 'cast', player: 'Ben', card: 'bolt', targets: ['Ann'] }] }));
    expect(r.failure?.message).toMatch(/rules error: .*\(117\.1\)|rules error: .*\(601\.3\)/);
  });

  it('fails on a reference that finds nothing, a choose with nothing pending, resolve on an empty stack', () => {
    expect(runScenario(parseScenario({ ...doc, actions: [{ do: 'cast', player: 'Ann', card: 'nope', targets: ['Ben'] }] })).failure?.message).toMatch(/"nope" names no player/);
    expect(runScenario(parseScenario({ ...doc, actions: [{ do: 'choose', answer: true }] })).failure?.message).toMatch(/no pending choice/);
    expect(runScenario(parseScenario({ ...doc, actions: [{ do: 'resolve' }] })).failure?.message).toMatch(/stack is empty/);
  });

  it('finds a card by name only when exactly one object has it', () => {
    const two = { ...doc, players: [{ name: 'Ann', hand: ['Shock', 'Shock'], manaPool: '{R}' }, { name: 'Ben' }] };
    expect(runScenario(parseScenario({ ...two, actions: [{ do: 'cast', player: 'Ann', card: 'Shock', targets: ['Ben'] }] })).failure?.message).toMatch(/ambiguous/);
    expect(runScenario(parseScenario({ ...doc, actions: [{ do: 'cast', player: 'Ann', card: 'Lightning Bolt', targets: ['Ben'] }] })).ok).toBe(true);
  });

  it('keeps following an id as its card moves, and reports a card that ceased to exist', () => {
    const r = runScenario(
      parseScenario({
        ...doc,
        players: [doc.players[0], { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'tok', token: true }] }],
        actions: [
          { do: 'cast', player: 'Ann', card: 'bolt', targets: ['tok'] },
          { do: 'expect', objects: { bolt: { zone: 'stack' } } },
          { do: 'resolve' },
        ],
        expect: { objects: { bolt: { zone: 'Ann.graveyard' }, tok: { zone: null } } },
      }),
    );
    expect(r.failure).toBeUndefined();
  });
});
