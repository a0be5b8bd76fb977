// Zones (400) and moving objects between them. A card that changes zones becomes a new object
// with a new id (400.7); the scenario's label follows it.
import { frontOf } from './characteristics';
import type { Tx } from './game';
import { getObject, getPlayer, patchPlayer, patchState, setObjects } from './game';
import { followMove, zoneChanged } from '../stack/triggers';
import { sweepCombat } from '../combat/removal';
import type { CardDef } from './card';
import { withPrintedLoyalty } from './printedLoyalty';
import { returnUntilLeft } from './untilLeaves';
import type { Chosen, EntityId, GameObject, GameState, ObjectId, PlayerId, StackItem, Zone } from './state';
import { dyingTo } from './exileInstead';
import { objectAt, tableAddAll, tableRemove, tableRemoveAll, tableSize } from './objectTable';
import { LIMITS, overLimit } from './limits';

const PLAYER_ZONES = ['library', 'hand', 'graveyard'] as const;
type PlayerZone = (typeof PLAYER_ZONES)[number];
function isPlayerZone(z: Zone): z is PlayerZone {
  return (PLAYER_ZONES as readonly Zone[]).includes(z);
}

/** The ids in a zone: a player's own zone (library, hand, graveyard) or a shared one. */
export function zoneIds(s: GameState, zone: Zone, player?: PlayerId): readonly ObjectId[] {
  if (isPlayerZone(zone)) return player ? getPlayer(s, player)[zone] : [];
  return s[zone];
}

/** Permanents on the battlefield, optionally only those a player controls. */
export function permanents(s: GameState, controller?: PlayerId): GameObject[] {
  const out: GameObject[] = [];
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if (!controller || o.controller === controller) out.push(o);
  }
  return out;
}

function setZoneIds(tx: Tx, zone: Zone, player: PlayerId, ids: ObjectId[]): void {
  if (isPlayerZone(zone)) patchPlayer(tx, player, { [zone]: ids });
  else patchState(tx, { [zone]: ids });
}

function withoutId(ids: readonly ObjectId[], id: ObjectId): ObjectId[] {
  // From the end: what leaves a zone is most often its newest object (the top of the stack).
  const i = ids.lastIndexOf(id);
  if (i < 0) return ids.slice();
  return i === ids.length - 1 ? ids.slice(0, i) : ids.slice(0, i).concat(ids.slice(i + 1));
}

export type Placement = {
  /** Controller on the battlefield or the stack; elsewhere the owner. */
  controller?: PlayerId;
  /** Library: top (default) or bottom. */
  position?: 'top' | 'bottom';
  tapped?: boolean;
  sick?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  stackItem?: StackItem;
  /** An Aura entering attached (608.3c, 303.4f): what it enchants as it enters. */
  attachedTo?: EntityId;
  /** A sandbox edit: nothing triggers (SCENARIO.md, `edit`). */
  silent?: boolean;
  /** Face down on the stack or the battlefield (708.4, 702.37c): turned face down before it gets there. */
  faceDown?: boolean;
  /** Cast bestowed (702.103b), on the stack, or the bestowed Aura it became on the battlefield. */
  bestowed?: boolean;
  /** What its controller chose as it entered (614.12, 614.1c): "As ~ enters, choose a color." */
  chosen?: Chosen;
};

function placeIds(tx: Tx, zone: Zone, owner: PlayerId, added: ObjectId[], position: 'top' | 'bottom' = 'top'): void {
  const ids = zoneIds(tx.s, zone, owner);
  // Libraries list the top first, so objects put on top one after another end in reverse; every
  // other zone appends (the stack's top, the graveyard's top).
  const next = zone === 'library' && position === 'top' ? [...added.slice().reverse(), ...ids] : ids.concat(added);
  setZoneIds(tx, zone, owner, next);
}

export type NewObject = Pick<GameObject, 'card' | 'owner' | 'zone'> & Partial<GameObject> & { position?: 'top' | 'bottom' };

/** Create an object in a zone (a card put there by a scenario or an edit, a token, a copy). */
export function createObject(tx: Tx, fields: NewObject): ObjectId {
  // 117.1: an action that would make one object more than the sandbox holds is not one it takes.
  return createObjects(tx, fields, 1, '117.1')[0];
}

