import { describe, expect, it } from 'vitest';
import { journalOf, loadWithJournal } from './journal';
import { memoryStorage } from './memoryStorage';
import { longGame, source } from './testGames';

const current = (g: ReturnType<typeof longGame>) => {
  const s = g.store.getState();
  return { title: s.title, source, timeline: s.timeline, cursor: s.cursor };
};

describe('what the last page left unsaved (a reload before IndexedDB committed)', () => {
  it('adds the actions after the last save to the game read, and only when they follow on from it', async () => {
    const data = new Map<string, string>();
    const tab = memoryStorage(data);
    const g = longGame(300);
    await g.save(tab);
    g.act(3);
    const journal = journalOf(tab, current(g));
    expect(JSON.parse(journal).nodes).toHaveLength(3);
    const back = await loadWithJournal(memoryStorage(data), journal);
    expect(back.kind === 'restored' && [back.game.timeline.nodes.length, back.game.cursor]).toEqual([304, 303]);
    // Once the save has committed after all, the journal is stale: the save is read as it is.
    await g.save(tab);
    g.act(1);
    await g.save(tab);
    const again = await loadWithJournal(memoryStorage(data), journal);
    expect(again.kind === 'restored' && again.game.timeline.nodes.length).toBe(305);
  });

  it('a game never saved comes back whole from its journal', async () => {
    const tab = memoryStorage();
    const g = longGame(4);
    const back = await loadWithJournal(memoryStorage(), journalOf(tab, current(g)));
    expect(back.kind === 'restored' && [back.game.title, back.game.timeline.nodes.length]).toEqual(['long', 5]);
  });
});
