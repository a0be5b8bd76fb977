// Autosave: the game and its whole timeline (every branch) kept in the browser's storage, so they
// come back after a reload or a crash. Only the starting scenario and the actions are saved; the
// states are replayed from them. A save that can't be read (corrupted, or from an older sandbox
// whose cards or rules changed) is set aside under another key and reported, never lost, and never
// stops the page from opening.
//
// Each game has its own keys, named by its id: a header (title, count of nodes, cursor, and `rev`,
// new at every write), the starting scenario, and the timeline's nodes in chunks of CHUNK. SAVE_KEY
// holds only a pointer naming the game a reload opens. Nodes are only ever appended, so a save
// after one more action rewrites the last chunk and the header, not the whole game: the cost of a
// save doesn't grow with the game's length. The header is written after its chunks and the pointer
// last: a save cut short leaves the previous one whole.
//
// A save never writes over actions it didn't load: before writing into its game's keys, a page
// checks that the header is still the one it read or wrote last (same `rev` and count). When
// another tab saved the same game meanwhile, or the save holds more steps than its header counts,
// this page writes its game whole under a new id instead and says so: both games stay readable,
// and the one the pointer no longer names is kept in recent games (recent.ts). Keys are removed
// only for a game that is dropped (recent.ts), set aside and cleaned up, or orphaned (cleanup.ts).
import { apply, type Action } from '../engine';
import { buildScenario } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { withCardDatabase } from '../scenario/cardDatabase';
import type { Scenario } from '../scenario/types';
import { exclusive, isQuotaError, type KeyValueStorage } from './storage';
import type { Timeline, TimelineNode } from './timeline';
import { MAX_STEPS, validateSave, type ValidSave } from './saveValidate';

export { isQuotaError, type KeyValueStorage } from './storage';

export const SAVE_KEY = 'mtg-rules-sandbox:game';
export const SET_ASIDE = 'mtg-rules-sandbox:set-aside:';
export const CHUNK = 256;

export type SavedNode = { parent: number | null; action: Action | null };

/** Version 3: the pointer under SAVE_KEY (and in a recent game's entry); its header is under the game's own keys. */
type Pointer = { version: 3; id: string };
/** A game's header, under headerKey(id) (version 3), or under SAVE_KEY itself (version 2); `changed`: ms since 1970. */
/** `stored` (version 3): the nodes its chunks held when it was written, so a count changed since is found. */
type Header = { version: 2 | 3; id: string; title: string; count: number; cursor: number; changed?: number; rev?: string; stored?: number };
/** Version 1, before chunks: everything inline in one key. Still loads. */
type HeaderV1 = { version: 1; title: string; source: Scenario; nodes: SavedNode[]; cursor: number };

/** `partial`: the save holds steps past those loaded; its keys are then never written over. */
export type Restored = { title: string; source: Scenario; timeline: Timeline; cursor: number; partial?: string };
export type LoadResult =
  | { kind: 'none' }
  | { kind: 'restored'; game: Restored }
  | { kind: 'setAside'; key: string; reason: string }
  | { kind: 'unreadable'; reason: string; error: string };

export const gamePrefix = (id: string) => `${SAVE_KEY}:${id}:`;
const headerKey = (id: string) => `${SAVE_KEY}:${id}:header`;
const sourceKey = (id: string) => `${SAVE_KEY}:${id}:source`;
const chunkKey = (id: string, i: number) => `${SAVE_KEY}:${id}:nodes:${i}`;
export const pointerTo = (id: string) => JSON.stringify({ version: 3, id } satisfies Pointer);

/** The id whose keys hold a save's game (versions 2 and 3), from its pointer or header; undefined for version 1 or an unreadable text. */
export function savedId(raw: string | null): string | undefined {
  try {
    const h = JSON.parse(raw ?? 'null') as Partial<Header> | null;
    return (h?.version === 2 || h?.version === 3) && typeof h.id === 'string' ? h.id : undefined;
  } catch {
    return undefined;
  }
}

