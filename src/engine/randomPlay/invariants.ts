// Random play (issue 7): the invariants every state keeps after every action.
import type { Action } from '../actions';
import { apply } from '../apply';
import { RulesError } from '../errors';
import { poolProblem } from '../mana/pool';
import { type GameObject, type GameState, type ObjectId, type PlayerId, type Zone } from '../state/state';
import { plainAnswers } from './answers';
import { allObjects, bucketOf } from '../state/objectTable';
import { isCreature, isType } from '../state/characteristics';
import { layerInvariants } from './layerInvariants';

// Invariants

/** The first difference between a value and its JSON round trip, or null when they are equal. */
export function jsonDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return `${path}: ${describeValue(a)} becomes ${describeValue(b)} after a JSON round trip`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: an array and a non-array`;
  const proto = Object.getPrototypeOf(a);
  if (!Array.isArray(a) && proto !== Object.prototype && proto !== null) return `${path}: not a plain object (${proto?.constructor?.name})`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return `${path}.${k}: ${describeValue((a as Record<string, unknown>)[k])} is lost in a JSON round trip`;
  }
  if (ka.length !== kb.length) return `${path}: keys differ after a JSON round trip`;
  for (const k of ka) {
    const d = jsonDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

export function describeValue(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || v === null) return JSON.stringify(v) ?? String(v);
  if (v === undefined) return 'undefined';
  return typeof v === 'object' ? (Object.getPrototypeOf(v)?.constructor?.name ?? 'object') : typeof v;
}

/** Every invariant the state breaks, in plain words; empty when it keeps them all. */
export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  // Object table: each object under its own id, in exactly one bucket.
  const table = new Map<ObjectId, GameObject>();
  if (s.objects.length !== 64) out.push(`object table: ${s.objects.length} buckets, not 64`);
  s.objects.forEach((objects, bucket) => {
    for (const o of objects) {
      if (bucketOf(o.id) !== bucket) out.push(`object table: ${o.id} is in bucket ${bucket}, not ${bucketOf(o.id)}`);
      if (table.has(o.id)) out.push(`ids unique: ${o.id} is in the object table twice`);
      table.set(o.id, o);
    }
  });
  // Zone lists: every id exists, appears once, and agrees with its object's zone and owner.
  const where = new Map<ObjectId, string>();
  const list = (ids: readonly ObjectId[], zone: Zone, owner: PlayerId | null, name: string) => {
    for (const id of ids) {
      if (where.has(id)) out.push(`one zone: ${id} is in both ${where.get(id)} and ${name}`);
      where.set(id, name);
      const o = table.get(id);
      if (!o) {
        out.push(`ids exist: ${name} lists ${id}, which is not in the object table`);
        continue;
      }
      if (o.zone !== zone) out.push(`zone field: ${id} (${o.card}) is listed in ${name} but its zone is ${o.zone}`);
      if (owner !== null && o.owner !== owner) out.push(`owner: ${id} (${o.card}) is in ${name} but owned by ${o.owner}`);
    }
  };
  for (const p of s.order) {
    const pl = s.players[p];
    if (!pl) {
      out.push(`players: ${p} is in the turn order but not a player`);
      continue;
    }
    list(pl.library, 'library', p, `${p}.library`);
    list(pl.hand, 'hand', p, `${p}.hand`);
    list(pl.graveyard, 'graveyard', p, `${p}.graveyard`);
    // Mana pools: only the six types of mana (106.1b), never a negative amount, stored merged.
    const pool = poolProblem(pl.manaPool);
    if (pool) out.push(`mana: ${p}'s pool: ${pool}`);
    if (!Number.isFinite(pl.life)) out.push(`life: ${p} has life ${pl.life}`);
  }
  if (Object.keys(s.players).length !== s.order.length) out.push('players: the turn order and the players differ');
  list(s.battlefield, 'battlefield', null, 'battlefield');
  list(s.stack, 'stack', null, 'stack');
  list(s.exile, 'exile', null, 'exile');
  for (const [id, o] of table) {
    if (!where.has(id)) out.push(`one zone: ${id} (${o.card}, zone ${o.zone}) is in no zone list`);
    if (!s.players[o.owner]) out.push(`owner: ${id} is owned by ${o.owner}, who is not a player`);
    if (!s.players[o.controller]) out.push(`controller: ${id} is controlled by ${o.controller}, who is not a player`);
    if (!s.cards[o.card]) out.push(`card: ${id} is a ${o.card}, which has no definition in the game`);
    if ((o.zone === 'stack') !== (o.stackItem !== undefined)) out.push(`stack: ${id} (${o.card}) is in ${o.zone} ${o.stackItem ? 'with' : 'without'} a stack item`);
    for (const [kind, n] of Object.entries(o.counters)) {
      if (!Number.isInteger(n) || n < 0) out.push(`counters: ${id} (${o.card}) has ${n} ${kind} counters`);
    }
    if (!Number.isInteger(o.damage) || o.damage < 0) out.push(`damage: ${id} (${o.card}) has ${o.damage} damage`);
    const num = Number(id.slice(1));
    if (id.startsWith('o') && Number.isInteger(num) && num >= s.nextId) out.push(`ids: ${id} is not below nextId ${s.nextId}`);
  }
  // Priority and the pending choice name players still in the game.
  const c = s.choice;
  if (c && (!s.players[c.player] || s.players[c.player].lost)) out.push(`choice: ${c.player} must choose but ${s.players[c.player] ? 'has lost' : 'is not a player'}`);
  if (c && s.gameOver) out.push('choice: a choice is pending in a game that is over');
  const pr = s.turn.priority;
  if (pr !== null && (!s.players[pr] || s.players[pr].lost) && !s.gameOver) out.push(`priority: ${pr} holds priority but ${s.players[pr] ? 'has lost' : 'is not a player'}`);
  if (!s.gameOver && !c && s.agenda.length === 0 && pr === null) out.push('priority: the game waits, with no choice pending and no one holding priority');
  if (!s.players[s.turn.active]) out.push(`turn: the active player ${s.turn.active} is not a player`);
  out.push(...combatInvariants(s, table));
  out.push(...layerInvariants(s));
  // Plain data that survives a JSON round trip unchanged.
  let json: string | undefined;
  try {
    json = JSON.stringify(s);
  } catch (e) {
    out.push(`json: the state can't be serialized: ${(e as Error).message}`);
  }
  if (json !== undefined) {
    const d = jsonDifference(s, JSON.parse(json), 'state');
    if (d) out.push(`json: ${d}`);
  }
  return out;
}

