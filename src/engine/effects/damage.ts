// 120.3: damage dealt to a player causes life loss; damage dealt to a creature is marked on it.
import type { EffectDef } from '../card';
import { isCreature } from '../characteristics';
import type { Tx } from '../game';
import { describe, getPlayer, isPlayer, log, patchObject, patchPlayer } from '../game';
import type { EffectContext, EntityId, ObjectId } from '../state';
import { affected } from './affected';

export function dealDamage(tx: Tx, source: string, sourceId: ObjectId, to: EntityId, amount: number): void {
  if (amount <= 0) return;
  if (isPlayer(tx.s, to)) {
    const p = getPlayer(tx.s, to);
    patchPlayer(tx, to, { life: p.life - amount });
    log(tx, '120.3a', `${source} deals ${amount} damage to ${p.name}; ${p.name} loses ${amount} life (${p.life} → ${p.life - amount}).`, [sourceId, to]);
    return;
  }
  const o = tx.s.objects[to];
  if (!o || o.zone !== 'battlefield') return;
  if (isCreature(tx.s, o)) {
    patchObject(tx, to, { damage: o.damage + amount });
    log(tx, '120.3e', `${source} deals ${amount} damage to ${describe(tx.s, to)}; it now has ${o.damage + amount} damage marked.`, [sourceId, to]);
  }
}

export function damage(tx: Tx, effect: Extract<EffectDef, { kind: 'damage' }>, ctx: EffectContext): void {
  for (const to of affected(tx, effect.to, ctx)) dealDamage(tx, ctx.sourceName, ctx.source, to, effect.amount);
}
