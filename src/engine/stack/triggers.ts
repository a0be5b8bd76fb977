// Triggered abilities (603): noticing that an event triggers one (603.2) and keeping it until a
// player would receive priority. Spells cast are noticed in castTriggers.ts (601.2i); the waiting
// abilities go on the stack in triggersToStack.ts (603.3b, 603.3d).
import { evolves } from '../effects/evolve';
import { revealFaceDown } from '../state/faceDown';
import type { EachFilter, TriggerDef } from '../state/card';
import { abilities, characteristicsOf, isCreature, power } from '../state/characteristics';
import type { Tx } from '../state/game';
import { playersInGame, patchState } from '../state/game';
import type { EntityId, GameObject, ObjectId, PendingTrigger, PlayerId, Step } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { isPermanentOf } from '../state/quality';
import { addPending, graveyardWatchers, triggersOf } from './pendingTrigger';
import { suspendedUpkeep } from '../casting/suspend';
import { attackersWatched, combatDamageWatched, otherPlayerDrew, permanentLeft } from './watchedTriggers';
import { faceUpWatched, permanentDid } from './actionTriggers';
import { attachedEvent } from './attachedEvents';
import { lifeChanged } from './lifeTriggers';
import { enteredWithCounters } from './counterTriggers';
import { keywordLeft } from './keywordLeaves';

export { addPending };

/**
 * A zone change: "when this creature dies", "when this leaves the battlefield" (to any other
 * zone, 603.6c) and "when this is put into a graveyard from the battlefield" (any permanent) look
 * back at the object as it last existed (603.10a).
 */
export function zoneChanged(tx: Tx, old: GameObject, to: string, together: readonly GameObject[] = []): void {
  revealFaceDown(tx, old, to); // 708.9
  if (old.zone === 'battlefield') permanentLeft(tx, old, to, together);
  if (old.zone === 'battlefield' && to === 'graveyard' && isCreature(tx.s, old)) {
    for (const { index } of triggersOf(tx, old, (t) => t.event === 'dies')) addPending(tx, old, index, { object: old.id });
  }
  if (old.zone === 'battlefield' && to !== 'battlefield') {
    attachedEvent(tx, old.id, 'leaves', { object: old.id, player: old.controller });
    const events = to === 'graveyard' ? ['leaves', 'toGraveyardFromBattlefield'] : ['leaves'];
    // Undying's and persist's "if it had no +1/+1 (-1/-1) counters on it": as it last existed (603.4, 603.10a).
    const holds = (t: TriggerDef) => !(t.event === 'toGraveyardFromBattlefield' && t.withoutCounter && (old.counters[t.withoutCounter] ?? 0) > 0);
    for (const { index } of triggersOf(tx, old, (t) => events.includes(t.event) && holds(t))) addPending(tx, old, index, { object: old.id });
    keywordLeft(tx, old); // champion's second ability (702.72a)
  }
}

/**
 * 400.7: the new objects the moved ones became, for the abilities that just triggered on their
 * move (an empty old id: a move that triggers nothing). Cheap when nothing waits.
 */
export function followMove(tx: Tx, olds: readonly ObjectId[], moved: readonly ObjectId[]): void {
  if (tx.s.pendingTriggers.length === 0) return;
  let changed = false;
  const next = tx.s.pendingTriggers.map((t) => {
    const i = t.event.object && t.event.movedTo === undefined ? olds.indexOf(t.event.object) : -1;
    if (i < 0 || !olds[i]) return t;
    changed = true;
    return { ...t, event: { ...t.event, movedTo: moved[i] } };
  });
  if (changed) patchState(tx, { pendingTriggers: next });
}

/**
 * "When this creature enters", and the abilities of other permanents that look for it: "Whenever a
 * land enters under your control" (603.6a: they check the permanent as it is on the battlefield).
 */
