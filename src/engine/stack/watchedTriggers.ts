// Triggered abilities that watch other objects (603.2): "Whenever another creature you control
// dies" (700.4), "When enchanted creature dies" and "Whenever equipped creature attacks" (the
// permanent the source is attached to, 301.5, 303.4), "Whenever a creature you control deals
// combat damage to a player" (510.3a). The source's own events are triggers.ts's.
import type { AttackedWhom, EachFilter, TriggerDef } from '../state/card';
import type { Tx } from '../state/game';
import type { EntityId, GameObject, ObjectId, PlayerId } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { isPermanentOf } from '../state/quality';
import { abilities } from '../state/characteristics';
import { addPending, triggersOf } from './pendingTrigger';
import { attackDeclared } from './attackDeclared';

/** Whether `o` is a permanent of the filter, "you" being the watcher's controller; "another" is not the watcher itself. */
function sees(tx: Tx, watcher: GameObject, o: GameObject, each: EachFilter): boolean {
  return !(each.other && watcher.id === o.id) && isPermanentOf(tx.s, o, each.permanents ?? [], each.quality, watcher.controller);
}

/**
 * A permanent left the battlefield for a graveyard: "dies" if it was a creature (700.4), checked
 * against every watcher as the permanents were before the event (603.10a): those still on the
 * battlefield, the ones leaving with it (`together`, a wrath's other creatures), and itself
 * ("Whenever a creature dies" on a creature sees its own death).
 */
export function permanentLeft(tx: Tx, old: GameObject, to: string, together: readonly GameObject[]): void {
  if (to !== 'graveyard') return;
  const seen = new Set<ObjectId>();
  const watchers: GameObject[] = [];
  const add = (o: GameObject | undefined) => {
    if (o && o.zone === 'battlefield' && !seen.has(o.id)) {
      seen.add(o.id);
      watchers.push(o);
    }
  };
  for (const id of abilityIndex(tx.s).withTriggers) add(objectAt(tx.s, id));
  for (const o of withTriggers(tx, together)) add(o);
  if (hasTriggers(tx, old)) add(old);
  for (const w of watchers) {
    const match = (t: TriggerDef) =>
      // "Whenever a creature dealt damage by ~ this turn dies": the damage as the creature last existed (603.10a).
      (t.event === 'damagedByDies' && (old.damagedBy?.includes(w.id) ?? false) && isPermanentOf(tx.s, old, ['Creature'], undefined, w.controller)) ||
      (t.event === 'permanentDies' && sees(tx, w, old, t.each) && (!t.graveyard || (t.graveyard === 'yours') === (old.owner === w.controller))) ||
      (t.event === 'attachedTo' && t.what === 'dies' && w.attachedTo === old.id && isPermanentOf(tx.s, old, ['Creature'], undefined, w.controller));
    for (const { index } of triggersOf(tx, w, match)) addPending(tx, w, index, { object: old.id, player: old.controller });
  }
}

const hasTriggers = (tx: Tx, o: GameObject) => abilities(tx.s, o).some((a) => a.kind === 'triggered');

/** Those of the permanents leaving together that have a triggered ability, found once per event: each of them asks (a wrath of a hundred creatures). */
const triggeredAmong = new WeakMap<readonly GameObject[], GameObject[]>();
function withTriggers(tx: Tx, together: readonly GameObject[]): GameObject[] {
  let found = triggeredAmong.get(together);
  if (!found) triggeredAmong.set(together, (found = together.filter((o) => hasTriggers(tx, o))));
  return found;
}

/** The Auras and Equipment attached to a permanent that have a triggered ability, in battlefield order. */
function attachedTo(tx: Tx, id: ObjectId): GameObject[] {
  const out: GameObject[] = [];
  for (const a of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, a);
    if (o.attachedTo === id) out.push(o);
  }
  return out;
}

/** A creature's combat event seen by its attachments ("equipped creature") and by watchers of its kind ("a creature you control"). */
function creatureEvent(tx: Tx, creature: GameObject, what: 'attacks' | 'combatDamageToPlayer', player: PlayerId | undefined, count?: number, attacked?: EntityId): void {
  const event = { object: creature.id, ...(player ? { player } : {}), ...(count !== undefined ? { count } : {}) };
  for (const a of attachedTo(tx, creature.id)) {
    for (const { index } of triggersOf(tx, a, (t) => t.event === 'attachedTo' && t.what === what)) addPending(tx, a, index, event);
  }
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    const whom = (t: Extract<TriggerDef, { event: 'creatureCombat' }>) => !t.attacked || attacks(tx, w, t.attacked, attacked, player);
    for (const { index } of triggersOf(tx, w, (t) => t.event === 'creatureCombat' && t.what === what && sees(tx, w, creature, t.each) && whom(t))) addPending(tx, w, index, event);
  }
}

