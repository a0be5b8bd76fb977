import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse';
import { buildScenario } from '../scenario/build';
import { allObjects } from '../engine';
import { createGameStore, currentState } from './game';
import { loadGame, saveGame, SAVE_KEY, type KeyValueStorage } from './persist';

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const source = parseScenario({
  format: 1,
  name: 'saved',
  players: [{ name: 'Ann', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Ben' }],
});

describe('autosave', () => {
  it('brings back the game with every branch and the current step', () => {
    const built = buildScenario(source);
    const store = createGameStore('saved', built.state, built.log);
    const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
    const bolt = allObjects(built.state).find((o) => o.card === 'Lightning Bolt')!.id;
    store.getState().dispatch({ type: 'activate', player: 'p1', source: mountain, ability: 0 });
    store.getState().dispatch({ type: 'cast', player: 'p1', card: bolt, targets: [['p2']] });
    store.getState().undo();
    store.getState().dispatch({ type: 'pass' });
    const storage = memory();
    saveGame(storage, 'saved', source, store.getState().timeline, store.getState().cursor);
    const back = loadGame(storage);
    expect(back.kind).toBe('restored');
    if (back.kind !== 'restored') return;
    expect(back.game.timeline.nodes).toHaveLength(4);
    expect(back.game.timeline.nodes[1].children).toHaveLength(2);
    expect(JSON.stringify(back.game.timeline.nodes[back.game.cursor].state)).toBe(JSON.stringify(currentState(store.getState())));
  });

  it('sets a corrupted save aside, reports it, and keeps it', () => {
    const storage = memory();
    storage.setItem(SAVE_KEY, '{"version":1,"nodes":[');
    const back = loadGame(storage);
    expect(back.kind).toBe('setAside');
    if (back.kind !== 'setAside') return;
    expect(storage.getItem(back.key)).toBe('{"version":1,"nodes":[');
    expect(storage.getItem(SAVE_KEY)).toBeNull();
  });

  it('sets aside a save from another version, or one whose actions no longer replay', () => {
    const storage = memory();
    storage.setItem(SAVE_KEY, JSON.stringify({ version: 99, title: 'x', source, nodes: [], cursor: 0 }));
    expect(loadGame(storage)).toMatchObject({ kind: 'setAside', reason: expect.stringMatching(/another version/) });
    storage.setItem(SAVE_KEY, JSON.stringify({ version: 1, title: 'x', source, nodes: [{ parent: null, action: null }, { parent: 0, action: { type: 'pass', player: 'p2' } }], cursor: 1 }));
    expect(loadGame(storage).kind).toBe('setAside');
  });

  it('finds nothing when nothing was saved', () => {
    expect(loadGame(memory())).toEqual({ kind: 'none' });
  });
});
