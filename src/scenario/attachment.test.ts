// Attachment in the scenario format (SCENARIO.md, version 2): `attachedTo` on battlefield entries,
// control as a fact in a position, and a position written back with both.
import { describe, expect, it } from 'vitest';
import { objectAt, type GameState } from '../engine';
import { buildScenario } from './build';
import { parseScenario } from './parse';
import { positionOf } from './position';
import { expectScenarioError } from './expectScenarioError';
import { ScenarioError } from './errors';
import { objectByLabel } from './refs';

const doc = {
  format: 2,
  name: 'Mind Control on the bears',
  players: [
    { name: 'Ann', battlefield: [{ card: 'Mind Control', id: 'mind', attachedTo: 'bears' }, { card: 'Bonesplitter', id: 'splitter', attachedTo: 'bears' }] },
    { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
  ],
};

const by = (s: GameState, label: string) => objectByLabel(s, label)!;

describe('attachedTo in a position', () => {
  it('attaches as listed; the Aura that takes control takes it in layer 2', () => {
    const { state } = buildScenario(parseScenario(doc));
    expect(by(state, 'mind').attachedTo).toBe(by(state, 'bears').id);
    expect(by(state, 'bears')).toMatchObject({ controller: 'p1', baseController: 'p2' });
  });

  it('is written back: the permanent under its controller before effects, the attachments by id', () => {
    const { state } = buildScenario(parseScenario(doc));
    const written = positionOf(state, 'again');
    expect(written.players[1].battlefield).toEqual([expect.objectContaining({ card: 'Grizzly Bears', id: 'bears' })]);
    expect(written.players[0].battlefield.map((c) => c.attachedTo)).toEqual(['bears', 'bears']);
    const again = buildScenario(parseScenario(JSON.parse(JSON.stringify(written)))).state;
    expect(objectAt(again, by(again, 'bears').id).controller).toBe('p1');
  });

  it('refuses what it can\'t name, a card off the battlefield, and format 1', () => {
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ScenarioError);
        return (e as ScenarioError).path;
      }
      throw new Error('expected a ScenarioError');
    };
    const ann = (entries: unknown[]) => ({ ...doc, players: [{ name: 'Ann', battlefield: entries }, doc.players[1]] });
    expect(refused(() => buildScenario(parseScenario(ann([{ card: 'Pacifism', attachedTo: 'nobody' }]))))).toBe('players[0].battlefield[0].attachedTo');
    expect(expectScenarioError({ ...doc, players: [{ name: 'Ann', hand: [{ card: 'Pacifism', attachedTo: 'bears' }] }, doc.players[1]] }).path).toBe('players[0].hand[0].attachedTo');
    expect(expectScenarioError({ ...doc, format: 1 }).reason).toMatch(/needs format 2/);
  });
});
