// Re-roll: another random result on a new branch, the old line kept, the same actions played again.
import { describe, expect, it } from 'vitest';
import { allObjects } from '../engine';
import { buildScenario } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { createGameStore, currentState, logUpTo } from './game';
import { candidateSeed, possibleResults, rerollPlan } from './reroll';

function store() {
  const sc = parseScenario({
    format: 1,
    name: 'Devils',
    seed: 7,
    players: [
      { name: 'Ann', battlefield: ['Wildfire Devils'], graveyard: ['Shock'], library: ['Mountain', 'Mountain', 'Mountain'] },
      { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], graveyard: ['Divination'] },
    ],
    turn: { active: 'Ben', step: 'end' },
  });
  const built = buildScenario(sc);
  return createGameStore('t', built.state, built.log, sc);
}

const randomLine = (s: ReturnType<typeof store>) => logUpTo(s.getState()).filter((e) => e.random).map((e) => e.text);

describe('re-rolling a random result', () => {
  it('goes back before the action, sets another seed, and plays the same actions again on a new branch', () => {
    const s = store();
    const g = () => s.getState();
    g().dispatch({ type: 'advance', to: 'upkeep' });
    const beforeResolve = g().cursor;
    g().dispatch({ type: 'resolve' });
    const resolved = g().cursor;
    const bears = allObjects(currentState(g())).find((o) => o.card === 'Grizzly Bears')!.id;
    g().dispatch({ type: 'choose', answer: { targets: [[bears]] } });
    expect(randomLine(s)).toEqual(['Wildfire Devils chooses a player at random: Ann (1 of 2 in turn order).']);

    expect(g().reroll(resolved)).toEqual({ played: 1, of: 2 });
    expect(randomLine(s)).toEqual(['Wildfire Devils chooses a player at random: Ben (2 of 2 in turn order).']);
    // Ben exiled Divination; the copy of Shock's targets no longer fit, so the replay stopped there.
    expect(currentState(g()).choice).toMatchObject({ kind: 'cast', player: 'p1' });
    const seedEdit = g().timeline.nodes[beforeResolve].children.map((c) => g().timeline.nodes[c].action);
    expect(seedEdit).toEqual([{ type: 'resolve' }, { type: 'edit', op: 'seed', seed: candidateSeed(g().timeline.nodes[beforeResolve].state.rng, 1) }]);
    // The old line is kept: a jump back shows Ann chosen again.
    g().jump(resolved);
    expect(randomLine(s)).toEqual(['Wildfire Devils chooses a player at random: Ann (1 of 2 in turn order).']);
  });

  it('finds no other result when there is only one possible', () => {
    const s = store();
    const g = () => s.getState();
    g().dispatch({ type: 'edit', op: 'random', random: 'seeded' });
    expect(rerollPlan(g().timeline, g().cursor, g().cursor)).toBeNull();
  });

  it('lists the possible results of a drawn one, and finds a seed for the one wanted', () => {
    const s = store();
    const g = () => s.getState();
    g().dispatch({ type: 'advance', to: 'upkeep' });
    g().dispatch({ type: 'resolve' });
    const resolved = g().cursor;
    expect(possibleResults(g().timeline, resolved)).toEqual({ options: [{ id: 'p1', label: 'Ann' }, { id: 'p2', label: 'Ben' }], drawn: 'p1' });
    const plan = rerollPlan(g().timeline, resolved, resolved, 'p2')!;
    expect(plan.upTo).toBe(2);
    g().replay(plan.from, plan.actions);
    expect(randomLine(s)).toEqual(['Wildfire Devils chooses a player at random: Ben (2 of 2 in turn order).']);
    expect(possibleResults(g().timeline, g().cursor)?.drawn).toBe('p2');
  });
});