// What this page last read or wrote of each game: the same timeline, saved under the same id, has
// the same full chunks, so only the chunk that was still filling and those after it are written.
// `legacy`: the text of a save of version 1 or 2 this page loaded, which its first save replaces
// with version 3 (the same game: not a game to keep apart).
type Mine = { id: string; source: Scenario; timeline: Timeline; count: number; rev: string | undefined; legacy?: string; title?: string; cursor?: number };
const mine = new WeakMap<KeyValueStorage, Mine>();

/** What this page last read or wrote of the game it saves (journal.ts writes what comes after). */
export function lastWritten(storage: KeyValueStorage): Readonly<Mine> | undefined {
  return mine.get(storage);
}

/** The id of the game this page is saving, if any (the other tabs are told which game is open here). */
export function currentId(storage: KeyValueStorage): string | undefined {
  return mine.get(storage)?.id;
}

function newId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

async function readJson<T>(storage: KeyValueStorage, key: string): Promise<Partial<T> | null> {
  try {
    const raw = await storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Partial<T>);
  } catch {
    return null;
  }
}

/**
 * What a save did: `full` when the storage refused it for want of room (QuotaExceededError),
 * `failed` for any other refusal. `forked`: another tab had saved this game meanwhile (or its save
 * holds steps this page didn't load), so it was written whole as a new game instead. `displaced`:
 * the pointer this save replaced, naming another game, which the caller keeps (recent.ts).
 */
export type SaveResult = { result: 'saved' | 'full' | 'failed'; forked: boolean; displaced: string | null };

/** Save the game (the caller holds the storage: see `exclusive`). */
export async function saveGame(storage: KeyValueStorage, title: string, source: Scenario, timeline: Timeline, cursor: number, now = Date.now()): Promise<SaveResult> {
  const count = timeline.nodes.length;
  const chunks = Math.ceil(count / CHUNK);
  const before = mine.get(storage);
  const sameGame = !!before && before.source === source && before.timeline === timeline && before.count <= count;
  const stored = sameGame ? await readJson<Header>(storage, headerKey(before.id)) : null;
  const upgrade = sameGame && before.legacy !== undefined;
  const same = sameGame && !upgrade && stored?.rev === before.rev && stored?.count === before.count;
  const id = same ? before.id : newId();
  const from = !same ? 0 : before.count === count ? chunks : Math.floor(before.count / CHUNK);
  // Nothing changed since it was read or written (the save a page makes as it opens): writing
  // would only make another tab on the same game think this one changed it.
  if (same && before.count === count && before.title === title && before.cursor === cursor) return { result: 'saved', forked: false, displaced: null };
  const rev = newId();
  let pointer: string | null = null;
  try {
    pointer = await storage.getItem(SAVE_KEY);
    if (!same) await storage.setItem(sourceKey(id), JSON.stringify(source));
    for (let i = from; i < chunks; i++) {
      const nodes: SavedNode[] = timeline.nodes.slice(i * CHUNK, (i + 1) * CHUNK).map((n) => ({ parent: n.parent, action: n.action }));
      await storage.setItem(chunkKey(id, i), JSON.stringify(nodes));
    }
    const header: Header = { version: 3, id, title, count, cursor, changed: now, rev, stored: count };
    await storage.setItem(headerKey(id), JSON.stringify(header));
    if (savedId(pointer) !== id) await storage.setItem(SAVE_KEY, pointerTo(id));
  } catch (e) {
    // Storage full or unavailable (private mode): the game goes on unsaved. Into its own keys, the
    // header still names the last save whole (chunks past its count are not read), and the next
    // save rewrites from the same chunk; a new id's keys are this page's alone, and go.
    if (!same) {
      mine.delete(storage);
      await removeGame(storage, id);
    }
    return { result: isQuotaError(e) ? 'full' : 'failed', forked: false, displaced: null };
  }
  mine.set(storage, { id, source, timeline, count, rev, title, cursor });
  if (upgrade && pointer === before.legacy) {
    const old = savedId(pointer);
    if (old !== undefined) await removeGame(storage, old);
    return { result: 'saved', forked: false, displaced: null };
  }
  return { result: 'saved', forked: sameGame && !same && !upgrade, displaced: pointer !== null && savedId(pointer) !== id ? pointer : null };
}

