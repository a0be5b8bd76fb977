// Autosave: the game and its whole timeline (every branch) kept in the browser's storage, so they
// come back after a reload or a crash. Only the starting scenario and the actions are saved; the
// states are replayed from them. A save that can't be read (corrupted, or from an older sandbox
// whose cards or rules changed) is set aside under another key and reported, never lost, and never
// stops the page from opening.
//
// A save is a small header under SAVE_KEY naming a save id, and under keys of that id the
// starting scenario and the timeline's nodes in chunks of CHUNK. Nodes are only ever appended, so
// a save after one more action rewrites the last chunk and the header, not the whole game: the
// cost of a save doesn't grow with the game's length. The header is written last: a save cut
// short leaves the previous one whole, and a new game is written under a new id before the old
// one's keys are removed. Another tab that saved meanwhile has changed the header's id, and this
// tab then writes its game whole again rather than mixing chunks.
import { apply, type Action } from '../engine';
import { buildScenario } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import type { Scenario } from '../scenario/types';
import type { Timeline, TimelineNode } from './timeline';
import { MAX_STEPS, validateSave, type ValidSave } from './saveValidate';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SAVE_KEY = 'mtg-rules-sandbox:game';
const SET_ASIDE = 'mtg-rules-sandbox:set-aside:';
const VERSION = 2;
export const CHUNK = 256;

type SavedNode = { parent: number | null; action: Action | null };

/** Version 2: the header, its scenario and nodes under keys of its id; `changed`: when it was saved (ms since 1970). */
type Header = { version: 2; id: string; title: string; count: number; cursor: number; changed?: number };
/** Version 1, before chunks: everything inline in one key. Still loads. */
type HeaderV1 = { version: 1; title: string; source: Scenario; nodes: SavedNode[]; cursor: number };

export type Restored = { title: string; source: Scenario; timeline: Timeline; cursor: number };
export type LoadResult = { kind: 'none' } | { kind: 'restored'; game: Restored } | { kind: 'setAside'; key: string; reason: string };

const sourceKey = (id: string) => `${SAVE_KEY}:${id}:source`;
const chunkKey = (id: string, i: number) => `${SAVE_KEY}:${id}:nodes:${i}`;

// What each storage last received from this page: the same timeline, saved under the same id, has
// the same full chunks, so only the chunk that was still filling and those after it are written.
const lastSaved = new WeakMap<KeyValueStorage, { id: string; source: Scenario; timeline: Timeline; count: number }>();

function readHeader(storage: KeyValueStorage): Partial<Header> | null {
  try {
    const raw = storage.getItem(SAVE_KEY);
    return raw === null ? null : (JSON.parse(raw) as Partial<Header>);
  } catch {
    return null;
  }
}

function newId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** What a save did: `full` when the storage refused it for want of room (QuotaExceededError), `failed` for any other refusal. */
export type Saved = 'saved' | 'full' | 'failed';

/** The browsers' names for a full storage: Firefox said NS_ERROR_DOM_QUOTA_REACHED before it said QuotaExceededError. */
export function isQuotaError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

export function saveGame(storage: KeyValueStorage, title: string, source: Scenario, timeline: Timeline, cursor: number, now = Date.now()): Saved {
  const count = timeline.nodes.length;
  const chunks = Math.ceil(count / CHUNK);
  const before = lastSaved.get(storage);
  const current = readHeader(storage);
  const same = before && before.source === source && before.timeline === timeline && before.count <= count && current?.id === before.id;
  const id = same ? before.id : newId();
  const from = !same ? 0 : before.count === count ? chunks : Math.floor(before.count / CHUNK);
  try {
    if (!same) storage.setItem(sourceKey(id), JSON.stringify(source));
    for (let i = from; i < chunks; i++) {
      const nodes: SavedNode[] = timeline.nodes.slice(i * CHUNK, (i + 1) * CHUNK).map((n) => ({ parent: n.parent, action: n.action }));
      storage.setItem(chunkKey(id, i), JSON.stringify(nodes));
    }
    const header: Header = { version: VERSION, id, title, count, cursor, changed: now };
    storage.setItem(SAVE_KEY, JSON.stringify(header));
    lastSaved.set(storage, { id, source, timeline, count });
  } catch (e) {
    // Storage full or unavailable (private mode): the game goes on unsaved, and the next save
    // writes it whole again.
    lastSaved.delete(storage);
    if (!same) removeSave(storage, id, count);
    return isQuotaError(e) ? 'full' : 'failed';
  }
  // The save this one replaced: nothing refers to its keys now.
  if (!same && typeof current?.id === 'string' && current.id !== id) removeSave(storage, current.id, current.count);
  return 'saved';
}

/** A save taken out of the autosave slot, its keys left in place: its header as it was written, and what a list of games shows of it. */
/** A save taken out of the autosave slot; `empty` when it was read and holds no action. */
export type TakenSave = { header: string; title: string; changed: number | null; actions: number; empty: boolean };