/**
 * Create n alike objects at once (tokens): the table's buckets and the zone's list are copied once
 * for all of them, not once per object, so a thousand tokens cost a thousand times one. The sandbox
 * refuses to hold more than LIMITS.objects, citing `rule`, the rule of what would make them.
 */
export function createObjects(tx: Tx, fields: NewObject, n: number, rule: string): ObjectId[] {
  if (n <= 0) return [];
  const now = tableSize(tx.s.objects);
  if (now + n > LIMITS.objects) throw overLimit('objects', now + n, rule);
  const objects: GameObject[] = [];
  for (let i = 0; i < n; i++) objects.push(newObject(fields, `o${tx.s.nextId + i}`, tx.s.nextTimestamp + i));
  const ids = objects.map((o) => o.id);
  setObjects(tx, tableAddAll(tx.s.objects, objects), ids, { nextId: tx.s.nextId + n, nextTimestamp: tx.s.nextTimestamp + n });
  placeIds(tx, fields.zone, fields.owner, ids, fields.position);
  return ids;
}

function newObject(fields: NewObject, id: ObjectId, timestamp: number): GameObject {
  // Always the same fields in the same order, the optional ones only when set: objects then share
  // a few shapes, which keeps every read of a field across the engine fast, and a state survives
  // a JSON round trip unchanged (no field set to undefined).
  const o: GameObject = {
    id,
    card: fields.card,
    owner: fields.owner,
    controller: fields.controller ?? fields.owner,
    zone: fields.zone,
    timestamp,
    tapped: fields.tapped ?? false,
    sick: fields.sick ?? false,
    counters: fields.counters ?? {},
    damage: fields.damage ?? 0,
    token: fields.token ?? false,
    copy: fields.copy ?? false,
  };
  if (fields.colors !== undefined) o.colors = fields.colors;
  if (fields.label !== undefined) o.label = fields.label;
  if (fields.stackItem !== undefined) o.stackItem = fields.stackItem;
  if (fields.attachedTo !== undefined) o.attachedTo = fields.attachedTo;
  if (fields.faceDown) o.faceDown = true;
  if (fields.bestowed) o.bestowed = true;
  if (fields.chosen !== undefined) o.chosen = fields.chosen;
  return o;
}

/** Take an object out of its zone and out of the game's objects. */
export function removeObject(tx: Tx, id: ObjectId): GameObject {
  const o = getObject(tx.s, id);
  setZoneIds(tx, o.zone, o.owner, withoutId(zoneIds(tx.s, o.zone, o.owner), id));
  setObjects(tx, tableRemove(tx.s.objects, id), id);
  return o;
}

/**
 * Move an object to another zone: it becomes a new object (400.7) with no memory of its previous
 * existence, except its card, owner, label and whether it is a token or a copy.
 */
export function moveObject(tx: Tx, id: ObjectId, to: Zone, place: Placement = {}): ObjectId {
  // 614.1a: "exile it instead"; an edit is the user's, and no replacement applies to it.
  if (!place.silent) to = dyingTo(tx, getObject(tx.s, id), to);
  const old = removeObject(tx, id);
  if (!place.silent) zoneChanged(tx, old, to);
  const moved = createObject(tx, movedObject(tx.s, old, to, place));
  if (!place.silent) followMove(tx, [old.id], [moved]);
  // 506.4: a permanent that leaves the battlefield is removed from combat.
  if (old.zone === 'battlefield' && tx.s.combat) sweepCombat(tx, [old]);
  if (old.zone === 'battlefield') returnUntilLeft(tx); // 610.3
  return moved;
}