/** A save taken out of the autosave slot; `empty` when it was read and holds no action. */
export type TakenSave = { header: string; title: string; changed: number | null; actions: number; empty: boolean };

/**
 * Take the autosaved game out of the autosave slot without removing its scenario and steps, so the
 * next game saved there doesn't overwrite it (recent.ts keeps it). Null when nothing is saved.
 */
export async function takeSave(storage: KeyValueStorage): Promise<TakenSave | null> {
  let raw: string | null;
  try {
    raw = await storage.getItem(SAVE_KEY);
    if (raw === null) return null;
    await storage.removeItem(SAVE_KEY);
  } catch {
    return null;
  }
  mine.delete(storage);
  return { header: raw, ...(await summary(storage, raw)) };
}

/** What a list of games shows of a save: its title, when it changed, its actions. */
export async function summary(storage: KeyValueStorage, raw: string): Promise<Omit<TakenSave, 'header'>> {
  try {
    let h = JSON.parse(raw) as Partial<Header> | HeaderV1;
    if (h.version === 3 && typeof h.id === 'string') h = (await readJson<Header>(storage, headerKey(h.id))) ?? {};
    const count = h.version === 1 ? h.nodes.length : (h.count ?? 1);
    return { title: String(h.title ?? 'A game'), changed: h.version !== 1 && typeof h.changed === 'number' ? h.changed : null, actions: Math.max(0, count - 1), empty: count <= 1 };
  } catch {
    return { title: 'A game that could not be read', changed: null, actions: 0, empty: false };
  }
}

/**
 * Put a save taken out by takeSave back in the autosave slot, as the game `game` read from it (the
 * slot must be empty: take the save there first). Its steps are on disk already: the next save
 * writes only what changes, unless the save holds steps `game` doesn't (then it is written anew).
 */
export async function putSave(storage: KeyValueStorage, header: string, game: Restored & { rev?: string }): Promise<void> {
  await storage.setItem(SAVE_KEY, header);
  adopt(storage, header, game);
}

function adopt(storage: KeyValueStorage, raw: string, game: Restored & { rev?: string }): void {
  if (game.partial) {
    mine.delete(storage);
    return;
  }
  const legacy = (JSON.parse(raw) as { version?: unknown }).version === 3 ? undefined : raw;
  mine.set(storage, { id: savedId(raw) ?? '', source: game.source, timeline: game.timeline, count: game.timeline.nodes.length, rev: game.rev, legacy, title: game.title, cursor: game.cursor });
}

/** Rebuild the game of a save taken out by takeSave; throws an Error saying why it can't be read. */
export async function readSave(storage: KeyValueStorage, header: string): Promise<Restored & { rev?: string }> {
  return rebuild(await savedGame(storage, header));
}

/** Remove the scenario and steps of a save taken out by takeSave. */
export async function removeTaken(storage: KeyValueStorage, header: string): Promise<void> {
  const id = savedId(header);
  if (id !== undefined) await removeGame(storage, id);
}

/** Remove every key of a game; one that can't be removed is left behind (cleanup.ts finds it later). */
export async function removeGame(storage: KeyValueStorage, id: string): Promise<void> {
  try {
    const prefix = gamePrefix(id);
    for (const key of await storage.keys()) if (key.startsWith(prefix)) await storage.removeItem(key);
  } catch {
    // Left behind: it takes room, but nothing reads it.
  }
}

export type Saved = ValidSave & { rev?: string; partial?: string };

/**
 * The starting scenario and the nodes of a save, whichever version wrote it, checked field by field
 * (saveValidate.ts) before anything replays it. Only the chunks actually stored are read, never more
 * than MAX_STEPS' worth, whatever the header counts.
 */
