import { describe, expect, it } from 'vitest';
import { buildScenario } from '../scenario/build';
import { allObjects } from '../engine';
import { createGameStore, currentState } from './game';
import { memoryStorage, used } from './memoryStorage';
import { listRecent, saveCurrent } from './recent';
import { longGame, source } from './testGames';
import { exclusive } from './storage';
import { CHUNK, loadGame, saveGame, SAVE_KEY, savedId } from './persist';


const idOf = (data: Map<string, string>) => savedId(data.get(SAVE_KEY) ?? null)!;

describe('autosave', () => {
  it('brings back the game with every branch and the current step', async () => {
    const built = buildScenario(source);
    const store = createGameStore('saved', built.state, built.log);
    const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
    const bolt = allObjects(built.state).find((o) => o.card === 'Lightning Bolt')!.id;
    store.getState().dispatch({ type: 'activate', player: 'p1', source: mountain, ability: 0 });
    store.getState().dispatch({ type: 'cast', player: 'p1', card: bolt, targets: [['p2']] });
    store.getState().undo();
    store.getState().dispatch({ type: 'pass' });
    const storage = memoryStorage();
    await saveGame(storage, 'saved', source, store.getState().timeline, store.getState().cursor);
    const back = await loadGame(storage);
    expect(back.kind).toBe('restored');
    if (back.kind !== 'restored') return;
    expect(back.game.timeline.nodes).toHaveLength(4);
    expect(back.game.timeline.nodes[1].children).toHaveLength(2);
    expect(JSON.stringify(back.game.timeline.nodes[back.game.cursor].state)).toBe(JSON.stringify(currentState(store.getState())));
  });

  it('sets a corrupted save aside, reports it, and keeps it', async () => {
    const storage = memoryStorage();
    await storage.setItem(SAVE_KEY, '{"version":1,"nodes":[');
    const back = await loadGame(storage);
    expect(back.kind).toBe('setAside');
    if (back.kind !== 'setAside') return;
    expect(await storage.getItem(back.key)).toBe('{"version":1,"nodes":[');
    expect(await storage.getItem(SAVE_KEY)).toBeNull();
  });

  it('sets aside a save from another version, or one whose actions no longer replay', async () => {
    const storage = memoryStorage();
    await storage.setItem(SAVE_KEY, JSON.stringify({ version: 99, title: 'x', source, nodes: [], cursor: 0 }));
    expect(await loadGame(storage)).toMatchObject({ kind: 'setAside', reason: expect.stringMatching(/another version/) });
    await storage.setItem(SAVE_KEY, JSON.stringify({ version: 1, title: 'x', source, nodes: [{ parent: null, action: null }, { parent: 0, action: { type: 'pass', player: 'p2' } }], cursor: 1 }));
    expect((await loadGame(storage)).kind).toBe('setAside');
  });

  it('loads a save written before chunks (format 1)', async () => {
    const storage = memoryStorage();
    const nodes = [{ parent: null, action: null }, { parent: 0, action: { type: 'pass', player: 'p1' } }];
    await storage.setItem(SAVE_KEY, JSON.stringify({ version: 1, title: 'old', source, nodes, cursor: 1 }));
    const back = await loadGame(storage);
    expect(back.kind).toBe('restored');
    if (back.kind === 'restored') expect([back.game.title, back.game.timeline.nodes.length, back.game.cursor]).toEqual(['old', 2, 1]);
  });

  it('finds nothing when nothing was saved', async () => {
    expect(await loadGame(memoryStorage())).toEqual({ kind: 'none' });
  });
});

