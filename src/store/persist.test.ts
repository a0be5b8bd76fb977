import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse';
import { buildScenario } from '../scenario/build';
import { allObjects } from '../engine';
import { createGameStore, currentState } from './game';
import { CHUNK, loadGame, saveGame, SAVE_KEY, type KeyValueStorage } from './persist';

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

  it('loads a save written before chunks (format 1)', () => {
    const storage = memory();
    const nodes = [{ parent: null, action: null }, { parent: 0, action: { type: 'pass', player: 'p1' } }];
    storage.setItem(SAVE_KEY, JSON.stringify({ version: 1, title: 'old', source, nodes, cursor: 1 }));
    const back = loadGame(storage);
    expect(back.kind).toBe('restored');
    if (back.kind === 'restored') expect([back.game.title, back.game.timeline.nodes.length, back.game.cursor]).toEqual(['old', 2, 1]);
  });

  it('finds nothing when nothing was saved', () => {
    expect(loadGame(memory())).toEqual({ kind: 'none' });
  });
});

/** A game of n actions: Ann taps and untaps her Mountain by sandbox edits. */
function longGame(n: number) {
  const built = buildScenario(source);
  const store = createGameStore('long', built.state, built.log);
  const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
  for (let i = 0; i < n; i++) store.getState().dispatch({ type: 'edit', op: i % 2 ? 'untap' : 'tap', object: mountain });
  return { store, mountain };
}

/** A storage that counts what is written to it; `fail` makes a write throw, as a full storage does. */
function counting(data = new Map<string, string>()) {
  const writes: { key: string; size: number }[] = [];
  const s = {
    data,
    writes,
    fail: (_key: string) => false,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (s.fail(k)) throw new Error('QuotaExceededError');
      writes.push({ key: k, size: v.length });
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
  return s;
}

describe('autosave of a long game', () => {
  it('writes only the last chunk and the header after one more action, however long the game', () => {
    const { store, mountain } = longGame(3 * CHUNK);
    const storage = counting();
    const save = () => saveGame(storage, 'long', source, store.getState().timeline, store.getState().cursor);
    save();
    expect(storage.writes).toHaveLength(1 + 4 + 1); // the scenario, 4 chunks of nodes, the header
    storage.writes.length = 0;
    store.getState().dispatch({ type: 'edit', op: 'tap', object: mountain });
    save();
    expect(storage.writes.map((w) => w.key)).toEqual([`${SAVE_KEY}:${JSON.parse(storage.data.get(SAVE_KEY)!).id}:nodes:3`, SAVE_KEY]);
    storage.writes.length = 0;
    store.getState().undo();
    save();
    expect(storage.writes.map((w) => w.key)).toEqual([SAVE_KEY]); // only the current step moved
    const back = loadGame(storage);
    expect(back.kind).toBe('restored');
    if (back.kind !== 'restored') return;
    expect(back.game.timeline.nodes).toHaveLength(3 * CHUNK + 2);
    expect(back.game.cursor).toBe(store.getState().cursor);
  });

  it('keeps the previous save whole when a save is cut short', () => {
    const { store, mountain } = longGame(CHUNK + 10);
    const storage = counting();
    saveGame(storage, 'long', source, store.getState().timeline, store.getState().cursor);
    store.getState().dispatch({ type: 'edit', op: 'tap', object: mountain });
    storage.fail = (k) => k === SAVE_KEY;
    saveGame(storage, 'long', source, store.getState().timeline, store.getState().cursor);
    const back = loadGame(storage);
    expect(back.kind === 'restored' && back.game.timeline.nodes.length).toBe(CHUNK + 11);
    // And a new game that can't be written leaves the old one, and no keys of its own.
    const keys = [...storage.data.keys()].sort();
    const other = longGame(3);
    saveGame(storage, 'other', source, other.store.getState().timeline, 0);
    expect([...storage.data.keys()].sort()).toEqual(keys);
  });

  it('writes its game whole again when another tab saved in between, and leaves no keys behind', () => {
    const data = new Map<string, string>();
    const tabA = counting(data);
    const tabB = counting(data);
    const a = longGame(CHUNK + 5);
    const b = longGame(2 * CHUNK + 7);
    saveGame(tabA, 'a', source, a.store.getState().timeline, a.store.getState().cursor);
    saveGame(tabB, 'b', source, b.store.getState().timeline, b.store.getState().cursor);
    a.store.getState().dispatch({ type: 'edit', op: 'tap', object: a.mountain });
    saveGame(tabA, 'a', source, a.store.getState().timeline, a.store.getState().cursor);
    const back = loadGame(tabA);
    expect(back.kind === 'restored' && [back.game.title, back.game.timeline.nodes.length]).toEqual(['a', CHUNK + 7]);
    const id = JSON.parse(data.get(SAVE_KEY)!).id;
    expect([...data.keys()].filter((k) => k !== SAVE_KEY && !k.includes(id))).toEqual([]);
  });

  it('sets aside a save with a chunk missing, keeping its header, scenario and other chunks', () => {
    const { store } = longGame(2 * CHUNK);
    const storage = counting();
    saveGame(storage, 'long', source, store.getState().timeline, store.getState().cursor);
    const id = JSON.parse(storage.data.get(SAVE_KEY)!).id;
    storage.data.delete(`${SAVE_KEY}:${id}:nodes:1`);
    const back = loadGame(storage);
    expect(back).toMatchObject({ kind: 'setAside', reason: `its steps from ${CHUNK} on are missing` });
    if (back.kind !== 'setAside') return;
    const kept = JSON.parse(storage.data.get(back.key)!);
    expect(kept.chunks.map((c: string | null) => (c === null ? null : JSON.parse(c).length))).toEqual([CHUNK, null, 1]);
    expect(JSON.parse(kept.source).name).toBe('saved');
    expect([...storage.data.keys()]).toEqual([back.key]);
  });
});
