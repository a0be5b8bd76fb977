import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memoryStorage';
import { migrateSaves } from './migrate';
import { loadGame, SAVE_KEY } from './persist';
import { listRecent, RECENT_KEY, reopen } from './recent';
import { longGame } from './testGames';

/** Saves as the sandbox wrote them in localStorage before IndexedDB (format 2: the header under SAVE_KEY). */
function localSaves(): Map<string, string> {
  const { store } = longGame(300);
  const data = new Map<string, string>();
  const nodes = store.getState().timeline.nodes.map((n) => ({ parent: n.parent, action: n.action }));
  data.set(`${SAVE_KEY}:old1:source`, JSON.stringify(store.getState().source));
  data.set(`${SAVE_KEY}:old1:nodes:0`, JSON.stringify(nodes.slice(0, 256)));
  data.set(`${SAVE_KEY}:old1:nodes:1`, JSON.stringify(nodes.slice(256)));
  data.set(SAVE_KEY, JSON.stringify({ version: 2, id: 'old1', title: 'Long', count: 301, cursor: 300, changed: 5000 }));
  const v1 = JSON.stringify({ version: 1, title: 'Older', source: store.getState().source, nodes: nodes.slice(0, 3), cursor: 2 });
  data.set(RECENT_KEY, JSON.stringify([{ key: 'r1', name: 'Older', changed: 4000, actions: 2, header: v1 }]));
  data.set('mtg-rules-sandbox:set-aside:123', '{"version":1,"title":"cut sh');
  data.set('mtg-rules-sandbox:theme', 'light');
  return data;
}

describe('moving saves from localStorage to IndexedDB (issue 12, point 0)', () => {
  it('copies every save, checks each, then removes them from the old storage; the game and its recent games open', async () => {
    const from = memoryStorage(localSaves());
    const to = memoryStorage();
    expect(await migrateSaves(from, to)).toBe(6);
    expect([...from.data.keys()]).toEqual(['mtg-rules-sandbox:theme']);
    const back = await loadGame(to);
    expect(back.kind === 'restored' && [back.game.title, back.game.timeline.nodes.length, back.game.cursor]).toEqual(['Long', 301, 300]);
    expect((await listRecent(to)).map((g) => g.name)).toEqual(['Older']);
    expect(await to.getItem('mtg-rules-sandbox:set-aside:123')).toBe('{"version":1,"title":"cut sh');
  });

  it('a move cut short (the new storage full) removes nothing, and the next load moves them all', async () => {
    const from = memoryStorage(localSaves());
    const before = new Map(from.data);
    const to = memoryStorage(new Map(), 20_000);
    await expect(migrateSaves(from, to)).rejects.toThrow(/quota/);
    expect(from.data).toEqual(before);
    to.room = Infinity;
    expect(await migrateSaves(from, to)).toBe(6);
    expect((await loadGame(to)).kind).toBe('restored');
  });

  it('a copy that reads back different stops the move, and removes nothing', async () => {
    const from = memoryStorage(localSaves());
    const before = new Map(from.data);
    const to = memoryStorage();
    const setItem = to.setItem;
    to.setItem = (k, v) => setItem(k, k.endsWith(':nodes:1') ? v.slice(0, -3) : v);
    await expect(migrateSaves(from, to)).rejects.toThrow(/nodes:1 read back differs/);
    expect(from.data).toEqual(before);
  });

  it('when the new storage has an autosave already, the old one joins the recent games', async () => {
    const to = memoryStorage();
    await longGame(4).save(to);
    const from = memoryStorage(localSaves());
    await migrateSaves(from, to);
    expect((await loadGame(to)).kind).toBe('restored');
    expect((await listRecent(to)).map((g) => [g.name, g.actions])).toEqual([
      ['Long', 300],
      ['Older', 2],
    ]);
    // And the moved game opens from there, whole.
    const [moved] = await listRecent(to);
    const back = await reopen(to, moved.key, null);
    expect([back.game.title, back.game.timeline.nodes.length]).toEqual(['Long', 301]);
  });
});
