// What the last save didn't reach, as the page is left. IndexedDB is async: a reload right after an
// action (or after opening another game) can end the page before its save has committed. So as the
// page is left with a save pending, the actions since the last save (or the whole game, when it
// was never saved) are written synchronously to a small key of localStorage; the next load adds
// them to the game it read (loadGame), when they follow on from it (same game, same `rev`).
import { loadDefinitions } from '../cards/compiler';
import { fetchMissingCardDatabase } from '../cards/lookup';
import { apply } from '../engine';
import { currentId, lastWritten, loadGame, rebuild, type LoadResult, type Restored, type SavedNode } from './persist';
import type { KeyValueStorage } from './storage';
import type { Timeline, TimelineNode } from './timeline';
import type { Scenario } from '../scenario/types';

export const JOURNAL_KEY = 'mtg-rules-sandbox:unsaved';

/** After the save `id`/`rev` (its first `from` nodes): these nodes; or, with no id, a whole game. */
type Journal = { id?: string; rev?: string; from: number; title: string; cursor: number; nodes: SavedNode[]; source?: Scenario };

const saved = (nodes: Timeline['nodes']): SavedNode[] => nodes.map((n) => ({ parent: n.parent, action: n.action }));

/** The journal of the game in `storage`'s page: what its last save lacks. */
export function journalOf(storage: KeyValueStorage, g: { title: string; source: Scenario; timeline: Timeline; cursor: number }): string {
  const last = lastWritten(storage);
  const j: Journal =
    last && last.id && last.source === g.source && last.timeline === g.timeline && last.legacy === undefined
      ? { id: last.id, rev: last.rev, from: last.count, title: g.title, cursor: g.cursor, nodes: saved(g.timeline.nodes.slice(last.count)) }
      : { from: 0, title: g.title, cursor: g.cursor, nodes: saved(g.timeline.nodes), source: g.source };
  return JSON.stringify(j);
}

/**
 * The game as the journal left it: `game` (the save read, `id`/`rev` its save) with the journal's
 * actions added, or the journal's whole game. Null when the journal doesn't follow on from it.
 */
export function withJournal(text: string, game: (Restored & { rev?: string }) | null, id: string | undefined): Restored | null {
  try {
    const j = JSON.parse(text) as Journal;
    if (j.source) return rebuild({ title: j.title, source: j.source, nodes: j.nodes, cursor: j.cursor });
    if (!game || j.id !== id || j.rev !== game.rev || j.from !== game.timeline.nodes.length) return null;
    // Replayed apart first: a journal that doesn't replay to its end leaves the game as read.
    const nodes = game.timeline.nodes;
    const added: TimelineNode[] = [];
    const at = (i: number | null) => (i === null ? undefined : i < nodes.length ? nodes[i] : added[i - nodes.length]);
    for (const n of j.nodes) {
      const parent = at(n.parent);
      if (!parent || !n.action) return null;
      const t = apply(parent.state, n.action);
      added.push({ id: nodes.length + added.length, parent: parent.id, action: n.action, state: t.state, log: t.log, children: [], depth: parent.depth + 1 });
    }
    if (!at(j.cursor)) return null;
    for (const n of added) {
      nodes.push(n);
      at(n.parent)!.children.push(n.id);
    }
    return { ...game, title: j.title, cursor: j.cursor };
  } catch {
    return null;
  }
}

/** The same, fetching the card database once when the journal names a card the page doesn't know yet. */
async function withJournalCards(...args: Parameters<typeof withJournal>): Promise<Restored | null> {
  const game = withJournal(...args);
  // A custom card needs the compiler (cards/compiler.ts), which comes with the database.
  if (game || !((await fetchMissingCardDatabase().catch(() => false)) || (await loadDefinitions().catch(() => false)))) return game;
  return withJournal(...args);
}

/** The autosaved game (persist.ts), with what the last page left unsaved added, or that whole game when it was never saved. */
export async function loadWithJournal(storage: KeyValueStorage, journal: string | null): Promise<LoadResult> {
  const whole = journal === null ? null : await withJournalCards(journal, null, undefined);
  if (whole) return { kind: 'restored', game: whole };
  const loaded = await loadGame(storage);
  if (loaded.kind !== 'restored' || journal === null) return loaded;
  return { kind: 'restored', game: (await withJournalCards(journal, loaded.game, loaded.game.partial ? undefined : currentId(storage))) ?? loaded.game };
}
