// A transition in progress: the state so far and the log it wrote. Every change replaces only the
// records on its path (structural sharing), so the state apply() started from is never touched;
// the one record written in place is the state record the transaction itself made (writeState).
import type { GameObject, GameState, LogEntry, ObjectId, Player, PlayerId, Turn, EntityId } from './state';
import { characteristicsOf } from '../layers/derive';
import { objectAt, tableSet, tableSetAll, type ObjectTable } from './objectTable';

export type Tx = {
  s: GameState;
  log: LogEntry[];
  /**
   * The objects written since the last state-based-action check, so the next one looks at them
   * only (sba.ts). Undefined until the first write; null once a change went around setObjects.
   */
  written?: Written | null;
  /** The state this transaction made and may still write in place (see `writeState`). */
  own?: GameState;
  /** Inside `writingObjectsTogether`: the object table it made, and the buckets of it copied. */
  together?: { table: ObjectTable; buckets: Set<number> };
};

/** Writes to the object table from `from` to `to`, each naming the object it wrote. */
export type Written = { from: ObjectTable; to: ObjectTable; ids: ObjectId[] };

/** Logs one entry; `rule` is the rule that decides it, or that rule and the others cited beside it. */
export function log(tx: Tx, rule: string | readonly [string, ...string[]], text: string, refs?: EntityId[], edit?: boolean): void {
  const entry: LogEntry = typeof rule === 'string' ? { text, rule } : { text, rule: rule[0], also: rule.slice(1) };
  if (refs && refs.length) entry.refs = refs;
  if (edit) entry.edit = true;
  tx.log.push(entry);
}

export function getObject(s: GameState, id: ObjectId): GameObject {
  const o = objectAt(s, id);
  if (!o) throw new Error(`engine bug: no object ${id}`);
  return o;
}

export function getPlayer(s: GameState, id: PlayerId): Player {
  const p = s.players[id];
  if (!p) throw new Error(`engine bug: no player ${id}`);
  return p;
}

export function isPlayer(s: GameState, id: EntityId): boolean {
  return id in s.players;
}

export function patchObject(tx: Tx, id: ObjectId, patch: Partial<GameObject>): void {
  const o = getObject(tx.s, id);
  if (tx.together) return writeTogether(tx, [{ ...o, ...patch }]);
  setObjects(tx, tableSet(tx.s.objects, { ...o, ...patch }), id);
}

/** Patch several objects, the table and each of its buckets copied once for them all. */
export function patchObjects(tx: Tx, patches: readonly (readonly [ObjectId, Partial<GameObject>])[]): void {
  if (patches.length === 0) return;
  const objects = patches.map(([id, patch]) => ({ ...getObject(tx.s, id), ...patch }));
  if (tx.together) return writeTogether(tx, objects);
  setObjects(tx, tableSetAll(tx.s.objects, objects), objects.map((o) => o.id));
}

/**
 * Runs `f` with the objects' patches written together: the first copies the object table, and each
 * bucket it touches once; the next ones write those copies in place, as `writeState` does with the
 * state record. So the two hundred damage events of a big combat (510.2) copy the table once, not
 * two hundred times. The copies are nobody else's until `f` returns: code inside keeps no object
 * table (no memo, no hold()); a write that goes another way (setObjects) just starts a new copy.
 */
export function writingObjectsTogether(tx: Tx, f: () => void): void {
  if (tx.together) return f();
  // No table yet: the first write copies the current one, which others may hold.
  tx.together = { table: [], buckets: new Set() };
  try {
    f();
  } finally {
    tx.together = undefined;
  }
}

function writeTogether(tx: Tx, objects: readonly GameObject[]): void {
  const table = tableSetAll(tx.s.objects, objects, tx.together);
  setObjects(tx, table, objects.map((o) => o.id));
}

/**
 * Every change to the object table goes through here, naming the object it wrote. A change made
 * any other way breaks the chain (`to` is no longer the table), and the next check looks at all.
 */
export function setObjects(tx: Tx, objects: ObjectTable, id: ObjectId | readonly ObjectId[], patch?: Partial<GameState>): void {
  const w = tx.written;
  const ids = typeof id === 'string' ? [id] : id;
  if (w === undefined) tx.written = { from: tx.s.objects, to: objects, ids: [...ids] };
  else if (w && w.to === tx.s.objects) {
    for (const i of ids) w.ids.push(i);
    w.to = objects;
  } else tx.written = null;
  writeState(tx, patch ? { ...patch, objects } : { objects });
}

