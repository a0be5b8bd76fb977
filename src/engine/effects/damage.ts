// The damage event (120): what damage a source deals, to a player, a creature or a planeswalker,
// and what keywords of the source and the recipient do to it. Spells, abilities and combat deal
// damage through `dealDamage`.
import { checkWithin } from '../state/limits';
import type { EffectDef } from '../state/card';
import { hasKeyword, isCreature, isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, getPlayer, isPlayer, log, patchObject, patchPlayer, playerName } from '../state/game';
import type { EffectContext, EntityId, GameObject, ObjectId, PlayerId } from '../state/state';
import { dealtDamage, lifeGained } from '../stack/triggers';
import { affected } from './affected';
import { amount } from './amount';
import { objectAt } from '../state/objectTable';
import { protectionFrom, qualityText } from '../state/protection';
import { shieldsPrevent } from './preventionShield';
import { preventionOf } from './preventAll';
import { dealtDamageToCreature, dealtDamageToPlayer, sourceDealtDamage } from '../stack/watchedTriggers';
import { lifeChanged } from '../stack/lifeTriggers';
import { countersPut } from '../stack/counterTriggers';
import { shieldPrevents } from '../state/shieldCounters';

export type DamageOptions = {
  /** Combat damage (510.2), for the log. */
  combat?: boolean;
  /** The source as it last existed, if it has left its zone: its keywords still count (702.2e, 702.15c). */
  lki?: GameObject;
  /**
   * The lifelink gains of this damage event so far ("source:player"): a source dealing damage to
   * several recipients at once causes one life gain event (119.9), however many recipients.
   */
  gained?: Set<string>;
  /**
   * Damage dealt to each permanent in this damage event so far, when the event has several
   * sources (combat, 510.2): "Whenever ~ is dealt damage" then triggers once, from the caller.
   */
  dealt?: Map<ObjectId, number>;
  /** The permanents a prevention's effect after it (615.5) already acted on in this damage event: once per event. */
  preventedOnce?: Set<ObjectId>;
  /** Damage each source dealt in this damage event so far (510.2): "Whenever ~ deals damage" then triggers once, from the caller. */
  bySource?: Map<ObjectId, number>;
  /** The permanents whose shield counter already prevented damage in this damage event (122.1c): one counter per event. */
  shieldUsed?: Set<ObjectId>;
};

/**
 * Deal `n` damage from a source to a player or permanent (120.3). `source` is the source's name as
 * the log shows it. The source's characteristics are its current ones, or its last known
 * information when it has left its zone (`options.lki`; 702.2e, 702.15c).
 */
