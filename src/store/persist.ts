// Autosave: the game and its whole timeline (every branch) kept in the browser's storage, so they
// come back after a reload or a crash. Only the starting scenario and the actions are saved; the
// states are replayed from them. A save that can't be read (corrupted, or from an older sandbox
// whose cards or rules changed) is set aside under another key and reported, never lost, and never
// stops the page from opening.
import { apply, type Action } from '../engine';
import { buildScenario } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import type { Scenario } from '../scenario/types';
import type { Timeline, TimelineNode } from './timeline';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SAVE_KEY = 'mtg-rules-sandbox:game';
const SET_ASIDE = 'mtg-rules-sandbox:set-aside:';
const VERSION = 1;

type Saved = {
  version: number;
  title: string;
  source: Scenario;
  nodes: { parent: number | null; action: Action | null }[];
  cursor: number;
};

export type Restored = { title: string; source: Scenario; timeline: Timeline; cursor: number };
export type LoadResult = { kind: 'none' } | { kind: 'restored'; game: Restored } | { kind: 'setAside'; key: string; reason: string };

export function saveGame(storage: KeyValueStorage, title: string, source: Scenario, timeline: Timeline, cursor: number): void {
  const saved: Saved = { version: VERSION, title, source, nodes: timeline.nodes.map((n) => ({ parent: n.parent, action: n.action })), cursor };
  try {
    storage.setItem(SAVE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or unavailable (private mode): the game goes on unsaved.
  }
}

/** Rebuild every state by replaying each node's action on its parent's state. */
function rebuild(saved: Saved): Restored {
  if (saved.version !== VERSION) throw new Error(`it was saved by another version of the sandbox (format ${saved.version})`);
  const source = parseScenario(saved.source);
  const start = buildScenario(source);
  const nodes: TimelineNode[] = [];
  saved.nodes.forEach((n, id) => {
    if (id === 0) {
      nodes.push({ id, parent: null, action: null, state: start.state, log: start.log, children: [], depth: 0 });
      return;
    }
    const parent = nodes[n.parent ?? -1];
    if (!parent || !n.action) throw new Error(`its step ${id} has no earlier step to follow`);
    const t = apply(parent.state, n.action);
    nodes.push({ id, parent: parent.id, action: n.action, state: t.state, log: t.log, children: [], depth: parent.depth + 1 });
    parent.children.push(id);
  });
  if (!nodes[saved.cursor]) throw new Error('its current step is missing');
  const timeline: Timeline = { nodes, lastChild: new Map() };
  return { title: saved.title, source, timeline, cursor: saved.cursor };
}

export function loadGame(storage: KeyValueStorage): LoadResult {
  let raw: string | null;
  try {
    raw = storage.getItem(SAVE_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  try {
    return { kind: 'restored', game: rebuild(JSON.parse(raw) as Saved) };
  } catch (e) {
    const key = `${SET_ASIDE}${Date.now()}`;
    try {
      storage.setItem(key, raw);
      storage.removeItem(SAVE_KEY);
    } catch {
      // Can't move it: leave it where it is, and still open the page.
    }
    return { kind: 'setAside', key, reason: e instanceof Error ? e.message : String(e) };
  }
}