describe('autosave of a long game', () => {
  it('writes only the last chunk and the header after one more action, however long the game', async () => {
    const { store, mountain, save } = longGame(3 * CHUNK);
    const storage = memoryStorage();
    await save(storage);
    expect(storage.writes).toHaveLength(1 + 4 + 1 + 1); // the scenario, 4 chunks of nodes, the header, the pointer
    storage.writes.length = 0;
    store.getState().dispatch({ type: 'edit', op: 'tap', object: mountain });
    await save(storage);
    const id = idOf(storage.data);
    expect(storage.writes.map((w) => w.key)).toEqual([`${SAVE_KEY}:${id}:nodes:3`, `${SAVE_KEY}:${id}:header`]);
    storage.writes.length = 0;
    store.getState().undo();
    await save(storage);
    expect(storage.writes.map((w) => w.key)).toEqual([`${SAVE_KEY}:${id}:header`]); // only the current step moved
    const back = await loadGame(memoryStorage(storage.data));
    expect(back.kind).toBe('restored');
    if (back.kind !== 'restored') return;
    expect(back.game.timeline.nodes).toHaveLength(3 * CHUNK + 2);
    expect(back.game.cursor).toBe(store.getState().cursor);
  });

  it('keeps the previous save whole when a save is cut short', async () => {
    const { store, mountain, save } = longGame(CHUNK + 10);
    const storage = memoryStorage();
    await save(storage);
    store.getState().dispatch({ type: 'edit', op: 'tap', object: mountain });
    storage.fail = (k) => k.endsWith(':header');
    await save(storage);
    const back = await loadGame(memoryStorage(storage.data));
    expect(back.kind === 'restored' && back.game.timeline.nodes.length).toBe(CHUNK + 11);
    // And a new game that can't be written leaves the old one, and no keys of its own.
    const keys = [...storage.data.keys()].sort();
    await longGame(3).save(storage);
    expect([...storage.data.keys()].sort()).toEqual(keys);
  });

  it('sets aside a save with a chunk missing, keeping its header, scenario and other chunks', async () => {
    const storage = memoryStorage();
    await longGame(2 * CHUNK).save(storage);
    const id = idOf(storage.data);
    storage.data.delete(`${SAVE_KEY}:${id}:nodes:1`);
    const keys = [...storage.data.keys()].filter((k) => k !== SAVE_KEY);
    const back = await loadGame(storage);
    expect(back).toMatchObject({ kind: 'setAside', reason: `its steps from ${CHUNK} on are missing` });
    if (back.kind !== 'setAside') return;
    expect(savedId(storage.data.get(back.key)!)).toBe(id);
    expect([...storage.data.keys()].sort()).toEqual([...keys, back.key].sort());
  });
});

describe('a save that cannot be set aside (issue 12, point 1)', () => {
  it('leaves every key of the unreadable save untouched, and says so', async () => {
    const storage = memoryStorage();
    await longGame(2 * CHUNK).save(storage);
    const id = idOf(storage.data);
    storage.data.set(`${SAVE_KEY}:${id}:nodes:1`, '[{"parent":0,"act'); // a truncated chunk
    const before = new Map(storage.data);
    storage.room = 0; // full: not even the set-aside key fits
    const back = await loadGame(storage);
    expect(back).toMatchObject({ kind: 'unreadable', error: 'the browser’s storage is full' });
    expect(storage.data).toEqual(before);
  });

  it('the attack: a 10,000-action game in a storage nearly full, a chunk truncated: set aside, every step kept, and the key named exists', async () => {
    const storage = memoryStorage();
    await longGame(10_000).save(storage);
    const id = idOf(storage.data);
    const chunk = `${SAVE_KEY}:${id}:nodes:20`;
    storage.data.set(chunk, storage.data.get(chunk)!.slice(0, 100));
    storage.room = used(storage.data) + 200; // other data fills the rest
    const keys = [...storage.data.keys()].filter((k) => k !== SAVE_KEY);
    const back = await loadGame(storage);
    expect(back.kind).toBe('setAside');
    if (back.kind !== 'setAside') return;
    expect(savedId(storage.data.get(back.key)!)).toBe(id);
    for (const k of keys) expect(storage.data.has(k)).toBe(true);
  });

  it('a save left where it was joins the recent games once another game is saved, and nothing of it is lost', async () => {
    const storage = memoryStorage();
    await longGame(2 * CHUNK).save(storage);
    const id = idOf(storage.data);
    storage.data.set(`${SAVE_KEY}:${id}:nodes:1`, '[{');
    const room = storage.room;
    storage.room = 0;
    expect((await loadGame(storage)).kind).toBe('unreadable');
    storage.room = room;
    const demo = longGame(0);
    await saveCurrent(storage, { title: 'Demo', source, timeline: demo.store.getState().timeline, cursor: 0 });
    const [kept] = await listRecent(storage);
    expect([kept.name, kept.actions, savedId(kept.header)]).toEqual(['long', 2 * CHUNK, id]);
    expect([...storage.data.keys()].filter((k) => k.includes(id))).toHaveLength(5); // header, scenario, 3 chunks
  });

  it('a set-aside copy that reads back different is not trusted', async () => {
    const storage = memoryStorage();
    await storage.setItem(SAVE_KEY, '{"version":1,"nodes":[');
    const setItem = storage.setItem;
    storage.setItem = (k, v) => setItem(k, k.includes('set-aside') ? v.slice(0, 5) : v);
    expect((await loadGame(storage)).kind).toBe('unreadable');
    expect([...storage.data.keys()]).toEqual([SAVE_KEY]);
  });
});