/** 508.1b: whether the creature attacks whom the watcher's trigger names: `attacked` is the player or planeswalker, `player` that planeswalker's controller. */
function attacks(tx: Tx, w: GameObject, whom: AttackedWhom, attacked: EntityId | undefined, player: PlayerId | undefined): boolean {
  if (attacked === undefined || player === undefined) return false;
  const isPlayer = tx.s.players[attacked] !== undefined;
  switch (whom) {
    case 'you':
      return isPlayer && attacked === w.controller;
    case 'yours':
      return player === w.controller;
    case 'opponent':
      return isPlayer && attacked !== w.controller;
    case 'opponents':
      return player !== w.controller;
  }
}

/** 508.3a: as attackers are declared; the event's player is the one attacked (or the planeswalker's controller). */
export function attackersWatched(tx: Tx, declared: readonly (readonly [ObjectId, EntityId])[]): void {
  for (const [id, what] of declared) {
    const player = tx.s.players[what] ? what : objectAt(tx.s, what)?.controller;
    creatureEvent(tx, objectAt(tx.s, id), 'attacks', player, undefined, what);
  }
  attackDeclared(tx, declared);
}

/**
 * 702.29c: "When you cycle ~" triggers from the zone the card is in after it's cycled; "Whenever you
 * cycle a card" and "Whenever a player cycles a card" from the battlefield.
 */
export function cycled(tx: Tx, card: ObjectId, player: PlayerId): void {
  const o = objectAt(tx.s, card);
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'cycled' && t.who === 'self')) addPending(tx, o, index, { object: card, player });
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    for (const { index } of triggersOf(tx, w, (t) => t.event === 'cycled' && (t.who === 'any' || (t.who === 'you' && w.controller === player)))) addPending(tx, w, index, { object: card, player });
  }
}

/**
 * "Whenever ~ deals damage to an opponent" (120.3a; 510.3a for combat damage): after the damage is
 * dealt, only for damage that was dealt (603.2g: prevented damage triggers nothing).
 */
export function dealtDamageToPlayer(tx: Tx, source: ObjectId, player: PlayerId, n: number, combat: boolean): void {
  const o = objectAt(tx.s, source);
  if (!o || n <= 0 || o.zone !== 'battlefield') return;
  const match = (t: TriggerDef) => t.event === 'dealsDamageToPlayer' && (!t.combat || combat) && (!t.opponent || player !== o.controller);
  for (const { index } of triggersOf(tx, o, match)) addPending(tx, o, index, { object: source, player, count: n });
}

/** 510.3a: as combat damage is dealt to a player; the event's count is the damage. */
export function combatDamageWatched(tx: Tx, source: ObjectId, player: PlayerId, n: number): void {
  const o = objectAt(tx.s, source);
  if (!o || n <= 0 || o.zone !== 'battlefield') return;
  creatureEvent(tx, o, 'combatDamageToPlayer', player, n);
}

/**
 * 701.9a: a player discarded a card ("Whenever you discard a card", "an opponent discards a card");
 * cycling discards (702.29a), so "cycle or discard" triggers once for a cycled card. The event's
 * object is the card where it went (madness exiles it, 702.35a), its player the discarding one.
 */
export function discarded(tx: Tx, card: ObjectId, player: PlayerId, old: ObjectId): void {
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    const match = (t: TriggerDef) =>
      t.event === 'discarded' && (t.who === 'any' || (t.who === 'you') === (w.controller === player)) && !(t.other && (old === id || card === id));
    for (const { index } of triggersOf(tx, w, match)) addPending(tx, w, index, { object: card, player });
  }
}

/** 121.1: "Whenever an opponent draws a card", "Whenever a player draws a card": once per card drawn. */
export function otherPlayerDrew(tx: Tx, player: PlayerId): void {
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    for (const { index } of triggersOf(tx, w, (t) => t.event === 'playerDraws' && (t.who === 'any' || w.controller !== player))) addPending(tx, w, index, { player });
  }
}

/**
 * "Whenever ~ deals damage" (120.3): once per damage event however many recipients (510.2: the
 * combat damage of a step is one), only for damage dealt (603.2g); its count is the damage.
 */
export function sourceDealtDamage(tx: Tx, source: ObjectId, n: number): void {
  const o = objectAt(tx.s, source);
  if (!o || n <= 0 || o.zone !== 'battlefield') return;
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'dealsDamage')) addPending(tx, o, index, { object: source, count: n });
}

/** "Whenever ~ deals [combat] damage to a creature" (120.3, 510.2): once for each creature dealt damage; the event's object is that creature. */
export function dealtDamageToCreature(tx: Tx, source: ObjectId, recipient: GameObject, n: number, combat: boolean): void {
  const o = objectAt(tx.s, source);
  if (!o || n <= 0 || o.zone !== 'battlefield') return;
  const found = triggersOf(tx, o, (t) => t.event === 'dealsDamageToCreature' && (!t.combat || combat));
  if (found.length === 0 || !isPermanentOf(tx.s, recipient, ['Creature'], undefined, o.controller)) return;
  for (const { index } of found) addPending(tx, o, index, { object: recipient.id, count: n });
}