export function dealDamage(tx: Tx, source: string, sourceId: ObjectId, to: EntityId, n: number, options: DamageOptions = {}): void {
  if (n <= 0) return;
  const from = objectAt(tx.s, sourceId) ?? options.lki;
  const combat = options.combat ? ' combat' : '';
  const recipient = isPlayer(tx.s, to) ? undefined : objectAt(tx.s, to);
  if (!isPlayer(tx.s, to) && (!recipient || recipient.zone !== 'battlefield')) return;
  // 702.16e: damage from a source with the quality is prevented; nothing else of the event happens.
  const shield = recipient && from ? protectionFrom(tx.s, recipient, from) : undefined;
  if (shield) {
    log(tx, '702.16e', `${n}${combat} damage that ${source} would deal to ${describe(tx.s, to)} is prevented: it has protection from ${qualityText(shield)}.`, [sourceId, to]);
    return;
  }
  // 615.1a: an effect that prevents all of this damage (616.1: with shields too, any order prevents it all).
  const prevented = preventionOf(tx, from, sourceId, to, !!options.combat);
  if (prevented) {
    log(tx, prevented.rule, `${n}${combat} damage that ${source} would deal to ${describe(tx.s, to)} is prevented (${prevented.by}).`, [sourceId, to]);
    // 615.5: the rest of the effect happens right after, once for the damage event however many sources.
    if (prevented.thenRemoveCounter && recipient && !options.preventedOnce?.has(to)) {
      options.preventedOnce?.add(to);
      const now = objectAt(tx.s, to);
      const have = now.counters[prevented.thenRemoveCounter] ?? 0;
      if (have > 0) {
        const { [prevented.thenRemoveCounter]: _gone, ...others } = now.counters;
        patchObject(tx, to, { counters: have > 1 ? { ...now.counters, [prevented.thenRemoveCounter]: have - 1 } : others });
        log(tx, '615.5', `A ${prevented.thenRemoveCounter} counter is removed from ${describe(tx.s, to)} (${have} → ${have - 1}).`, [to]);
      }
    }
    return;
  }
  // 122.1c: a shield counter prevents the damage, one counter removed for the event.
  if (recipient && shieldPrevents(tx, to, `${n}${combat} damage that ${source} would deal to ${describe(tx.s, to)}`, options.shieldUsed)) return;
  // 615.7: prevention shields on the recipient take what they can of the damage.
  n = shieldsPrevent(tx, to, n, `${n}${combat} damage that ${source} would deal to ${describe(tx.s, to)}`);
  if (n <= 0) return;
  const infect = from !== undefined && hasKeyword(tx.s, from, 'infect');
  // Damage dealt to a player this turn, infect's too (bloodthirst, 702.54a).
  if (!recipient) patchPlayer(tx, to, { damageThisTurn: (getPlayer(tx.s, to).damageThisTurn ?? 0) + n });
  if (!recipient && infect) poison(tx, source, from!, to, n, combat);
  else if (!recipient) {
    const p = getPlayer(tx.s, to);
    checkWithin('life', p.life - n, '120.3a');
    patchPlayer(tx, to, { life: p.life - n });
    log(tx, '120.3a', `${source} deals ${n}${combat} damage to ${p.name}; ${p.name} loses ${n} life (${p.life} → ${p.life - n}).`, [sourceId, to]);
    lifeChanged(tx, to, n, 'lose'); // 120.3a
    // Combat damage is the event with several sources (510.2).
    dealtDamageToPlayer(tx, sourceId, to, n, options.combat === true || options.dealt !== undefined);
  } else {
    const witherOrInfect = infect ? 'infect' : from !== undefined && hasKeyword(tx.s, from, 'wither') ? 'wither' : undefined;
    damagePermanent(tx, source, sourceId, recipient, n, combat, from !== undefined && hasKeyword(tx.s, from, 'deathtouch'), witherOrInfect);
    dealtDamageToCreature(tx, sourceId, recipient, n, options.combat === true);
    if (options.dealt) options.dealt.set(recipient.id, (options.dealt.get(recipient.id) ?? 0) + n);
    else dealtDamage(tx, recipient.id, n);
  }
  if (options.bySource) options.bySource.set(sourceId, (options.bySource.get(sourceId) ?? 0) + n);
  else sourceDealtDamage(tx, sourceId, n);
  if (from && hasKeyword(tx.s, from, 'lifelink')) {
    const gainer = lifelink(tx, source, from, n);
    const key = `${from.id}:${gainer}`;
    if (!options.gained?.has(key)) lifeGained(tx, gainer, n);
    options.gained?.add(key);
  }
}

/** The sources that dealt the permanent damage this turn, forgotten in the cleanup step (514.2). */
function rememberDamagedBy(tx: Tx, id: ObjectId, sourceId: ObjectId): void {
  const now = objectAt(tx.s, id);
  if (!now.damagedBy?.includes(sourceId)) patchObject(tx, id, { damagedBy: [...(now.damagedBy ?? []), sourceId] });
}

/**
 * 120.3c: damage to a planeswalker removes that many loyalty counters; 120.3e: damage to a creature
 * is marked on it. A permanent that is both gets both results (120.3: by the recipient's types).
 */
function damagePermanent(tx: Tx, source: string, sourceId: ObjectId, o: GameObject, n: number, combat: string, deathtouch: boolean, counters?: 'wither' | 'infect'): void {
  const walker = isType(tx.s, o, 'Planeswalker');
  const creature = isCreature(tx.s, o);
  if (!walker && !creature) return;
  const name = describe(tx.s, o.id);
  // "that was dealt damage this turn" (120.3): a planeswalker's damage, and damage as -1/-1 counters, are damage dealt too.
  if (walker || counters) rememberDamagedBy(tx, o.id, sourceId);
  if (walker) {
    const before = o.counters.loyalty ?? 0;
    const after = Math.max(0, before - n);
    patchObject(tx, o.id, { counters: { ...o.counters, loyalty: after } });
    const removed = before - after;
    log(tx, '120.3c', `${source} deals ${n}${combat} damage to ${name}; ${removed} loyalty counter${removed === 1 ? ' is' : 's are'} removed from it (${before} → ${after}).`, [sourceId, o.id]);
  }
  if (creature && counters) minusCounters(tx, source, sourceId, o.id, n, combat, deathtouch, counters);
  else if (creature) {
    const now = objectAt(tx.s, o.id);
    checkWithin('damage', now.damage + n, '120.3e');
    // 702.2b: dealt damage by a source with deathtouch; the next check of state-based actions sees it (704.5h).
    // "dealt damage by ~ this turn", "dealt damage this way" (614.1a replacements read it): the source, remembered for the turn.
    const damagedBy = now.damagedBy?.includes(sourceId) ? now.damagedBy : [...(now.damagedBy ?? []), sourceId];
    patchObject(tx, o.id, deathtouch ? { damage: now.damage + n, deathtouched: true, damagedBy } : { damage: now.damage + n, damagedBy });
    const marked = `${source} deals ${n}${combat} damage to ${name}; it now has ${now.damage + n} damage marked`;
    if (deathtouch) log(tx, ['120.3e', '702.2b'], `${marked}. ${source} has deathtouch: ${name} will be destroyed when state-based actions are checked, unless it is indestructible.`, [sourceId, o.id]);
    else log(tx, '120.3e', `${marked}.`, [sourceId, o.id]);
  }
}

