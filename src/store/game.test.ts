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