export function entered(tx: Tx, id: ObjectId): void {
  const o = objectAt(tx.s, id);
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'enters')) addPending(tx, o, index, { object: id });
  enteredWithCounters(tx, id); // 122.6
  // The permanents with triggered abilities, then the cards whose ability triggers from a graveyard
  // ("Whenever a Demon enters under your control, return ~ from your graveyard to your hand.", 113.6m).
  for (const w of [...abilityIndex(tx.s).withTriggers.map((watcher) => objectAt(tx.s, watcher)), ...graveyardWatchers(tx)]) {
    const watcher = w.id;
    const sees = (t: TriggerDef): boolean =>
      t.event === 'permanentEnters' &&
      (t.whose === 'any' || (t.whose === 'you') === (o.controller === w.controller)) &&
      !(t.each.other && watcher === id) &&
      isPermanentOf(tx.s, o, t.each.permanents ?? [], t.each.quality, w.controller) &&
      // 702.100a, 603.4: evolve's "if", as the creature enters.
      (!t.evolve || evolves(characteristicsOf(tx.s, o), characteristicsOf(tx.s, w)));
    for (const { index } of triggersOf(tx, w, sees, w.zone === 'graveyard')) addPending(tx, w, index, { object: id });
  }
}

/**
 * 119.9: "Whenever you gain life" is "whenever a source causes you to gain life": once per life
 * gain event, never for 0 life. Lifelink gains once per source and damage event (damage.ts).
 */
export function lifeGained(tx: Tx, player: PlayerId, n: number): void {
  if (n <= 0) return;
  lifeChanged(tx, player, n, 'gain'); // "Whenever an opponent gains life" (lifeTriggers.ts)
  for (const id of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, id);
    if (o.controller !== player) continue;
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'gainLife')) addPending(tx, o, index, { player, count: n });
  }
}

/** "At the beginning of your upkeep", "At the beginning of combat on your turn" and the like (503.1a, 507.1). */
export function stepBegan(tx: Tx, step: Step): void {
  // 603.7c: a delayed triggered ability triggers once, at the first such step after the turn it was created in.
  const due = (tx.s.delayedTriggers ?? []).filter((d) => d.step === step && tx.s.turn.number > d.afterTurn && (!d.yours || d.controller === tx.s.turn.active));
  if (due.length) {
    const left = tx.s.delayedTriggers!.filter((d) => !due.includes(d));
    patchState(tx, left.length ? { delayedTriggers: left } : {});
    if (!left.length) delete tx.s.delayedTriggers;
    for (const d of due) {
      const t: PendingTrigger = { source: d.source, ability: d.index, abilityDef: d.ability, card: d.card, controller: d.controller, lki: d.lki, event: { player: tx.s.turn.active }, order: tx.s.pendingTriggers.length, ...(d.memory ? { memory: d.memory } : {}) };
      patchState(tx, { pendingTriggers: [...tx.s.pendingTriggers, t] });
    }
  }
  if (step === 'upkeep') suspendedUpkeep(tx); // 702.62a: suspended cards trigger in exile
  for (const id of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, id);
    const mine = o.controller === tx.s.turn.active;
    const whose = (w: 'yours' | 'each' | 'opponents' | 'enchanted') => (w === 'enchanted' ? enchantedIsActive(tx, o) : w === 'each' || (w === 'yours') === mine);
    // 702.30a: echo's "if it came under your control since the beginning of your last upkeep"
    // is checked as it would trigger; nothing can make it false before it resolves (603.4).
    const holds = (t: Extract<TriggerDef, { event: 'beginningOfStep' }>) => !t.newToController || (o.newToController === true && mine);
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'beginningOfStep' && t.step === step && whose(t.whose) && holds(t))) {
      addPending(tx, o, index, { player: tx.s.turn.active });
    }
  }
}

/** 303.4: whether the turn is the enchanted player's, or the enchanted permanent's controller's. */
function enchantedIsActive(tx: Tx, aura: GameObject): boolean {
  const to = aura.attachedTo;
  if (to === undefined) return false;
  if (tx.s.players[to]) return to === tx.s.turn.active;
  return objectAt(tx.s, to)?.controller === tx.s.turn.active;
}

