// Suspend (702.62a): "Suspend N—[cost]" means "If you could begin to cast this card by putting it
// onto the stack from your hand, you may pay [cost] and exile it with N time counters on it. This
// action doesn't use the stack," and "At the beginning of your upkeep, if this card is suspended,
// remove a time counter from it," and "When the last time counter is removed from this card, if
// it's exiled, you may play it without paying its mana cost if able. If you don't, it remains
// exiled. If you cast a creature spell this way, it gains haste until you lose control of the
// spell or the permanent it becomes." The two triggered abilities function in exile, where no
// other ability of this engine looks: the card's own cost ability (`suspend`) is their source
// (113.6m: abilities that function in exile), found by the upkeep as rebound's is (rebound.ts).
import type { Action } from '../actions';
import type { AbilityDef, CardDef, SuspendDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { hold, log, patchObject, patchState, playerName } from '../state/game';
import type { EffectContext, GameObject, GameState, ObjectId, PendingTrigger } from '../state/state';
import { cardOf, isCreature } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { moveObject } from '../state/zones';
import { checkTiming } from './casting';
import { checkCastRestriction } from './castRestriction';
import { checkSplitSecond } from './splitSecond';
import { afterSpecialAction, cardInHand, payForAction } from './specialAction';
import { beginEffect } from '../effects/continuous';

type Suspend = Extract<Action, { type: 'suspend' }>;

/** The card's suspend ability and its index among the card's abilities, or undefined. */
export function suspendOf(def: CardDef): { index: number; suspend: SuspendDef } | undefined {
  const index = def.abilities.findIndex((a) => a.kind === 'cost' && a.suspend);
  const a = def.abilities[index];
  return a?.kind === 'cost' && a.suspend ? { index, suspend: a.suspend } : undefined;
}

/** 702.62b: a card is suspended if it's in exile, has suspend, and has a time counter on it. */
export function isSuspended(s: GameState, o: GameObject): boolean {
  return o.zone === 'exile' && (o.counters.time ?? 0) > 0 && suspendOf(cardOf(s, o)) !== undefined;
}

/** 116.2f, 702.62a: the special action: pay the suspend cost and exile the card with its time counters. */
export function suspend(tx: Tx, a: Suspend): void {
  const s = hold(tx);
  const o = cardInHand(s, a, 'suspend a card', '116.2f');
  const def = cardOf(s, o);
  const found = suspendOf(def);
  if (!found) throw new RulesError(`${o.card} has no suspend ability`, '702.62a');
  // 116.2f, 702.62c: only if they could begin to cast it now, effects that prohibit casting it included.
  try {
    checkSplitSecond(s, `cast ${o.card}`);
    checkTiming(s, o, def, a.player);
    checkCastRestriction(s, o, def, a.player);
  } catch (e) {
    if (e instanceof RulesError) throw new RulesError(`${o.card} can be suspended only when ${playerName(s, a.player)} could begin to cast it: ${e.reason}`, '116.2f');
    throw e;
  }
  const { time, mana } = found.suspend;
  payForAction(tx, a, mana, `suspending ${o.card}`);
  const exiled = moveObject(tx, o.id, 'exile', { counters: { time } });
  log(tx, ['702.62a', '116.2f'], `${playerName(tx.s, a.player)} suspends ${o.card}, paying ${mana}: it is exiled with ${time} time counter${time === 1 ? '' : 's'} on it (a special action: it doesn't use the stack).`, [a.player, exiled]);
  afterSpecialAction(tx, a.player);
}

// One definition each: the same ability of same-named cards is put on the stack in any order without asking (603.3b, triggers.ts).
const UPKEEP: AbilityDef = {
  kind: 'triggered',
  text: 'At the beginning of your upkeep, if this card is suspended, remove a time counter from it.',
  trigger: { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
  effects: [{ kind: 'removeTimeCounter' }],
};
const LAST: AbilityDef = {
  kind: 'triggered',
  text: "When the last time counter is removed from this card, if it's exiled, you may play it without paying its mana cost if able.",
  trigger: { event: 'lastTimeCounterRemoved' },
  effects: [{ kind: 'castCard', what: { who: 'self' }, withoutPaying: true, suspend: true }],
};

/** 702.62a: at the beginning of the active player's upkeep, each card they own that is suspended triggers. */
export function suspendedUpkeep(tx: Tx): void {
  const active = tx.s.turn.active;
  for (const id of tx.s.exile) {
    const o = objectAt(tx.s, id);
    // 603.4: "if this card is suspended" is checked as the step begins, and again as it resolves.
    if (!o || o.owner !== active || !isSuspended(tx.s, o)) continue;
    pending(tx, o, UPKEEP, { player: active });
  }
}

function pending(tx: Tx, o: GameObject, ability: AbilityDef, event: PendingTrigger['event']): void {
  const index = suspendOf(cardOf(tx.s, o))!.index;
  // 109.5: the owner of a card in exile controls its abilities there.
  const t: PendingTrigger = { source: o.id, ability: index, abilityDef: ability, card: o.card, controller: o.owner, lki: o, event, order: tx.s.pendingTriggers.length };
  patchState(tx, { pendingTriggers: [...tx.s.pendingTriggers, t] });
}

/** The upkeep ability resolving: a time counter removed; the last one removed triggers the cast (702.62a). */
export function removeTimeCounter(tx: Tx, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  if (!o || !isSuspended(tx.s, o)) {
    log(tx, ['702.62a', '603.4'], `${ctx.sourceName} is no longer suspended: no time counter is removed.`, [ctx.source]);
    return;
  }
  const n = o.counters.time;
  const { time: _, ...counters } = o.counters;
  patchObject(tx, o.id, { counters: n > 1 ? { ...counters, time: n - 1 } : counters });
  log(tx, ['702.62a', '122.1'], `${playerName(tx.s, ctx.controller)} removes a time counter from suspended ${o.card} (${n} → ${n - 1}).`, [o.id]);
  if (n > 1) return;
  pending(tx, objectAt(tx.s, o.id), LAST, { object: o.id });
  log(tx, '702.62a', `The last time counter is removed from ${o.card}: its suspend ability triggers, and ${playerName(tx.s, o.owner)} may cast it without paying its mana cost.`, [o.id]);
}

/**
 * 702.62a: "If you cast a creature spell this way, it gains haste until you lose control of the
 * spell or the permanent it becomes": as the spell becomes a permanent, an effect gives it haste
 * for as long as its caster controls it (611.2b, 613.1f).
 */
export function suspendedPermanentEntered(tx: Tx, spell: GameObject, permanent: ObjectId): void {
  if (!spell.stackItem?.suspended || spell.copy) return;
  const o = objectAt(tx.s, permanent);
  if (!o || o.zone !== 'battlefield' || !isCreature(tx.s, o) || o.controller !== spell.controller) return;
  const ctx: EffectContext = { source: permanent, sourceName: o.card, controller: spell.controller, targets: [], x: 0 };
  beginEffect(tx, [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'haste', text: 'Haste' }] }], [permanent], 'whileSourceControlled', ctx, LAST.text);
  log(tx, ['702.62a', '613.1f'], `${o.card} was cast by its suspend ability: it has haste for as long as ${playerName(tx.s, spell.controller)} controls it.`, [permanent]);
}
