import { describe, expect, it } from 'vitest';
import { allObjects } from '../engine';
import { buildScenario } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { createGameStore, currentState } from './game';
import { loadGame, SAVE_KEY, type KeyValueStorage } from './persist';
import { memoryStorage, used as usedBy } from './memoryStorage';
import { clearRecent, keepSaved, listRecent, RECENT_LIMIT, reopen, saveCurrent, type CurrentGame } from './recent';

function used(storage: { data: Map<string, string> }): number {
  return usedBy(storage.data);
}

const limited = (room = Infinity) => memoryStorage(new Map(), room);

/** A game named `name` of `n` actions: Ann taps and untaps her Mountain by sandbox edits. */
function game(name: string, n = 1) {
  const source = parseScenario({ format: 1, name, players: [{ name: 'Ann', battlefield: ['Mountain'] }, { name: 'Ben' }] });
  const built = buildScenario(source);
  const store = createGameStore(name, built.state, built.log, source);
  const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
  for (let i = 0; i < n; i++) store.getState().dispatch({ type: 'edit', op: i % 2 ? 'untap' : 'tap', object: mountain });
  return store;
}

function current(store: ReturnType<typeof game>): CurrentGame {
  const s = store.getState();
  return { title: s.title, source: s.source!, timeline: s.timeline, cursor: s.cursor };
}

/** Play `name` as the current game, then replace it (what opening another game does). */
async function playThenReplace(storage: KeyValueStorage, name: string, n: number, now: number) {
  await saveCurrent(storage, current(game(name, n)), now);
  return keepSaved(storage, now + 1);
}