/** 508.3a: "Whenever ~ attacks" triggers as the creature is declared as an attacker; the event's player is the one it attacks (or who controls the planeswalker). */
export function attacksDeclared(tx: Tx, declared: readonly (readonly [ObjectId, EntityId])[]): void {
  // Battalion counts the creatures declared with it (508.1); dethrone looks at the player it
  // attacks (702.105a), training at the power of the others (702.149a), as attackers are declared.
  const most = Math.max(...playersInGame(tx.s).map((p) => tx.s.players[p].life));
  for (const [id, what] of declared) {
    const o = objectAt(tx.s, id);
    const player = tx.s.players[what] ? what : objectAt(tx.s, what)?.controller;
    // Asked only of a training trigger: comparing every pair of a hundred attackers is the step's whole cost.
    const stronger = () => declared.some(([other]) => other !== id && power(tx.s, objectAt(tx.s, other)) > power(tx.s, o));
    const holds = (t: Extract<TriggerDef, { event: 'attacks' }>) =>
      declared.length - 1 >= (t.withOthers ?? 0) && (!t.mostLife || (tx.s.players[what] !== undefined && tx.s.players[what].life === most)) && (!t.withGreaterPower || stronger());
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'attacks' && holds(t))) addPending(tx, o, index, { object: id, ...(player ? { player } : {}) });
  }
  attackersWatched(tx, declared);
  // 702.83b, 506.5: a creature attacks alone when it is the only one declared as an attacker; exalted
  // abilities of every permanent its controller controls trigger.
  if (declared.length !== 1) return;
  const [[alone, what]] = declared;
  const attacker = objectAt(tx.s, alone);
  const player = tx.s.players[what] ? what : objectAt(tx.s, what)?.controller;
  for (const id of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, id);
    if (o.controller !== attacker.controller) continue;
    // "Whenever ~ attacks alone" is the attacker's own; "a Samurai or Warrior you control" looks at its kind.
    const alone_ = (t: TriggerDef) => t.event === 'attacksAlone' && (t.self ? id === alone : !t.each || isPermanentOf(tx.s, attacker, t.each.permanents ?? [], t.each.quality, o.controller));
    for (const { index } of triggersOf(tx, o, alone_)) addPending(tx, o, index, { object: alone, ...(player ? { player } : {}) });
  }
}

/**
 * 509.3a: "Whenever ~ blocks" triggers once per blocking creature (its event's object is the first
 * creature it blocks); 509.3c: "Whenever ~ becomes blocked" once per blocked attacker (its event's
 * object is its first blocker), each as blockers are declared.
 */
export function blockersDeclared(tx: Tx, blocks: readonly { blocker: ObjectId; attackers: readonly ObjectId[] }[]): void {
  for (const { blocker, attackers } of blocks) {
    const o = objectAt(tx.s, blocker);
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'blocks')) addPending(tx, o, index, { object: attackers[0], player: o.controller });
    attachedEvent(tx, blocker, 'blocks', { object: blocker, player: o.controller });
    permanentDid(tx, blocker, 'blocks', { object: blocker, player: o.controller });
    // 509.3b: once for each attacking creature it blocks; 509.3f: that creature's keywords as it is blocked.
    for (const a of attackers) {
      const attacker = objectAt(tx.s, a);
      const has = (keyword: string) => abilities(tx.s, attacker).some((x) => x.kind === 'keyword' && x.keyword === keyword);
      const of = (f: EachFilter | undefined) => !f || isPermanentOf(tx.s, attacker, f.permanents ?? [], f.quality, o.controller);
      for (const { index } of triggersOf(tx, o, (t) => t.event === 'blocksCreature' && (!t.attackerKeyword || has(t.attackerKeyword)) && of(t.of))) addPending(tx, o, index, { object: a, player: o.controller });
    }
  }
  const blocked = [...new Set(blocks.flatMap((b) => b.attackers))];
  for (const id of blocked) {
    const o = objectAt(tx.s, id);
    const first = blocks.find((b) => b.attackers.includes(id))!.blocker;
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'becomesBlocked')) addPending(tx, o, index, { object: first, player: objectAt(tx.s, first).controller });
    attachedEvent(tx, id, 'becomesBlocked', { object: id, player: o.controller });
    permanentDid(tx, id, 'becomesBlocked', { object: id, player: o.controller });
    // 509.3d: once for each creature blocking it; 509.3f: that creature's abilities as it blocks.
    for (const b of blocks.filter((x) => x.attackers.includes(id))) {
      const blocker = objectAt(tx.s, b.blocker);
      const lacks = (keyword: string) => !abilities(tx.s, blocker).some((a) => (a.kind === 'keyword' && a.keyword === keyword) || ('meaning' in a && a.meaning?.keyword === keyword));
      const of = (f: EachFilter | undefined) => !f || isPermanentOf(tx.s, blocker, f.permanents ?? [], f.quality, o.controller);
      for (const { index } of triggersOf(tx, o, (t) => t.event === 'becomesBlockedBy' && (t.withoutKeyword === undefined || lacks(t.withoutKeyword)) && of(t.of))) addPending(tx, o, index, { object: b.blocker, player: blocker.controller });
    }
  }
}