/**
 * The steps of the combat phase where a combat is under way (506.1): from the declaration of
 * attackers until the end of combat step ends (511.3); the engine starts it as attackers are declared.
 */
const COMBAT_PHASE: ReadonlySet<string> = new Set(['declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endOfCombat']);

/**
 * The combat under way (506-511) agrees with itself and with the board: only in the combat phase;
 * every attacking or blocking creature a creature on the battlefield (506.4 removes the others),
 * attackers controlled by the active player (508.1a), blockers by a defending player (509.1a,
 * 802.4a); no creature both attacking and blocking; blocks recorded on both sides; what an attacker
 * attacks a player, a planeswalker on the battlefield, or nothing (506.4c); the steps that need
 * attackers only with attackers declared (508.8); a damage prompt never offers a negative amount.
 */
export function combatInvariants(s: GameState, table: ReadonlyMap<ObjectId, GameObject>): string[] {
  const out: string[] = [];
  const combat = s.combat;
  const c = s.choice;
  if (c?.combat?.kind === 'damage') {
    if (!(c.combat.amount >= 0)) out.push(`combat: a damage choice assigns ${c.combat.amount} damage`);
    for (const r of c.combat.recipients) if (!(r.lethal >= 0)) out.push(`combat: a damage choice gives ${r.id} a lethal damage of ${r.lethal}`);
  }
  const step = s.turn.step;
  if (!combat?.hadAttackers && (step === 'declareBlockers' || step === 'firstStrikeDamage' || step === 'combatDamage')) out.push(`combat: the ${step} step with no attackers declared (508.8)`);
  if (!combat) return out;
  if (!COMBAT_PHASE.has(step)) out.push(`combat: a combat is under way in the ${step} step, outside the combat phase (511.3)`);
  const active = s.turn.active;
  const inCombat = (id: ObjectId, role: string, controller: (p: PlayerId) => boolean): GameObject | undefined => {
    const o = table.get(id);
    if (!o) out.push(`combat: the ${role} ${id} is not an object`);
    else if (o.zone !== 'battlefield') out.push(`combat: the ${role} ${id} (${o.card}) is in ${o.zone}, not on the battlefield (506.4)`);
    else if (!isCreature(s, o)) out.push(`combat: the ${role} ${id} (${o.card}) is not a creature (506.4)`);
    else if (!controller(o.controller)) out.push(`combat: the ${role} ${id} (${o.card}) is controlled by ${o.controller}, active player ${active}`);
    else return o;
    return undefined;
  };
  const attackers = new Map(combat.attackers.map((a) => [a.id, a]));
  if (attackers.size !== combat.attackers.length) out.push('combat: a creature is listed twice among the attackers');
  const blockers = new Map(combat.blockers.map((b) => [b.id, b]));
  if (blockers.size !== combat.blockers.length) out.push('combat: a creature is listed twice among the blockers');
  for (const a of combat.attackers) {
    inCombat(a.id, 'attacking creature', (p) => p === active);
    if (blockers.has(a.id)) out.push(`combat: ${a.id} is both attacking and blocking`);
    if (a.attacks !== null && !s.players[a.attacks]) {
      const pw = table.get(a.attacks);
      if (!pw || pw.zone !== 'battlefield' || !isType(s, pw, 'Planeswalker')) out.push(`combat: ${a.id} attacks ${a.attacks}, neither a player nor a planeswalker on the battlefield (506.4c)`);
      else if (pw.controller === active) out.push(`combat: ${a.id} attacks ${a.attacks}, a planeswalker its own controller controls (508.1b)`);
    }
    if (a.attacks === active) out.push(`combat: ${a.id} attacks its own controller (508.1b)`);
    if (a.blockedBy.length && !a.blocked) out.push(`combat: ${a.id} has blockers but is not blocked (509.1h)`);
    for (const b of a.blockedBy) if (!blockers.get(b)?.blocks.includes(a.id)) out.push(`combat: ${a.id} is blocked by ${b}, which doesn't block it`);
  }
  for (const b of combat.blockers) {
    const o = inCombat(b.id, 'blocking creature', (p) => p !== active && p === b.player);
    if (o && b.player === active) out.push(`combat: ${b.id} blocks for the attacking player ${active} (509.1a)`);
    for (const a of b.blocks) if (!attackers.get(a)?.blockedBy.includes(b.id)) out.push(`combat: ${b.id} blocks ${a}, which isn't blocked by it`);
  }
  return out;
}

