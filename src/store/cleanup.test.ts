import { describe, expect, it } from 'vitest';
import { cleanUp, SET_ASIDE_LIMIT } from './cleanup';
import { memoryStorage, used } from './memoryStorage';
import { loadGame, SAVE_KEY, savedId, SET_ASIDE } from './persist';
import { longGame } from './testGames';
import { listRecent, RECENT_KEY, saveCurrent } from './recent';

const idOf = (raw: string | undefined) => savedId(raw ?? null)!;

/** A save whose chunk 0 is cut short, set aside at `when`; returns its id. */
async function setAsideOne(data: Map<string, string>, when: number): Promise<string> {
  const storage = memoryStorage(data);
  await longGame(50).save(storage);
  const id = idOf(data.get(SAVE_KEY));
  data.set(`${SAVE_KEY}:${id}:nodes:0`, '[{');
  const realNow = Date.now;
  Date.now = () => when;
  try {
    expect((await loadGame(storage)).kind).toBe('setAside');
  } finally {
    Date.now = realNow;
  }
  return id;
}

describe('cleaning up saves no one needs (issue 12, point 1)', () => {
  it(`keeps the newest ${SET_ASIDE_LIMIT} set-aside saves, removes older ones oldest first with their keys, and orphaned chunks`, async () => {
    const data = new Map<string, string>();
    const ids: string[] = [];
    for (let i = 0; i < SET_ASIDE_LIMIT + 2; i++) ids.push(await setAsideOne(data, 1000 + i));
    data.set(`${SAVE_KEY}:orphan1:nodes:0`, '[]'); // a save cut short by a closed tab
    const tab = memoryStorage(data);
    const playing = longGame(2);
    await saveCurrent(tab, { title: 'Playing', source: playing.store.getState().source!, timeline: playing.store.getState().timeline, cursor: 1 });
    const removed = await cleanUp(tab, []);
    expect(removed).toEqual([`${SET_ASIDE}1000`, `${SET_ASIDE}1001`]);
    const left = [...data.keys()];
    expect(left.filter((k) => k.startsWith(SET_ASIDE))).toHaveLength(SET_ASIDE_LIMIT);
    for (const id of ids.slice(0, 2)) expect(left.filter((k) => k.includes(id))).toEqual([]);
    for (const id of ids.slice(2)) expect(left.filter((k) => k.includes(`:${id}:`))).toHaveLength(3);
    expect(left.some((k) => k.includes('orphan1'))).toBe(false);
    // The game being played is never touched.
    expect((await loadGame(memoryStorage(data))).kind).toBe('restored');
  });

  it('a full storage removes orphans, then set-aside saves oldest first, before any recent game', async () => {
    const data = new Map<string, string>();
    await setAsideOne(data, 1000);
    await setAsideOne(data, 2000);
    const tab = memoryStorage(data);
    const playing = longGame(20);
    const g = () => ({ title: 'Playing', source: playing.store.getState().source!, timeline: playing.store.getState().timeline, cursor: playing.store.getState().cursor });
    await saveCurrent(tab, g());
    tab.room = used(data) + 300;
    playing.act(10); // needs more room than is left, and less than one set-aside save frees
    const result = await saveCurrent(tab, g());
    expect(result.saved).toBe(true);
    expect(result.dropped.map((d) => d.key)).toEqual([`${SET_ASIDE}1000`]);
    expect(data.has(`${SET_ASIDE}2000`)).toBe(true);
    expect(await listRecent(tab)).toEqual([]);
    expect(data.has(RECENT_KEY)).toBe(false);
  });
});
