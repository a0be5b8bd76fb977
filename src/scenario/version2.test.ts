import { describe, expect, it } from 'vitest';
import { expectScenarioError } from './expectScenarioError';
import { parseScenario } from './parse';

const players = [{ name: 'Ann', battlefield: ['Wildfire Devils'] }, { name: 'Ben' }];
const v1 = { format: 1, name: 'n', players };
const v2 = { ...v1, format: 2 };

const error = expectScenarioError;

describe('format 2: randomness, asked, and the seed edit', () => {
  it('reads "random" and the seed edit', () => {
    const sc = parseScenario({ ...v2, random: 'ask', actions: [{ do: 'edit', op: 'seed', seed: 4294967295 }, { do: 'choose', kind: 'random', answer: 'Ben' }] });
    expect(sc.format).toBe(2);
    expect(sc.random).toBe('ask');
    expect(sc.actions[0]).toEqual({ do: 'edit', op: 'seed', seed: 4294967295 });
    expect(parseScenario({ ...v2, random: 'seeded' }).random).toBe('seeded');
  });

  it('leaves a format 1 document as it was', () => {
    const sc = parseScenario(v1);
    expect(sc.format).toBe(1);
    expect('random' in sc).toBe(false);
  });

  it.each([
    [{ ...v2, random: 'dice' }, 'random', /must be one of "seeded", "ask"/],
    [{ ...v2, random: true }, 'random', /must be one of "seeded", "ask", not boolean true/],
    [{ ...v2, actions: [{ do: 'edit', op: 'seed', seed: -3 }] }, 'actions[0].seed', /from 0 to 4294967295, not -3/],
    [{ ...v2, actions: [{ do: 'edit', op: 'seed', seed: 1.5 }] }, 'actions[0].seed', /whole number/],
    [{ ...v2, actions: [{ do: 'edit', op: 'seed' }] }, 'actions[0].seed', /required for the edit "seed"/],
    [{ ...v2, actions: [{ do: 'edit', op: 'seed', seed: 2, object: 'x' }] }, 'actions[0].object', /not a field/],
  ])('names the field of a bad value: %#', (doc, path, reason) => {
    const e = error(doc);
    expect(e.path).toBe(path);
    expect(e.reason).toMatch(reason);
  });

  it.each([
    [{ ...v1, random: 'ask' }, 'random'],
    [{ ...v1, actions: [{ do: 'edit', op: 'seed', seed: 3 }] }, 'actions[0].op'],
    [{ ...v1, actions: [{ do: 'choose', kind: 'random', answer: 'Ann' }] }, 'actions[0].kind'],
    [{ ...v1, cards: [] }, 'cards'],
    [{ ...v1, actions: [{ do: 'cast', player: 'Ann', card: 'x', costs: { convoke: ['y'] } }] }, 'actions[0].costs.convoke'],
    [{ ...v1, actions: [{ do: 'cast', player: 'Ann', card: 'x', costs: { delve: ['y'] } }] }, 'actions[0].costs.delve'],
    [{ ...v1, actions: [{ do: 'cast', player: 'Ann', card: 'x', buyback: true }] }, 'actions[0].buyback'],
  ])('refuses version 2 in a format 1 document: %#', (doc, path) => {
    const e = error(doc);
    expect(e.path).toBe(path);
    expect(e.reason).toMatch(/needs format 2/);
  });

  it.each([
    [{ ...v2, actions: [{ do: 'cast', player: 'Ann', card: 'x', fuse: true }] }, 'actions[0].fuse', /the field "fuse" is not supported by this version of the sandbox yet/],
    [{ ...v2, actions: [{ do: 'cast', player: 'Ann', card: 'x', fuse: true }] }, 'actions[0].fuse', /not supported/],
  ])('refuses by name what version 2 has and this sandbox does not yet: %#', (doc, path, reason) => {
    const e = error(doc);
    expect(e.path).toBe(path);
    expect(e.reason).toMatch(reason);
  });

  it('reads stepping through a resolution and the workbench edits', () => {
    const actions = [
      { do: 'resolve', stepwise: true },
      { do: 'step' },
      { do: 'edit', op: 'damage', object: 'x', damage: 2 },
      { do: 'edit', op: 'sick', object: 'x', sick: false },
      { do: 'edit', op: 'turn', active: 'Ben', step: 'end', number: 4 },
      { do: 'edit', op: 'turn' },
      { do: 'edit', op: 'addPlayer', name: 'Cid' },
      { do: 'edit', op: 'removePlayer', player: 'Cid' },
      { do: 'edit', op: 'attach', object: 'x', to: 'y' },
      { do: 'edit', op: 'attach', object: 'x', to: null },
      { do: 'edit', op: 'control', object: 'x', player: 'Ben' },
    ];
    expect(parseScenario({ ...v2, actions }).actions).toEqual(actions);
  });

  it.each([
    [{ ...v1, actions: [{ do: 'step' }] }, 'actions[0].do', /needs format 2/],
    [{ ...v1, actions: [{ do: 'resolve', stepwise: true }] }, 'actions[0].stepwise', /needs format 2/],
    [{ ...v1, actions: [{ do: 'edit', op: 'damage', object: 'x', damage: 1 }] }, 'actions[0].op', /needs format 2/],
    [{ ...v2, actions: [{ do: 'resolve', stepwise: 1 }] }, 'actions[0].stepwise', /true or false/],
    [{ ...v2, actions: [{ do: 'step', player: 'Ann' }] }, 'actions[0].player', /not a field/],
    [{ ...v2, actions: [{ do: 'edit', op: 'damage', object: 'x', damage: -1 }] }, 'actions[0].damage', /from 0/],
    [{ ...v2, actions: [{ do: 'edit', op: 'sick', object: 'x' }] }, 'actions[0].sick', /required for the edit "sick"/],
    [{ ...v2, actions: [{ do: 'edit', op: 'turn', step: 'cleanup' }] }, 'actions[0].step', /must be one of/],
    [{ ...v2, actions: [{ do: 'edit', op: 'turn', number: 0 }] }, 'actions[0].number', /from 1/],
    // A position has no combat under way (SCENARIO.md, "Positions"): neither a document's turn nor a `turn` edit starts in these.
    [{ ...v2, turn: { step: 'firstStrikeDamage' } }, 'turn.step', /no combat under way.*first-strike combat damage step/],
    [{ ...v2, turn: { step: 'declareBlockers' } }, 'turn.step', /no combat under way.*declare blockers step/],
    [{ ...v2, actions: [{ do: 'edit', op: 'turn', step: 'combatDamage' }] }, 'actions[0].step', /no combat under way.*combat damage step/],
    [{ ...v1, turn: { step: 'firstStrikeDamage' } }, 'turn.step', /needs format 2/],
    [{ ...v2, actions: [{ do: 'edit', op: 'addPlayer' }] }, 'actions[0].name', /required/],
    [{ ...v2, actions: [{ do: 'edit', op: 'removePlayer', player: 3 }] }, 'actions[0].player', /text|string/],
  ])('names the field of a bad step, stepwise or workbench edit: %#', (doc, path, reason) => {
    const e = error(doc);
    expect(e.path).toBe(path);
    expect(e.reason).toMatch(reason);
  });
});