/** The new object a moved one becomes in its new zone (400.7). */
function movedObject(s: GameState, old: GameObject, to: Zone, place: Placement): NewObject {
  const onStackOrField = to === 'battlefield' || to === 'stack';
  return {
    // 712.8a, 710: off the battlefield a double-faced or flip card has its front face up again.
    card: to === 'battlefield' ? old.card : frontOf(s, old).name,
    owner: old.owner,
    zone: to,
    controller: onStackOrField ? (place.controller ?? old.controller) : old.owner,
    label: old.label,
    token: old.token,
    copy: old.copy,
    tapped: to === 'battlefield' ? (place.tapped ?? false) : false,
    // 302.6: a permanent that just came under a player's control is summoning sick.
    sick: to === 'battlefield' ? (place.sick ?? true) : false,
    counters: place.counters ?? {},
    damage: place.damage ?? 0,
    stackItem: to === 'stack' ? place.stackItem : undefined,
    ...(to === 'battlefield' && place.attachedTo !== undefined ? { attachedTo: place.attachedTo } : {}),
    ...(onStackOrField && place.faceDown ? { faceDown: true } : {}),
    ...(onStackOrField && place.bestowed ? { bestowed: true } : {}),
    ...(to === 'battlefield' && place.chosen ? { chosen: { ...place.chosen } } : {}),
    position: place.position,
  };
}

export type Move = { id: ObjectId; to: Zone; place?: Placement };

/**
 * Move several objects at once, as one event (704.3: the state-based actions that apply are
 * performed simultaneously). The result is the one of moving them one after another in this order,
 * with the same new ids, timestamps and triggers, and what left the battlefield removed from combat
 * once, after (506.4); but each zone's list and the object table are copied once for them all, not
 * once per object: a hundred creatures dying cost a hundred times one, not a hundred copies of the
 * battlefield.
 */
export function moveObjects(tx: Tx, moves: readonly Move[]): ObjectId[] {
  if (moves.length === 0) return [];
  const olds = moves.map((m) => getObject(tx.s, m.id));
  // 614.1a: "exile it instead", for each object as the event is about to happen, before any moves.
  moves = moves.map((m, i) => {
    const to = m.place?.silent ? m.to : dyingTo(tx, olds[i], m.to);
    return to === m.to ? m : { ...m, to };
  });
  // One by one, a second move of the same object would find it gone (400.7).
  if (new Set(moves.map((m) => m.id)).size !== moves.length) throw new Error('engine bug: one object moved twice in one event');
  // Out of their zones: each zone's list filtered once. Only the objects moved change, so what
  // one move's triggers see (the object as it last existed, 603.10a) is what they saw one by one.
  const leaving = new Map<string, { zone: Zone; owner: PlayerId; ids: Set<ObjectId> }>();
  for (const o of olds) {
    const key = isPlayerZone(o.zone) ? `${o.owner} ${o.zone}` : o.zone;
    const from = leaving.get(key) ?? { zone: o.zone, owner: o.owner, ids: new Set<ObjectId>() };
    from.ids.add(o.id);
    leaving.set(key, from);
  }
  for (const { zone, owner, ids } of leaving.values()) setZoneIds(tx, zone, owner, zoneIds(tx.s, zone, owner).filter((id) => !ids.has(id)));
  setObjects(tx, tableRemoveAll(tx.s.objects, olds.map((o) => o.id)), olds.map((o) => o.id));
  // The new objects, in the order of the moves: ids and timestamps as one by one (400.7).
  const fields = moves.map((m, i) => {
    if (!m.place?.silent) zoneChanged(tx, olds[i], m.to, olds);
    return movedObject(tx.s, olds[i], m.to, m.place ?? {});
  });
  const now = tableSize(tx.s.objects);
  if (now + moves.length > LIMITS.objects) throw overLimit('objects', now + moves.length, '117.1');
  const created = fields.map((f, i) => newObject(f, `o${tx.s.nextId + i}`, tx.s.nextTimestamp + i));
  const ids = created.map((o) => o.id);
  followMove(tx, olds.map((o, i) => (moves[i].place?.silent ? '' : o.id)), ids);
  setObjects(tx, tableAddAll(tx.s.objects, created), ids, { nextId: tx.s.nextId + moves.length, nextTimestamp: tx.s.nextTimestamp + moves.length });
  // Into their zones: each destination's list appended once, in the order of the moves.
  const arriving = new Map<string, { zone: Zone; owner: PlayerId; position?: 'top' | 'bottom'; ids: ObjectId[] }>();
  fields.forEach((f, i) => {
    // A shared zone (the battlefield, the stack, exile) is one list, whoever owns what arrives.
    const key = `${isPlayerZone(f.zone) ? `${f.owner} ` : ''}${f.zone} ${f.position ?? 'top'}`;
    const into = arriving.get(key) ?? { zone: f.zone, owner: f.owner, position: f.position, ids: [] };
    into.ids.push(ids[i]);
    arriving.set(key, into);
  });
  for (const { zone, owner, position, ids: added } of arriving.values()) placeIds(tx, zone, owner, added, position);
  // 506.4: what left the battlefield leaves combat, once for them all.
  const left = olds.filter((o) => o.zone === 'battlefield');
  if (left.length && tx.s.combat) sweepCombat(tx, left);
  if (left.length) returnUntilLeft(tx); // 610.3
  return ids;
}

