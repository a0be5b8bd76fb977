// Scenario ids ("pyromancer-ascension-1") are never reused in a game: an object that leaves the
// game takes its id along (a token that ceases to exist, 704.5d; a player's cards as they leave,
// 405.6h), and a new card given that id would make an export name two cards by one id ("already
// used" on import). So the ids given are read from the game's start and its actions, not from the
// objects that exist now.
import { allObjects, type Action, type GameState } from '../engine';
import { slug } from './slug';
import type { Scenario } from './types';
import { ZONE_FIELDS } from './types';

/** The ids of cards created by the actions' edits. */
export function createdLabels(actions: readonly Action[]): Set<string> {
  const out = new Set<string>();
  for (const a of actions) if (a.type === 'edit' && a.op === 'create' && a.label) out.add(a.label);
  return out;
}

/** Every id given in a game: its start's (pass the start with the ids an export gives its cards, `withIds`), and its created cards'. */
export function labelsGiven(start: Scenario | null, actions: readonly Action[]): Set<string> {
  const out = createdLabels(actions);
  if (start) for (const p of start.players) for (const z of ZONE_FIELDS) for (const c of p[z]) if (c.id) out.add(c.id);
  return out;
}

/** The first "name-N" that no card of the game has or had, and no player is called. */
export function freshLabel(s: GameState, given: ReadonlySet<string>, name: string): string {
  const used = new Set<string>(s.order.map((p) => s.players[p].name));
  for (const o of allObjects(s)) if (o.label) used.add(o.label);
  for (let n = 1; ; n++) {
    const id = `${slug(name)}-${n}`;
    if (!used.has(id) && !given.has(id)) return id;
  }
}
