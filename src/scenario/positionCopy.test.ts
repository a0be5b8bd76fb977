// A copy in a written position (SCENARIO.md, `copyOf`): a Clone that entered copying a card is
// written as that card's copy, and reads back with the same copiable values (707.2).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { characteristicsOf } from '../engine';
import { buildScenario } from './build';
import { ScenarioError } from './errors';
import { parseScenario, parseScenarioText } from './parse';
import { positionOf } from './position';
import { objectByLabel } from './refs';
import { runScenario } from './run';

const run = (file: string) => runScenario(parseScenarioText(readFileSync(`public/scenarios/copies-layer1/${file}`, 'utf8')));

describe('copyOf in a written position', () => {
  it('writes a Clone that entered as a copy of Grizzly Bears as copyOf, and reads it back the same', () => {
    const first = run('01-clone-copies-grizzly-bears.json');
    const doc = positionOf(first.state, 'after');
    const entry = doc.players[0].battlefield.find((c) => c.id === 'clone');
    expect(entry).toMatchObject({ card: 'Clone', copyOf: 'Grizzly Bears' });
    const again = buildScenario(parseScenario(JSON.parse(JSON.stringify(doc)))).state;
    expect(characteristicsOf(again, objectByLabel(again, 'clone')!)).toEqual(characteristicsOf(first.state, objectByLabel(first.state, 'clone')!));
  });

  it('writes a Metamorph with its own exception as a plain copyOf (707.9b is its own ability)', () => {
    const built = buildScenario(parseScenario({ format: 2, name: 'm', players: [{ name: 'Ann', battlefield: [{ card: 'Phyrexian Metamorph', id: 'm', copyOf: 'Grizzly Bears' }] }, { name: 'Ben' }] })).state;
    expect(characteristicsOf(built, objectByLabel(built, 'm')!).types).toEqual(['Creature', 'Artifact']);
    expect(positionOf(built, 'x').players[0].battlefield[0]).toMatchObject({ card: 'Phyrexian Metamorph', copyOf: 'Grizzly Bears' });
  });

  it('refuses to write a copy whose values copyOf would not give back (a Clone copying a Metamorph)', () => {
    const end = run('09-phyrexian-metamorph-is-an-artifact.json').state;
    expect(() => positionOf(end, 'x')).toThrow(ScenarioError);
  });

  it('refuses copyOf off the battlefield, and an unknown card', () => {
    expect(() => parseScenario({ format: 2, name: 'x', players: [{ name: 'Ann', hand: [{ card: 'Clone', copyOf: 'Grizzly Bears' }] }, { name: 'Ben' }] })).toThrow(/only to a card on the battlefield/);
    expect(() => parseScenario({ format: 2, name: 'x', players: [{ name: 'Ann', battlefield: [{ card: 'Clone', copyOf: 'Grizzly Bearz' }] }, { name: 'Ben' }] })).toThrow(ScenarioError);
    expect(() => parseScenario({ format: 1, name: 'x', players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears', copyOf: 'Grizzly Bears' }] }, { name: 'Ben' }] })).toThrow(/needs format 2/);
  });
});