/**
 * 120.3b, 702.90b: damage to a player from a source with infect gives that player that many poison
 * counters (a player with ten or more loses the game, 704.5c) and no life is lost.
 */
function poison(tx: Tx, source: string, from: GameObject, to: PlayerId, n: number, combat: string): void {
  const p = getPlayer(tx.s, to);
  const before = p.poison ?? 0;
  checkWithin('counters', before + n, '120.3b');
  patchPlayer(tx, to, { poison: before + n });
  log(tx, ['120.3b', '702.90b'], `${source} deals ${n}${combat} damage to ${p.name}; ${source} has infect: ${p.name} gets ${n} poison counter${n === 1 ? '' : 's'} (${before} → ${before + n}) and loses no life.`, [from.id, to]);
}

/**
 * 120.3d, 702.80a, 702.90c: damage to a creature from a source with wither or infect isn't marked:
 * that many -1/-1 counters are put on it. It is still damage dealt (deathtouch, 702.2b; lifelink).
 */
function minusCounters(tx: Tx, source: string, sourceId: ObjectId, id: ObjectId, n: number, combat: string, deathtouch: boolean, keyword: 'wither' | 'infect'): void {
  const now = objectAt(tx.s, id);
  const had = now.counters['-1/-1'] ?? 0;
  checkWithin('counters', had + n, '120.3d');
  patchObject(tx, id, deathtouch ? { counters: { ...now.counters, '-1/-1': had + n }, deathtouched: true } : { counters: { ...now.counters, '-1/-1': had + n } });
  const rule = keyword === 'infect' ? '702.90c' : '702.80a';
  const name = describe(tx.s, id);
  const put = `${source} deals ${n}${combat} damage to ${name}; ${source} has ${keyword}: ${n} -1/-1 counter${n === 1 ? ' is' : 's are'} put on it instead of damage marked`;
  log(tx, deathtouch ? ['120.3d', rule, '702.2b'] : ['120.3d', rule], deathtouch ? `${put}. ${source} has deathtouch: ${name} will be destroyed when state-based actions are checked, unless it is indestructible.` : `${put}.`, [sourceId, id]);
  countersPut(tx, id, '-1/-1', n);
}

/** 702.15b: the source's controller (its owner if it has none) gains that much life, as part of the damage event (120.3f). */
function lifelink(tx: Tx, source: string, from: GameObject, n: number): PlayerId {
  const gainer = from.controller ?? from.owner;
  const p = getPlayer(tx.s, gainer);
  checkWithin('life', p.life + n, '702.15b');
  patchPlayer(tx, gainer, { life: p.life + n });
  log(tx, '702.15b', `${source} has lifelink: ${playerName(tx.s, gainer)} gains ${n} life as the damage is dealt (${p.life} → ${p.life + n}).`, [from.id, gainer]);
  return gainer;
}

export function damage(tx: Tx, effect: Extract<EffectDef, { kind: 'damage' }>, ctx: EffectContext): void {
  // One damage event for the whole effect (119.9: one lifelink gain per source).
  const options: DamageOptions = ctx.lki ? { lki: ctx.lki, gained: new Set(), preventedOnce: new Set(), shieldUsed: new Set() } : { gained: new Set(), preventedOnce: new Set(), shieldUsed: new Set() };
  const deal = (to: EntityId, n: number) => dealDamage(tx, ctx.sourceName, ctx.source, to, n, options);
  if (!('target' in effect.to)) {
    for (const to of affected(tx, effect.to, ctx)) deal(to, amount(tx, effect.amount, ctx));
    return;
  }
  // Illegal targets are null here and get nothing (608.2b), but still count for the division.
  const group = ctx.targets[effect.to.target] ?? [];
  const total = amount(tx, effect.amount, ctx);
  group.forEach((to, j) => {
    if (to === null) return;
    // 601.2d: the division announced as the spell was cast; Fireball's even split counts every target chosen.
    const n = effect.divided ? (ctx.spell?.divide?.[j] ?? total) : effect.evenly ? Math.floor(total / group.length) : total;
    deal(to, n);
    // Bonfire of the Damned: "and each creature that player controls".
    if (effect.alsoCreaturesOf && isPlayer(tx.s, to)) {
      for (const id of tx.s.battlefield) if (objectAt(tx.s, id).controller === to && isCreature(tx.s, objectAt(tx.s, id))) deal(id, n);
    }
  });
}
