// Export and share links of games with randomness asked, seeded, or both, and with seed edits.
import { describe, expect, it } from 'vitest';
import { apply, type Action, type GameState } from '../engine';
import { buildScenario } from './build';
import { exportScenario } from './export';
import { parseScenario } from './parse';
import { runScenario } from './run';
import { scenarioFromHash, shareHash } from './share';

const start = (random?: 'ask') =>
  parseScenario({
    format: 2,
    name: 'Devils',
    seed: 7,
    ...(random ? { random } : {}),
    players: [
      { name: 'Ann', battlefield: ['Wildfire Devils'], graveyard: ['Shock'], library: ['Mountain', 'Mountain', 'Mountain'] },
      { name: 'Ben', graveyard: ['Divination'], library: ['Mountain', 'Mountain'] },
    ],
    turn: { active: 'Ben', step: 'end' },
  });

function play(s: GameState, actions: Action[]): GameState {
  return actions.reduce((g, a) => apply(g, a).state, s);
}

/** The game without its object table, whose ids an export renames. */
const position = (s: GameState) => JSON.stringify({ ...s, objects: undefined });

function roundTrip(random: 'ask' | undefined, actions: Action[]) {
  const sc = start(random);
  const game = play(buildScenario(sc).state, actions);
  const doc = exportScenario(sc, actions) as Record<string, unknown>;
  const back = scenarioFromHash(shareHash(doc))!;
  const again = runScenario(back);
  expect(again.failure).toBeUndefined();
  expect(position(again.state)).toBe(position(game));
  return { doc, back };
}

const upkeep: Action[] = [
  { type: 'advance', to: 'upkeep' },
  { type: 'resolve' },
];

describe('exporting randomness', () => {
  it('carries "random": "ask" and the answers given in place of chance', () => {
    const { doc, back } = roundTrip('ask', [...upkeep, { type: 'choose', answer: 'p2' }, { type: 'choose', answer: false }]);
    expect(doc).toMatchObject({ format: 2, random: 'ask' });
    expect(doc.actions).toContainEqual({ do: 'choose', answer: 'Ben' });
    expect(back.random).toBe('ask');
  });

  it('carries a seed edit made during play', () => {
    const pass: Action = { type: 'pass' };
    const { doc, back } = roundTrip(undefined, [pass, { type: 'edit', op: 'seed', seed: 1 }, ...upkeep, { type: 'choose', answer: false }]);
    expect(doc.format).toBe(2);
    expect((doc.actions as unknown[])[1]).toEqual({ do: 'edit', op: 'seed', seed: 1 });
    expect(back.actions[1]).toEqual({ do: 'edit', op: 'seed', seed: 1 });
  });

  it('folds a seed edit made before play into the start, as the other edits', () => {
    const { doc } = roundTrip(undefined, [{ type: 'edit', op: 'seed', seed: 1 }, ...upkeep, { type: 'choose', answer: false }]);
    expect(doc.seed).toBe(1);
    expect((doc.actions as { do: string }[])[0].do).toBe('advance');
  });

  it('writes a result the generator chose before asking was turned on as the answer it gave, and keeps the generator\'s state', () => {
    const actions: Action[] = [
      ...upkeep,
      { type: 'choose', answer: false },
      { type: 'edit', op: 'random', random: 'ask' },
      { type: 'advance', to: 'upkeep' },
      { type: 'advance', to: 'upkeep' },
      { type: 'resolve' },
      { type: 'choose', answer: 'p2' },
      { type: 'choose', answer: false },
    ];
    const { doc } = roundTrip(undefined, actions);
    expect(doc).toMatchObject({ format: 2, random: 'ask', seed: 7 });
    const written = doc.actions as Record<string, unknown>[];
    // Seed 7 chose Ann the first time; the generator then moved on, which a seed edit restores.
    expect(written.slice(0, 4)).toEqual([{ do: 'advance', to: 'upkeep' }, { do: 'resolve' }, { do: 'choose', answer: 'Ann' }, { do: 'choose', answer: false }]);
    expect(written[4]).toMatchObject({ do: 'edit', op: 'seed' });
  });

  it('writes format 2 for a format 1 game too, as SCENARIO.md says every export does', () => {
    const sc = { ...start(), format: 1 as const };
    const doc = exportScenario(sc, [{ type: 'pass' }]);
    expect(doc.format).toBe(2);
    expect(runScenario(parseScenario(doc)).failure).toBeUndefined();
  });
});
