import { allObjects } from '../engine';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse';
import { buildScenario } from '../scenario/build';
import { createGameStore, currentState, logUpTo } from './game';

function store() {
  const sc = parseScenario({
    format: 1,
    name: 't',
    players: [
      { name: 'Ann', battlefield: [{ card: 'Mountain', id: 'm' }], hand: [{ card: 'Lightning Bolt', id: 'b' }] },
      { name: 'Ben' },
    ],
  });
  const built = buildScenario(sc);
  return { s: createGameStore('t', built.state, built.log), built };
}

describe('game store', () => {
  it('dispatches, undoes and redoes', () => {
    const { s, built } = store();
    const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
    expect(s.getState().dispatch({ type: 'activate', player: 'p1', source: mountain, ability: 0 })).toBe(true);
    expect(currentState(s.getState()).players.p1.manaPool).toHaveLength(1);
    s.getState().undo();
    expect(currentState(s.getState())).toBe(built.state);
    s.getState().redo();
    expect(currentState(s.getState()).players.p1.manaPool).toHaveLength(1);
    expect(logUpTo(s.getState()).some((e) => e.rule === '605.3b')).toBe(true);
  });

  it('keeps the state and shows the reason when an action is refused', () => {
    const { s, built } = store();
    const bolt = allObjects(built.state).find((o) => o.card === 'Lightning Bolt')!.id;
    expect(s.getState().dispatch({ type: 'cast', player: 'p1', card: bolt, targets: [['p2']] })).toBe(false);
    expect(currentState(s.getState())).toBe(built.state);
    expect(s.getState().refusal?.rule).toBe('601.2h');
  });
});

describe('branching timeline', () => {
  it('keeps the old line when acting after an undo, and can return to it', () => {
    const { s, built } = store();
    const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
    const bolt = allObjects(built.state).find((o) => o.card === 'Lightning Bolt')!.id;
    const api = s.getState();
    api.dispatch({ type: 'activate', player: 'p1', source: mountain, ability: 0 });
    s.getState().dispatch({ type: 'cast', player: 'p1', card: bolt, targets: [['p2']] });
    const boltLine = s.getState().cursor;
    s.getState().undo();
    // Another line: pass instead of casting.
    s.getState().dispatch({ type: 'pass' });
    const passLine = s.getState().cursor;
    expect(passLine).not.toBe(boltLine);
    expect(s.getState().timeline.nodes[1].children).toEqual([boltLine, passLine]);
    s.getState().undo();
    s.getState().redo();
    expect(s.getState().cursor).toBe(passLine);
    s.getState().jump(boltLine);
    expect(currentState(s.getState()).stack).toHaveLength(1);
    s.getState().undo();
    s.getState().redo();
    expect(s.getState().cursor).toBe(boltLine);
    // Taking an action already taken follows its branch rather than making a new one.
    s.getState().undo();
    s.getState().dispatch({ type: 'pass' });
    expect(s.getState().cursor).toBe(passLine);
    expect(s.getState().timeline.nodes).toHaveLength(4);
    expect(logUpTo(s.getState()).some((e) => e.rule === '106.4b')).toBe(true);
  });
});

describe('the way to the current step', () => {
  // Redo after undo must come back along the line last taken: every step on the way from the
  // start to the cursor is the one its parent was last left through. An action marks only its own
  // step, so this must hold after any mix of actions, undos, redos and jumps.
  it('stays marked through 400 seeded actions, undos, redos, jumps and a restore', () => {
    const { s, built } = store();
    const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 400; i++) {
      // Halfway, the same tree comes back as an autosave does: with nothing marked but the way to its step.
      if (i === 200) s.getState().restore('t', { nodes: s.getState().timeline.nodes, lastChild: new Map() }, 0);
      const g = s.getState();
      const r = rand(10);
      if (r < 2) g.dispatch({ type: 'edit', op: rand(2) ? 'tap' : 'untap', object: mountain });
      else if (r < 4) g.dispatch({ type: 'edit', op: 'life', player: 'p1', life: rand(30) });
      else if (r < 6) g.undo();
      else if (r < 8) g.redo();
      else g.jump(rand(g.timeline.nodes.length));
      const { timeline, cursor } = s.getState();
      for (let n = timeline.nodes[cursor]; n.parent !== null; n = timeline.nodes[n.parent]) {
        expect(timeline.lastChild.get(n.parent), `step ${i}: the way to ${cursor} at ${n.id}`).toBe(n.id);
      }
    }
    expect(s.getState().timeline.nodes.length).toBeGreaterThan(100);
  });
});

describe('naming a game', () => {
  it('renames the game and its scenario, so an export carries the new name and description', () => {
    const source = parseScenario({ format: 1, name: 'Old', description: 'old words', players: [{ name: 'Ann' }, { name: 'Ben' }] });
    const built = buildScenario(source);
    const store = createGameStore('Old', built.state, built.log, source);
    store.getState().rename('Wildfire Devils: choosing', 'Ann casts the copy.');
    expect(store.getState().title).toBe('Wildfire Devils: choosing');
    expect(store.getState().source).toMatchObject({ name: 'Wildfire Devils: choosing', description: 'Ann casts the copy.' });
    store.getState().rename('No words', '');
    expect(store.getState().source).not.toHaveProperty('description');
  });
});