/** 509.3g: "Whenever ~ attacks and isn't blocked": the attackers no creature was declared to block; the event's player is the one attacked. */
export function unblockedDeclared(tx: Tx, attackers: readonly { id: ObjectId; attacks: EntityId | null }[]): void {
  for (const a of attackers) {
    const o = objectAt(tx.s, a.id);
    if (!o) continue;
    const player = a.attacks === null ? undefined : tx.s.players[a.attacks] ? a.attacks : objectAt(tx.s, a.attacks)?.controller;
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'attacksUnblocked')) addPending(tx, o, index, { object: a.id, ...(player ? { player } : {}) });
  }
}

/** 510.3a: "Whenever ~ deals combat damage to a player": the event's player is that player, its count the damage dealt. */
export function combatDamageToPlayer(tx: Tx, source: ObjectId, player: PlayerId, n: number): void {
  const o = objectAt(tx.s, source);
  if (!o || n <= 0) return;
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'combatDamageToPlayer' && !(t.unlessRenowned && o.renowned))) addPending(tx, o, index, { player, count: n, object: source });
  combatDamageWatched(tx, source, player, n);
}

/** 510.3a, 120.3c: "Whenever ~ deals combat damage to a player or planeswalker", the damage dealt to a planeswalker (its controller the event's player). */
export function combatDamageToPlaneswalker(tx: Tx, source: ObjectId, walker: ObjectId, n: number): void {
  const o = objectAt(tx.s, source);
  const w = objectAt(tx.s, walker);
  if (!o || !w || n <= 0) return;
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'combatDamageToPlayer' && t.orPlaneswalker === true)) addPending(tx, o, index, { player: w.controller, count: n, object: source });
}

/** "Whenever ~ is dealt damage": once per damage event, however many sources dealt it (510.2: combat damage is one event). */
export function dealtDamage(tx: Tx, id: ObjectId, n: number): void {
  const o = objectAt(tx.s, id);
  if (!o || n <= 0) return;
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'dealtDamage')) addPending(tx, o, index, { object: id, count: n });
}

/** "When ~ is turned face up" (708.8, 702.37e): the permanent, now face up, has the ability. */
export function turnedFaceUp(tx: Tx, id: ObjectId): void {
  const o = objectAt(tx.s, id);
  if (!o) return;
  for (const { index } of triggersOf(tx, o, (t) => t.event === 'turnedFaceUp')) addPending(tx, o, index, { object: id });
  faceUpWatched(tx, id);
}

/** "Whenever ~ becomes tapped / untapped" (701.26): for a cost, an effect, an attack or the untap step alike. */
export function tappedChanged(tx: Tx, id: ObjectId, tapped: boolean): void {
  const o = objectAt(tx.s, id);
  if (!o) return;
  const event = tapped ? 'becomesTapped' : 'becomesUntapped';
  for (const { index } of triggersOf(tx, o, (t) => t.event === event)) addPending(tx, o, index, { object: id });
  if (tapped) attachedEvent(tx, id, 'becomesTapped', { object: id, player: o.controller });
  permanentDid(tx, id, event, { object: id, player: o.controller });
}

/** "Whenever you draw a card" (121.1: each card drawn is an event), "your second card each turn": `nth` is the count this turn. */
export function playerDrew(tx: Tx, player: PlayerId, nth: number): void {
  for (const id of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, id);
    if (o.controller !== player) continue;
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'draws' && (t.nth === undefined || t.nth === nth))) addPending(tx, o, index, { player });
  }
  otherPlayerDrew(tx, player);
}

/** A card drawn as its owner's first this turn: a miracle card's trigger (702.94a). */
export function cardDrawn(tx: Tx, id: ObjectId, first: boolean): void {
  if (!first) return;
  const o = objectAt(tx.s, id);
  abilities(tx.s, o).forEach((a, i) => {
    if (a.kind === 'cost' && a.alternative?.kind === 'miracle') addPending(tx, o, i, { player: o.owner, object: id });
  });
}
