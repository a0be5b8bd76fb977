// Combat in the scenario format (SCENARIO.md, "Combat", "Choices", "Expectations, in addition",
// "Positions"): answers by reference, the expectations of attacking and blocking, format 1's
// automatic answers written out by an export, and a position that can't hold a combat.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, parseScenarioText } from './parse';
import { runScenario } from './run';
import { exportScenario } from './export';
import { positionOf } from './position';
import { ScenarioError } from './errors';

const doc = (actions: unknown[], more: Record<string, unknown> = {}) =>
  parseScenario({
    format: 2,
    name: 'combat',
    players: [
      { name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }, { card: 'Hill Giant', id: 'giant' }] },
      { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'wall' }] },
    ],
    turn: { active: 'Ann', step: 'beginningOfCombat' },
    actions,
    ...more,
  });

describe('combat in scenario documents', () => {
  it('answers name creatures and players by reference; the expectations read the combat', () => {
    const r = runScenario(
      doc([
        { do: 'advance', to: 'declareAttackers' },
        { do: 'choose', kind: 'attackers', answer: { bears: 'Ben', 'Hill Giant': 'Ben' } },
        { do: 'advance', to: 'declareBlockers' },
        { do: 'choose', player: 'Ben', kind: 'blockers', answer: { wall: ['giant'] } },
        { do: 'expect', objects: { bears: { attacking: 'Ben', blocked: false, blocking: false }, giant: { attacking: 'Ben', blocked: true }, wall: { blocking: ['giant'], attacking: false } } },
      ]),
    );
    expect(r.failure).toBeUndefined();
  });

  it('a wrong combat expectation says what it expected and what it got', () => {
    const r = runScenario(
      doc([
        { do: 'advance', to: 'declareAttackers' },
        { do: 'choose', answer: { bears: 'Ben' } },
        { do: 'expect', objects: { bears: { attacking: false, blocked: true }, giant: { attacking: 'Ben' }, wall: { blocking: ['bears'] } } },
      ]),
    );
    expect(r.failure?.message).toBe('bears.attacking: expected false, got "Ben"; bears.blocked: expected true, got false; giant.attacking: expected "Ben", got false; wall.blocking: expected ["bears"], got false');
  });

  it('a reference in an answer that names nothing is a ScenarioError naming the field', () => {
    const r = runScenario(doc([{ do: 'advance', to: 'declareAttackers' }, { do: 'choose', answer: { bears: 'Carl' } }]));
    expect(r.failure?.message).toMatch(/actions\[1\]\.answer\.bears/);
  });

  it('players.X.poison is read and checked', () => {
    const r = runScenario(doc([], { expect: { players: { Ben: { poison: 1 } } } }));
    expect(r.failure?.message).toBe('Ben.poison: expected 1, got 0');
  });

  it('a format 1 run answers each attackers choice with {}, and its export writes that answer and replays the same game', () => {
    const source = parseScenarioText(readFileSync('public/scenarios/combat/04-format-1-no-attacks.json', 'utf8'));
    const run = runScenario(source);
    expect(run.ok).toBe(true);
    expect(run.actions).toContainEqual({ type: 'choose', answer: {} });
    const exported = exportScenario(source, run.actions) as { format: number; actions: unknown[] };
    expect(exported.format).toBe(2);
    expect(exported.actions).toContainEqual({ do: 'choose', answer: {} });
    const replay = runScenario(parseScenario(exported as never));
    expect(replay.ok).toBe(true);
    expect(replay.state.turn.step).toBe(run.state.turn.step);
  });

  it('an export of a game with attacks and blocks writes them by reference and replays', () => {
    const source = doc([]);
    const run = runScenario(
      doc([
        { do: 'advance', to: 'declareAttackers' },
        { do: 'choose', answer: { bears: 'Ben', giant: 'Ben' } },
        { do: 'advance', to: 'declareBlockers' },
        { do: 'choose', answer: { wall: 'giant' } },
        { do: 'advance', to: 'postcombatMain' },
      ]),
    );
    expect(run.ok).toBe(true);
    const exported = exportScenario(source, run.actions) as { actions: unknown[] };
    expect(exported.actions).toContainEqual({ do: 'choose', answer: { bears: 'Ben', giant: 'Ben' } });
    expect(exported.actions).toContainEqual({ do: 'choose', answer: { wall: 'giant' } });
    const replay = runScenario(parseScenario(exported as never));
    expect(replay.state.players.p2.life).toBe(18);
    expect(replay.state.players.p2.life).toBe(run.state.players.p2.life);
  });

  it('a position can\'t be written while creatures attack (SCENARIO.md, "Positions")', () => {
    const run = runScenario(doc([{ do: 'advance', to: 'declareAttackers' }, { do: 'choose', answer: { bears: 'Ben' } }]));
    expect(() => positionOf(run.state, 'x')).toThrow(ScenarioError);
    const none = runScenario(doc([{ do: 'advance', to: 'declareAttackers' }, { do: 'choose', answer: {} }]));
    expect(positionOf(none.state, 'x').turn.step).toBe('declareAttackers');
  });
});