async function savedGame(storage: KeyValueStorage, raw: string): Promise<Saved> {
  let header = JSON.parse(raw) as Header | HeaderV1 | Pointer | null;
  if (header?.version === 1) return withCardDatabase(() => validateSave(header));
  if (header?.version === 3 && typeof header.id === 'string' && !('count' in header)) {
    const text = await storage.getItem(headerKey(header.id));
    if (text === null) throw new Error('its header is missing');
    header = JSON.parse(text) as Header;
  }
  const h = header as Partial<Header> | null;
  if (typeof h?.id !== 'string') return withCardDatabase(() => validateSave(h));
  // A count changed since the save was written (by hand, or another program): the steps both
  // agree on are loaded, and the save's keys are never written over (see `adopt`). Version 2
  // didn't record what it stored: steps past the count in its chunks say the same. A count that
  // isn't a number reads nothing, and validateSave names it.
  const counted = typeof h.count === 'number' && Number.isFinite(h.count) ? h.count : 0;
  const count = h.version === 3 && typeof h.stored === 'number' ? Math.min(counted, h.stored) : counted;
  const chunks: string[] = [];
  for (let i = 0; i * CHUNK < Math.min(count, MAX_STEPS) + 1; i++) {
    const chunk = await storage.getItem(chunkKey(h.id, i));
    if (chunk === null) break;
    chunks.push(chunk);
  }
  const { rev, stored, ...checked } = h;
  const parts = { source: await storage.getItem(sourceKey(h.id)), chunks };
  const valid = await withCardDatabase(() => validateSave({ ...checked, version: 2, count: typeof h.count === 'number' ? count : h.count }, parts));
  const beyond = chunks.reduce((n, c) => n + (JSON.parse(c) as unknown[]).length, 0) > count;
  const changed = h.version === 3 ? count !== h.count || count !== stored : beyond;
  const partial = changed ? `its header counts ${h.count} steps, but ${h.version === 3 ? stored : 'more'} were saved` : undefined;
  return { ...valid, ...(typeof rev === 'string' ? { rev } : {}), ...(partial ? { partial } : {}) };
}

/** Rebuild every state by replaying each node's action on its parent's state. */
export function rebuild(saved: Saved): Restored & { rev?: string } {
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
  return { title: saved.title, source, timeline, cursor: saved.cursor, rev: saved.rev, ...(saved.partial ? { partial: saved.partial } : {}) };
}

/** The autosaved game; one that can't be read is set aside (or, when that can't be written, left where it is). */
export function loadGame(storage: KeyValueStorage): Promise<LoadResult> {
  return exclusive(storage, async () => {
    let raw: string | null;
    try {
      raw = await storage.getItem(SAVE_KEY);
    } catch {
      return { kind: 'none' };
    }
    if (raw === null) return { kind: 'none' };
    try {
      const game = await readSave(storage, raw);
      adopt(storage, raw, game);
      return { kind: 'restored', game };
    } catch (e) {
      return setAside(storage, raw, e instanceof Error ? e.message : String(e));
    }
  });
}

/**
 * Move a save that can't be read out of the autosave slot, under a key of its own: its pointer or
 * header (its scenario and steps stay under their own keys, which cleanup.ts keeps while the
 * set-aside key names them), or the whole save for version 1. The copy is read back before the
 * slot is cleared: when it can't be written, nothing is removed and the caller says so.
 */
async function setAside(storage: KeyValueStorage, raw: string, reason: string): Promise<LoadResult> {
  const key = `${SET_ASIDE}${Date.now()}`;
  try {
    await storage.setItem(key, raw);
    if ((await storage.getItem(key)) !== raw) throw new Error('the copy read back differs');
  } catch (e) {
    await storage.removeItem(key).catch(() => undefined);
    return { kind: 'unreadable', reason, error: isQuotaError(e) ? 'the browser’s storage is full' : e instanceof Error ? e.message : String(e) };
  }
  await storage.removeItem(SAVE_KEY).catch(() => undefined);
  mine.delete(storage);
  return { kind: 'setAside', key, reason };
}