/**
 * Take the autosaved game out of the autosave slot without removing its scenario and steps, so the
 * next game saved there doesn't overwrite it (recent.ts keeps it). Null when nothing is saved.
 */
export function takeSave(storage: KeyValueStorage): TakenSave | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SAVE_KEY);
    if (raw === null) return null;
    storage.removeItem(SAVE_KEY);
  } catch {
    return null;
  }
  lastSaved.delete(storage);
  return { header: raw, ...summary(raw) };
}

function summary(raw: string): Omit<TakenSave, 'header'> {
  try {
    const h = JSON.parse(raw) as Partial<Header> | HeaderV1;
    const count = h.version === 1 ? h.nodes.length : (h.count ?? 1);
    return { title: String(h.title ?? 'A game'), changed: h.version === 2 && typeof h.changed === 'number' ? h.changed : null, actions: Math.max(0, count - 1), empty: count <= 1 };
  } catch {
    return { title: 'A game that could not be read', changed: null, actions: 0, empty: false };
  }
}

/**
 * Put a save taken out by takeSave back in the autosave slot, as the game `game` read from it (the
 * slot must be empty: take the save there first). Its steps are on disk already: the next save
 * writes only what changes.
 */
export function putSave(storage: KeyValueStorage, header: string, game: Restored): void {
  storage.setItem(SAVE_KEY, header);
  const h = JSON.parse(header) as Partial<Header>;
  if (h.version === VERSION && typeof h.id === 'string') lastSaved.set(storage, { id: h.id, source: game.source, timeline: game.timeline, count: game.timeline.nodes.length });
  else lastSaved.delete(storage);
}

/** Rebuild the game of a save taken out by takeSave; throws an Error saying why it can't be read. */
export function readSave(storage: KeyValueStorage, header: string): Restored {
  return rebuild(savedGame(storage, header));
}

/** Remove the scenario and steps of a save taken out by takeSave. */
export function removeTaken(storage: KeyValueStorage, header: string): void {
  try {
    const h = JSON.parse(header) as Partial<Header>;
    if (h.version === VERSION && typeof h.id === 'string') removeSave(storage, h.id, h.count);
  } catch {
    // Nothing under keys of its own.
  }
}

/** The chunk keys a save may have: as many as its header counts (bounded: a header may lie), and any found after those. */
function chunkKeys(storage: KeyValueStorage, id: string, count = 0): string[] {
  const keys: string[] = [];
  for (let i = 0; i < Math.ceil(Math.min(count, MAX_STEPS) / CHUNK) || storage.getItem(chunkKey(id, i)) !== null; i++) keys.push(chunkKey(id, i));
  return keys;
}

function removeSave(storage: KeyValueStorage, id: string, count?: number): void {
  try {
    storage.removeItem(sourceKey(id));
    for (const key of chunkKeys(storage, id, count)) storage.removeItem(key);
  } catch {
    // Left behind: it takes room, but nothing reads it.
  }
}

/** The starting scenario and the nodes of a save, whichever version wrote it, checked (saveValidate.ts). */
function savedGame(storage: KeyValueStorage, raw: string): ValidSave {
  const h = JSON.parse(raw) as Partial<Header> | null;
  const id = h?.version === VERSION && typeof h.id === 'string' ? h.id : null;
  return validateSave(h, id === null ? undefined : { source: storage.getItem(sourceKey(id)), chunks: chunkKeys(storage, id).map((k) => storage.getItem(k)) });
}

/** Rebuild every state by replaying each node's action on its parent's state. */
function rebuild(saved: ReturnType<typeof savedGame>): Restored {
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
    return { kind: 'restored', game: rebuild(savedGame(storage, raw)) };
  } catch (e) {
    return { kind: 'setAside', key: setAside(storage, raw), reason: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Move a save that can't be read under a key of its own and clear it. A save of version 2 is kept
 * whole, its header, scenario and chunks in one JSON text.
 */
function setAside(storage: KeyValueStorage, raw: string): string {
  const key = `${SET_ASIDE}${Date.now()}`;
  try {
    const header = readHeader(storage);
    const id = typeof header?.id === 'string' ? header.id : undefined;
    const count = typeof header?.count === 'number' ? header.count : 0;
    let kept = raw;
    if (id !== undefined) {
      const chunks = chunkKeys(storage, id, count).map((k) => storage.getItem(k));
      kept = JSON.stringify({ header: raw, source: storage.getItem(sourceKey(id)), chunks });
    }
    storage.setItem(key, kept);
    storage.removeItem(SAVE_KEY);
    if (id !== undefined) removeSave(storage, id, count);
    lastSaved.delete(storage);
  } catch {
    // Can't move it: leave it where it is, and still open the page.
  }
  return key;
}