describe('recent games', () => {
  it('does not keep a game with no action (the position as opened), and leaves none of its keys behind', async () => {
    const storage = limited();
    expect(await playThenReplace(storage, 'Untouched', 0, 1000)).toEqual({ kept: null, dropped: [] });
    expect(await listRecent(storage)).toEqual([]);
    expect([...storage.data.keys()].filter((k) => k !== 'mtg-rules-sandbox:recent')).toEqual([]);
  });

  it('lists replaced games newest first, with their name, when they last changed and their actions', async () => {
    const storage = limited();
    await playThenReplace(storage, 'First', 2, 1000);
    await playThenReplace(storage, 'Second', 5, 2000);
    expect((await listRecent(storage)).map(({ name, changed, actions }) => ({ name, changed, actions }))).toEqual([
      { name: 'Second', changed: 2000, actions: 5 },
      { name: 'First', changed: 1000, actions: 2 },
    ]);
    expect(await storage.getItem(SAVE_KEY)).toBeNull();
  });

  it(`keeps the last ${RECENT_LIMIT}, and leaves no keys of the ones that went`, async () => {
    const storage = limited();
    for (let i = 0; i < RECENT_LIMIT + 3; i++) await playThenReplace(storage, `Game ${i}`, 1, i * 10);
    const list = await listRecent(storage);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0].name).toBe(`Game ${RECENT_LIMIT + 2}`);
    expect(list.at(-1)!.name).toBe('Game 3');
    // Each game: its header, its scenario and one chunk of steps; plus the index.
    expect(storage.data.size).toBe(RECENT_LIMIT * 3 + 1);
  });

  it('opens one with its whole timeline, every line, and keeps the game it replaces', async () => {
    const storage = limited();
    const first = game('First', 3);
    first.getState().undo();
    first.getState().dispatch({ type: 'pass' });
    await saveCurrent(storage, current(first), 1000);
    const { kept } = await keepSaved(storage, 1001);
    const second = game('Second', 2);
    await saveCurrent(storage, current(second), 2000);
    const back = await reopen(storage, kept!.key, current(second), 3000);
    expect(back.game.title).toBe('First');
    expect(back.game.timeline.nodes).toHaveLength(5);
    expect(back.game.timeline.nodes[2].children).toHaveLength(2);
    expect(JSON.stringify(back.game.timeline.nodes[back.game.cursor].state)).toBe(JSON.stringify(currentState(first.getState())));
    expect((await listRecent(storage)).map((g) => g.name)).toEqual(['Second']);
    expect(back.kept?.name).toBe('Second');
    // It is the autosaved game now: a reload brings it back.
    const reloaded = await loadGame(storage);
    expect(reloaded.kind === 'restored' && reloaded.game.title).toBe('First');
  });

  it('an autosave asked for while a recent game opens writes the game opened, and keeps nothing it replaced', async () => {
    const storage = limited();
    await playThenReplace(storage, 'Demo', 2, 1000);
    const [demo] = await listRecent(storage);
    // The gallery's position, untouched, is on the table; its autosave is asked for just as "Restore"
    // begins, and so runs after it, holding the storage in its turn.
    const gallery = game('Gallery', 0);
    let table: CurrentGame = current(gallery);
    await saveCurrent(storage, table, 2000);
    const opening = reopen(storage, demo.key, table, 3000, (g) => (table = { title: g.title, source: g.source, timeline: g.timeline, cursor: g.cursor }));
    const autosave = saveCurrent(storage, () => table, 3001);
    expect((await opening).kept).toBeNull();
    expect((await autosave).saved).toBe(true);
    // The demo is the autosaved game, not a recent one; the untouched position is kept nowhere.
    expect(await listRecent(storage)).toEqual([]);
    const reloaded = await loadGame(storage);
    expect(reloaded.kind === 'restored' && reloaded.game.title).toBe('Demo');
  });

  it('changes nothing when a recent game can not be read', async () => {
    const storage = limited();
    await playThenReplace(storage, 'Broken', 2, 1000);
    const [entry] = await listRecent(storage);
    for (const k of [...storage.data.keys()]) if (k.endsWith(':source')) storage.data.delete(k);
    const second = game('Second', 1);
    await saveCurrent(storage, current(second), 2000);
    const before = new Map(storage.data);
    await expect(reopen(storage, entry.key, current(second), 3000)).rejects.toThrow(/starting position is missing/);
    expect(storage.data).toEqual(before);
  });

  it('when the storage is full, drops the oldest recent game first, says which, and never the game being played', async () => {
    const storage = limited();
    await playThenReplace(storage, 'Oldest', 40, 1000);
    await playThenReplace(storage, 'Newer', 40, 2000);
    const playing = game('Playing', 300);
    const alone = limited();
    await saveCurrent(alone, current(playing), 3000);
    const oldest = limited();
    await playThenReplace(oldest, 'Oldest', 40, 1000);
    // Room for the game being played once one recent game (and no more) is dropped.
    storage.room = used(storage) + used(alone) - used(oldest) / 2;
    const result = await saveCurrent(storage, current(playing), 3000);
    expect(result.saved).toBe(true);
    expect(result.dropped.map((g) => g.name)).toEqual(['Oldest']);
    expect((await listRecent(storage)).map((g) => g.name)).toEqual(['Newer']);
    const back = await loadGame(storage);
    expect(back.kind === 'restored' && back.game.timeline.nodes.length).toBe(301);
  });

  it('opening the oldest recent game in a full storage drops another one, never the game being opened', async () => {
    const storage = limited();
    const { kept: oldest } = await playThenReplace(storage, 'Oldest', 40, 1000);
    await playThenReplace(storage, 'Newer', 40, 2000);
    const playing = game('Playing', 300);
    const alone = limited();
    await saveCurrent(alone, current(playing), 3000);
    const one = limited();
    await playThenReplace(one, 'One', 40, 1000);
    storage.room = used(storage) + used(alone) - used(one) / 2;
    const back = await reopen(storage, oldest!.key, current(playing), 4000);
    expect(back.game.title).toBe('Oldest');
    expect(back.dropped.map((g) => g.name)).toEqual(['Newer']);
    expect((await listRecent(storage)).map((g) => g.name)).toEqual(['Playing']);
  });

  it('drops every recent game before giving up, and then keeps the last save of the game being played', async () => {
    const storage = limited();
    await playThenReplace(storage, 'Recent', 10, 1000);
    const playing = game('Playing', 2);
    await saveCurrent(storage, current(playing), 2000);
    storage.room = used(storage);
    for (let i = 0; i < 600; i++) playing.getState().dispatch({ type: 'edit', op: i % 2 ? 'tap' : 'untap', object: allObjects(currentState(playing.getState()))[0].id });
    const result = await saveCurrent(storage, current(playing), 3000);
    expect(result).toMatchObject({ saved: false, dropped: [{ name: 'Recent' }] });
    const back = await loadGame(storage);
    expect(back.kind === 'restored' && back.game.timeline.nodes.length).toBe(3);
  });

  it('a storage that refuses every write (private mode) drops nothing', async () => {
    const storage = limited();
    await playThenReplace(storage, 'Recent', 1, 1000);
    storage.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(await saveCurrent(storage, current(game('Playing', 1)), 2000)).toMatchObject({ saved: false, full: false, dropped: [] });
    expect(await listRecent(storage)).toHaveLength(1);
  });

  it('two tabs on one game (issue 12, point 4): the game the second tab displaced is kept in recent games, with every action', async () => {
    const data = new Map<string, string>();
    const first = game('Shared', 2);
    await saveCurrent(memoryStorage(data), current(first), 1000);
    const open = async () => {
      const storage = memoryStorage(data);
      const back = await loadGame(storage);
      if (back.kind !== 'restored') throw new Error(back.kind);
      const g = back.game;
      const store = createGameStore(g.title, g.timeline.nodes[0].state, g.timeline.nodes[0].log, g.source);
      store.getState().restore(g.title, g.timeline, g.cursor, g.source);
      const act = (n: number) => {
        for (let i = 0; i < n; i++) store.getState().dispatch({ type: 'edit', op: 'counters', object: allObjects(currentState(store.getState()))[0].id, counters: { charge: store.getState().timeline.nodes.length } });
      };
      return { storage, store, act };
    };
    const a = await open();
    const b = await open();
    a.act(8);
    b.act(3);
    const [ra, rb] = await Promise.all([saveCurrent(a.storage, current(a.store), 2000), saveCurrent(b.storage, current(b.store), 2001)]);
    expect([ra.forked, rb.forked]).toEqual([false, true]);
    expect((await listRecent(b.storage)).map((g) => [g.name, g.actions])).toEqual([['Shared', 10]]);
    // Tab A saves again: its game is the autosave now, B's is in the list, and A's left it.
    a.act(1);
    await saveCurrent(a.storage, current(a.store), 3000);
    expect((await listRecent(a.storage)).map((g) => [g.name, g.actions])).toEqual([['Shared', 5]]);
    const back = await loadGame(memoryStorage(data));
    expect(back.kind === 'restored' && back.game.timeline.nodes.length).toBe(12);
  });

  it('clearing recent games removes them and their keys, and keeps the game being played', async () => {
    const storage = limited();
    await playThenReplace(storage, 'One', 3, 1000);
    await playThenReplace(storage, 'Two', 3, 2000);
    await saveCurrent(storage, current(game('Playing', 2)), 3000);
    expect(await clearRecent(storage)).toBe(2);
    expect(await listRecent(storage)).toEqual([]);
    expect([...storage.data.keys()].filter((k) => k !== SAVE_KEY)).toHaveLength(3);
    const back = await loadGame(storage);
    expect(back.kind === 'restored' && back.game.title).toBe('Playing');
  });
});