// createObject sets every field of a GameObject: a field added to the type must be added there
// (deathtouched, regenerationShields, cantBeRegenerated and skipsNextUntap are left out: a new object
// has not been dealt damage, and no effect of the old object's turn applies to it, 400.7; nor
// baseController: a new object is controlled by who put it there; attachedTo only when it enters attached, 608.3c;
// newToController: a new object is `sick` where that matters, 302.6; renowned: 702.112b, monstrous: 701.37b, not a new object;
// onAdventure: set after the move that exiles an Adventure, 715.3d, and lost by any later move, 400.7;
// foretold: likewise, set after the foretell action exiles the card, 702.143a;
// chosen: only when it enters with a choice made as it entered, 614.12;
// spentToCast: set as the spell it was enters the battlefield, 601.2h;
// transformed: counted from 0 by each new object, 701.27f).
type FieldsSet = 'id' | 'card' | 'owner' | 'controller' | 'zone' | 'timestamp' | 'tapped' | 'sick' | 'counters' | 'damage' | 'token' | 'copy' | 'colors' | 'label' | 'stackItem' | 'deathtouched' | 'regenerationShields' | 'cantBeRegenerated' | 'attachedTo' | 'baseController' | 'skipsNextUntap' | 'newToController' | 'renowned' | 'monstrous' | 'monstrousX' | 'damagedBy' | 'exileIfDies' | 'exileIfLeaves' | 'faceDown' | 'bestowed' | 'onAdventure' | 'foretold' | 'chosen' | 'spentToCast' | 'mayPlay' | 'transformed';
const everyField: Record<Exclude<keyof GameObject, FieldsSet>, never> = {};
void everyField;

/** How a card is when placed by a scenario or an edit: the fields a card entry may give. */
export type CardState = {
  label?: string;
  tapped?: boolean;
  sick?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  token?: boolean;
  /** On the battlefield: the face up of a double-faced or flip card (0, the front, by default). */
  face?: number;
};

/** The game knows a card's definition, and each of its faces' (state.cards, by name). */
export function knowCard(tx: Tx, card: CardDef): void {
  const defs = [card, ...(card.faces?.slice(1) ?? []), ...(card.halves ?? [])].filter((d) => !tx.s.cards[d.name]);
  if (defs.length) patchState(tx, { cards: { ...tx.s.cards, ...Object.fromEntries(defs.map((d) => [d.name, d])) } });
}

/** Put a card into a zone as a scenario or an edit says, outside the rules (nothing triggers). */
export function placeCard(tx: Tx, card: CardDef, zone: Zone, owner: PlayerId, controller: PlayerId, c: CardState, position?: 'top' | 'bottom'): ObjectId {
  knowCard(tx, card);
  const face = zone === 'battlefield' && c.face ? card.faces?.[c.face] : undefined;
  return createObject(tx, {
    card: (face ?? card).name,
    owner,
    controller: zone === 'battlefield' ? controller : owner,
    zone,
    label: c.label,
    tapped: c.tapped ?? false,
    sick: c.sick ?? false,
    counters: zone === 'battlefield' ? withPrintedLoyalty(face ?? card.faces?.[0] ?? card, c.counters) : (c.counters ?? {}),
    damage: c.damage ?? 0,
    token: c.token ?? false,
    position,
  });
}
