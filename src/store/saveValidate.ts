// A save read back from the browser's storage, checked as strictly as a scenario file before
// anything replays or shows it: a title that is an object blanked the page (React error #31), a
// cursor "length" passed the old checks, and a header counting 1e12 steps hung the page for 75 s
// (issue 12). Every field is checked, and how many steps a save has is bounded by what is
// actually stored, never by what its header says. A refusal is a ScenarioError naming the field
// and why; persist.ts then sets the save aside.
import type { Action } from '../engine';
import { ScenarioError } from '../scenario/errors';
import { parseScenario } from '../scenario/parse';
import type { Scenario } from '../scenario/types';
import { int, list, map, record, text, type Json } from '../scenario/validate';
import { savedAction } from './actionValidate';
import type { RecentGame } from './recent';

export type SavedNode = { parent: number | null; action: Action | null };
export type ValidSave = { title: string; source: Scenario; nodes: SavedNode[]; cursor: number };

/** What a version 2 save keeps under its id's keys: its scenario, and its chunks of steps from the first on, as far as they are stored. */
export type StoredParts = { source: unknown; chunks: readonly unknown[] };

const V1 = ['version', 'title', 'source', 'nodes', 'cursor'];
const V2 = ['version', 'id', 'title', 'count', 'cursor', 'changed'];
/** More steps than any game played by hand; bounds a version 1 save, whose steps are all inline. */
export const MAX_STEPS = 1_000_000;

/** Storage may hold the JSON text or the value itself (IndexedDB keeps values). */
function parsed(v: unknown, path: string): Json {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch (e) {
    throw new ScenarioError(path, `is not valid JSON (${(e as Error).message})`);
  }
}

function source(v: unknown): Scenario {
  if (v === null || v === undefined) throw new ScenarioError('', 'its starting position is missing');
  try {
    return parseScenario(parsed(v, 'source'));
  } catch (e) {
    if (e instanceof ScenarioError) throw e.at(e.path.startsWith('source') ? e.path : `source${e.path ? `.${e.path}` : ''}`);
    throw e;
  }
}

/** Step 0 is the start; every later step follows an earlier one by an action (timeline.ts). */
function node(v: Json, i: number): SavedNode {
  const path = `steps[${i}]`;
  const o = record(v, path, ['parent', 'action']);
  if (i === 0) {
    if (o.parent !== null || o.action !== null) throw new ScenarioError(path, 'the first step is the start: its parent and action must be null');
    return { parent: null, action: null };
  }
  return { parent: int(o.parent, `${path}.parent`, 0, i - 1), action: savedAction(o.action, `${path}.action`) };
}

/** The steps a version 2 save counts, from its chunks: each full but the last, as persist.ts writes them. */
function chunkedSteps(count: number, chunks: readonly unknown[]): Json[] {
  const steps: Json[] = [];
  let size = 0;
  for (let i = 0; steps.length < count; i++) {
    if (i >= chunks.length) throw new ScenarioError('', `its steps from ${steps.length} on are missing`);
    const chunk = list(parsed(chunks[i], `chunks[${i}]`), `chunks[${i}]`, 100_000);
    if (i === 0) size = chunk.length;
    if (chunk.length === 0 || (chunk.length !== size && steps.length + chunk.length < count)) {
      throw new ScenarioError(`chunks[${i}]`, `holds ${chunk.length} steps where ${size} were written; its steps from ${steps.length + chunk.length} on are missing`);
    }
    for (const s of chunk) if (steps.length < count) steps.push(s);
  }
  return steps;
}

/**
 * Check a save: its header (version 1 holds everything inline; version 2 needs `stored`, read from
 * the keys of its id). Returns the save ready to replay, or throws a ScenarioError.
 */
export function validateSave(rawHeader: unknown, stored?: StoredParts): ValidSave {
  const header = map(parsed(rawHeader, 'header'), 'header');
  if (header.version !== 1 && header.version !== 2) {
    throw new ScenarioError('', `it was saved by another version of the sandbox (format ${JSON.stringify(header.version) ?? 'missing'})`);
  }
  let steps: Json[];
  let start: unknown;
  if (header.version === 1) {
    record(header, '', V1);
    steps = list(header.nodes, 'nodes', MAX_STEPS);
    start = header.source;
  } else {
    record(header, '', V2);
    text(header.id, 'id', 100);
    if (header.changed !== undefined) int(header.changed, 'changed', 0, 8.64e15);
    if (!stored) throw new ScenarioError('', 'its starting position is missing');
    steps = chunkedSteps(int(header.count, 'count', 1, Number.MAX_SAFE_INTEGER), stored.chunks);
    start = stored.source;
  }
  if (steps.length === 0) throw new ScenarioError('nodes', 'must hold the starting step');
  const title = text(header.title, 'title', 300);
  const cursor = int(header.cursor, 'cursor', 0, steps.length - 1);
  return { title, source: source(start), nodes: steps.map(node), cursor };
}

/**
 * An entry of the recent games index that the list can show: text for its key, name and header,
 * a date a browser can print (toISOString throws past ±8.64e15 ms) and a count of actions. An entry
 * that isn't is left out of the list rather than break it.
 */
export function isRecentEntry(g: unknown): g is RecentGame {
  if (typeof g !== 'object' || g === null) return false;
  const e = g as Record<string, unknown>;
  const whole = (n: unknown, max: number) => typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= max;
  return typeof e.key === 'string' && typeof e.name === 'string' && typeof e.header === 'string' && whole(e.changed, 8.64e15) && whole(e.actions, Number.MAX_SAFE_INTEGER) && (e.actions as number) >= 0;
}