export function patchPlayer(tx: Tx, id: PlayerId, patch: Partial<Player>): void {
  const p = getPlayer(tx.s, id);
  writeState(tx, { players: { ...tx.s.players, [id]: { ...p, ...patch } } });
}

export function patchTurn(tx: Tx, patch: Partial<Turn>): void {
  writeState(tx, { turn: { ...tx.s.turn, ...patch } });
}

export function patchState(tx: Tx, patch: Partial<GameState>): void {
  writeState(tx, patch);
}

/** Leaves an optional field out of the state record, so a state without it has the shape it always had. */
export function omitState(tx: Tx, key: 'effects' | 'controlledByEffects'): void {
  if (tx.own !== tx.s) {
    tx.s = { ...tx.s };
    tx.own = tx.s;
  }
  delete tx.s[key];
}

// A transaction copies the state record once, on its first write, and writes that copy in place
// afterwards: an action runs a dozen instructions, and copying the whole record for each was a
// tenth of an action's time. Only the top record is written in place; players, turn, object table
// and lists are still replaced, never changed, so a memo keyed by any of them stays right. The
// state apply() was given is never written: this transaction didn't make it. Code that keeps
// `tx.s` itself across a write takes it with hold(), and the next write copies again.
function writeState(tx: Tx, patch: Partial<GameState>): void {
  if (tx.own === tx.s) {
    Object.assign(tx.s, patch);
    return;
  }
  tx.s = { ...tx.s, ...patch };
  tx.own = tx.s;
}

/** The state as it is now, kept as it is: later writes of this transaction copy it, not change it. */
export function hold(tx: Tx): GameState {
  tx.own = undefined;
  return tx.s;
}

/** Players still in the game, in turn order. */
export function playersInGame(s: GameState): PlayerId[] {
  return s.order.filter((p) => !s.players[p].lost);
}

/** The next player in turn order after `p` who is still in the game. */
export function nextPlayer(s: GameState, p: PlayerId): PlayerId {
  const n = s.order.length;
  const i = s.order.indexOf(p);
  for (let k = 1; k <= n; k++) {
    const q = s.order[(i + k) % n];
    if (!s.players[q].lost) return q;
  }
  return p;
}

/** APNAP order (101.4): the active player, then the others in turn order. */
export function apnap(s: GameState): PlayerId[] {
  const i = s.order.indexOf(s.turn.active);
  return [...s.order.slice(i), ...s.order.slice(0, i)].filter((p) => !s.players[p].lost);
}

export function playerName(s: GameState, id: PlayerId): string {
  return s.players[id]?.name ?? id;
}

/** How an object or player is named in the log and in errors. */
export function describe(s: GameState, id: EntityId): string {
  if (isPlayer(s, id)) return playerName(s, id);
  const o = objectAt(s, id);
  if (!o) return 'an object that has left its zone';
  if (o.stackItem?.kind === 'ability') return `${possessive(o.card)} ability`;
  if (o.copy) return `a copy of ${o.card}`;
  // 708.5: a face-down spell or permanent is named to no one (the page shows it as "Face-down 2/2").
  if (o.faceDown) return o.zone === 'battlefield' ? 'a face-down creature' : 'a face-down creature spell';
  // A permanent's name is a characteristic a copy effect may change (707.2).
  return o.zone === 'battlefield' ? characteristicsOf(s, o).name : o.card;
}

/** "Ann's", "Llanowar Elves'". */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** Names in a list: "A", "A and B", "A, B and C"; with `serial`, "A, B, and C". */
export function listed(names: readonly string[], serial = false): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}${serial ? ',' : ''} and ${names[names.length - 1]}`;
}

/** The same text with its first letter capitalized, for the start of a sentence. */
/** A noun phrase with its indefinite article: "an instant or sorcery", "a creature". */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Choice options naming players and objects as the log does. */
export function optionsFor(s: GameState, ids: readonly EntityId[]): { id: string; label: string }[] {
  return [...new Set(ids)].map((id) => ({ id, label: describe(s, id) }));
}