/** Cards in the game: objects that are neither tokens, copies nor abilities on the stack. */
export function cardCount(s: GameState): number {
  let n = 0;
  for (const o of allObjects(s)) if (!o.token && !o.copy && o.stackItem?.kind !== 'ability') n++;
  return n;
}

/**
 * Cards are conserved (400.7: a card that moves is the same card): only an edit creates one, and
 * only a player leaving the game takes some away.
 */
export function cardsConserved(before: GameState, after: GameState, action: Action): string | null {
  const lost = (s: GameState) => Object.values(s.players).filter((p) => p.lost).length;
  if (lost(after) > lost(before) || (action.type === 'edit' && action.op === 'removePlayer')) return null;
  const created = action.type === 'edit' && action.op === 'create' && !action.token ? 1 : 0;
  const was = cardCount(before);
  const now = cardCount(after);
  return now === was + created ? null : `cards conserved: ${was} cards became ${now}${created ? ' after creating one' : ''}`;
}

/** The pending choice can be answered: one of the plain answers is accepted. */
export function choiceAnswerable(s: GameState): string | null {
  const c = s.choice;
  if (!c) return null;
  const errors: string[] = [];
  for (const answer of plainAnswers(c, s)) {
    try {
      apply(s, { type: 'choose', player: c.player, answer });
      return null;
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      errors.push(`${JSON.stringify(answer)}: ${e.message}`);
    }
  }
  return `answerable: no legal answer to the ${c.kind} choice "${c.prompt}" (${errors.join('; ') || 'no answer to try'})`;
}
