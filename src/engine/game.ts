// A transition in progress: the state so far and the log it wrote. Every change replaces only the
// records on its path (structural sharing), so the state apply() started from is never touched.
import type { GameObject, GameState, LogEntry, ObjectId, Player, PlayerId, Turn, EntityId } from './state';
import { objectAt, tableSet } from './objectTable';

export type Tx = { s: GameState; log: LogEntry[] };

export function log(tx: Tx, rule: string, text: string, refs?: EntityId[], edit?: boolean): void {
  const entry: LogEntry = { text, rule };
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
  tx.s = { ...tx.s, objects: tableSet(tx.s.objects, { ...o, ...patch }) };
}

export function patchPlayer(tx: Tx, id: PlayerId, patch: Partial<Player>): void {
  const p = getPlayer(tx.s, id);
  tx.s = { ...tx.s, players: { ...tx.s.players, [id]: { ...p, ...patch } } };
}

export function patchTurn(tx: Tx, patch: Partial<Turn>): void {
  tx.s = { ...tx.s, turn: { ...tx.s.turn, ...patch } };
}

export function patchState(tx: Tx, patch: Partial<GameState>): void {
  tx.s = { ...tx.s, ...patch };
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
  return o.copy ? `a copy of ${o.card}` : o.card;
}

/** "Ann's", "Llanowar Elves'". */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** The same text with its first letter capitalized, for the start of a sentence. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Choice options naming players and objects as the log does. */
export function optionsFor(s: GameState, ids: readonly EntityId[]): { id: string; label: string }[] {
  return [...new Set(ids)].map((id) => ({ id, label: describe(s, id) }));
}
