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
import { dealtDamageToPlayer } from '../stack/watchedTriggers';

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
  // 615.7: prevention shields on the recipient take what they can of the damage.
  n = shieldsPrevent(tx, to, n, `${n}${combat} damage that ${source} would deal to ${describe(tx.s, to)}`);
  if (n <= 0) return;
  if (!recipient) {
    const p = getPlayer(tx.s, to);
    checkWithin('life', p.life - n, '120.3a');
    patchPlayer(tx, to, { life: p.life - n });
    log(tx, '120.3a', `${source} deals ${n}${combat} damage to ${p.name}; ${p.name} loses ${n} life (${p.life} → ${p.life - n}).`, [sourceId, to]);
    // Combat damage is the event with several sources (510.2).
    dealtDamageToPlayer(tx, sourceId, to, n, options.combat === true || options.dealt !== undefined);
  } else {
    damagePermanent(tx, source, sourceId, recipient, n, combat, from !== undefined && hasKeyword(tx.s, from, 'deathtouch'));
    if (options.dealt) options.dealt.set(recipient.id, (options.dealt.get(recipient.id) ?? 0) + n);
    else dealtDamage(tx, recipient.id, n);
  }
  if (from && hasKeyword(tx.s, from, 'lifelink')) {
    const gainer = lifelink(tx, source, from, n);
    const key = `${from.id}:${gainer}`;
    if (!options.gained?.has(key)) lifeGained(tx, gainer, n);
    options.gained?.add(key);
  }
}

/**
 * 120.3c: damage to a planeswalker removes that many loyalty counters; 120.3e: damage to a creature
 * is marked on it. A permanent that is both gets both results (120.3: by the recipient's types).
 */
function damagePermanent(tx: Tx, source: string, sourceId: ObjectId, o: GameObject, n: number, combat: string, deathtouch: boolean): void {
  const walker = isType(tx.s, o, 'Planeswalker');
  const creature = isCreature(tx.s, o);
  if (!walker && !creature) return;
  const name = describe(tx.s, o.id);
  if (walker) {
    const before = o.counters.loyalty ?? 0;
    const after = Math.max(0, before - n);
    patchObject(tx, o.id, { counters: { ...o.counters, loyalty: after } });
    const removed = before - after;
    log(tx, '120.3c', `${source} deals ${n}${combat} damage to ${name}; ${removed} loyalty counter${removed === 1 ? ' is' : 's are'} removed from it (${before} → ${after}).`, [sourceId, o.id]);
  }
  if (creature) {
    const now = objectAt(tx.s, o.id);
    checkWithin('damage', now.damage + n, '120.3e');
    // 702.2b: dealt damage by a source with deathtouch; the next check of state-based actions sees it (704.5h).
    patchObject(tx, o.id, deathtouch ? { damage: now.damage + n, deathtouched: true } : { damage: now.damage + n });
    const marked = `${source} deals ${n}${combat} damage to ${name}; it now has ${now.damage + n} damage marked`;
    if (deathtouch) log(tx, ['120.3e', '702.2b'], `${marked}. ${source} has deathtouch: ${name} will be destroyed when state-based actions are checked, unless it is indestructible.`, [sourceId, o.id]);
    else log(tx, '120.3e', `${marked}.`, [sourceId, o.id]);
  }
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
  const options: DamageOptions = ctx.lki ? { lki: ctx.lki, gained: new Set() } : { gained: new Set() };
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
