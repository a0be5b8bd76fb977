// 120.3: damage dealt to a player causes life loss; damage dealt to a creature is marked on it.
import { checkWithin } from '../state/limits';
import type { EffectDef } from '../state/card';
import { isCreature } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, getPlayer, isPlayer, log, patchObject, patchPlayer } from '../state/game';
import type { EffectContext, EntityId, ObjectId } from '../state/state';
import { affected } from './affected';
import { amount } from './amount';
import { objectAt } from '../state/objectTable';

export function dealDamage(tx: Tx, source: string, sourceId: ObjectId, to: EntityId, n: number): void {
  if (n <= 0) return;
  if (isPlayer(tx.s, to)) {
    const p = getPlayer(tx.s, to);
    checkWithin('life', p.life - n, '120.3a');
    patchPlayer(tx, to, { life: p.life - n });
    log(tx, '120.3a', `${source} deals ${n} damage to ${p.name}; ${p.name} loses ${n} life (${p.life} → ${p.life - n}).`, [sourceId, to]);
    return;
  }
  const o = objectAt(tx.s, to);
  if (!o || o.zone !== 'battlefield') return;
  if (isCreature(tx.s, o)) {
    checkWithin('damage', o.damage + n, '120.3e');
    patchObject(tx, to, { damage: o.damage + n });
    log(tx, '120.3e', `${source} deals ${n} damage to ${describe(tx.s, to)}; it now has ${o.damage + n} damage marked.`, [sourceId, to]);
  }
}

export function damage(tx: Tx, effect: Extract<EffectDef, { kind: 'damage' }>, ctx: EffectContext): void {
  const deal = (to: EntityId, n: number) => dealDamage(tx, ctx.sourceName, ctx.source, to, n);
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