describe('saves that would lose actions they did not load (issue 12, point 4)', () => {
  it('a header whose count was lowered opens the counted steps, and the save keeps every stored step', async () => {
    const storage = memoryStorage();
    await longGame(CHUNK + 20).save(storage);
    const id = idOf(storage.data);
    const headerKey = `${SAVE_KEY}:${id}:header`;
    storage.data.set(headerKey, JSON.stringify({ ...JSON.parse(storage.data.get(headerKey)!), count: 5, cursor: 4 }));
    const stored = new Map([...storage.data].filter(([k]) => k.includes(id)));
    const tab = memoryStorage(storage.data);
    const back = await loadGame(tab);
    expect(back).toMatchObject({ kind: 'restored', game: { partial: `its header counts 5 steps, but ${CHUNK + 21} were saved` } });
    if (back.kind !== 'restored') return;
    const { timeline, cursor, source: src, title } = back.game;
    const t = createGameStore(title, timeline.nodes[0].state, timeline.nodes[0].log, src);
    t.getState().restore(title, timeline, cursor, src);
    t.getState().dispatch({ type: 'edit', op: 'tap', object: allObjects(timeline.nodes[0].state).find((o) => o.card === 'Mountain')!.id });
    const saved = await saveGame(tab, title, src, t.getState().timeline, t.getState().cursor);
    expect(saved.result).toBe('saved');
    expect(savedId(saved.displaced)).toBe(id);
    for (const [k, v] of stored) expect(storage.data.get(k)).toBe(v);
    expect(idOf(storage.data)).not.toBe(id);
  });

  it('two tabs on one game: the second to save writes its game apart, and both stay whole', async () => {
    const data = new Map<string, string>();
    const first = longGame(4);
    await first.save(memoryStorage(data));
    const load = async () => {
      const storage = memoryStorage(data);
      const back = await loadGame(storage);
      if (back.kind !== 'restored') throw new Error(back.kind);
      const { title, timeline, cursor, source: src } = back.game;
      const store = createGameStore(title, timeline.nodes[0].state, timeline.nodes[0].log, src);
      store.getState().restore(title, timeline, cursor, src);
      const mountain = allObjects(timeline.nodes[0].state).find((o) => o.card === 'Mountain')!.id;
      const act = (k: number) => {
        for (let i = 0; i < k; i++) store.getState().dispatch({ type: 'edit', op: store.getState().timeline.nodes.length % 2 ? 'tap' : 'untap', object: mountain });
      };
      // Each tab saves holding the browser's lock, as recent.ts's saveCurrent does.
      return { storage, store, act, save: () => exclusive(storage, () => saveGame(storage, title, src, store.getState().timeline, store.getState().cursor)) };
    };
    const a = await load();
    const b = await load();
    a.act(8);
    b.act(3);
    const [sa, sb] = await Promise.all([a.save(), b.save()]);
    expect([sa.forked, sb.forked]).toEqual([false, true]);
    expect(sb.displaced).not.toBeNull();
    // B's game is the autosave; A's is under its own keys, whole, named by what B displaced.
    const reloaded = await loadGame(memoryStorage(data));
    expect(reloaded.kind === 'restored' && reloaded.game.timeline.nodes.length).toBe(5 + 3);
    const { readSave } = await import('./persist');
    expect((await readSave(memoryStorage(data), sb.displaced!)).timeline.nodes.length).toBe(5 + 8);
    // Each goes on under its own keys.
    a.act(1);
    b.act(1);
    const [again, bAgain] = await Promise.all([a.save(), b.save()]);
    expect([again.forked, bAgain.forked]).toEqual([false, false]);
    expect((await readSave(memoryStorage(data), sb.displaced!)).timeline.nodes.length).toBe(5 + 9);
  });
});
