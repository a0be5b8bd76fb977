// 120.3: damage dealt to a player causes life loss; damage dealt to a creature is marked on it.
import type { EffectDef } from '../card';
import { isCreature } from '../characteristics';
import type { Tx } from '../game';
import { describe, getPlayer, isPlayer, log, patchObject, patchPlayer } from '../game';
import type { EffectContext, EntityId, ObjectId } from '../state';
import { affected } from './affected';
import { amount } from './amount';

export function dealDamage(tx: Tx, source: string, sourceId: ObjectId, to: EntityId, n: number): void {
  if (n <= 0) return;
  if (isPlayer(tx.s, to)) {
    const p = getPlayer(tx.s, to);
    patchPlayer(tx, to, { life: p.life - n });
    log(tx, '120.3a', `${source} deals ${n} damage to ${p.name}; ${p.name} loses ${n} life (${p.life} → ${p.life - n}).`, [sourceId, to]);
    return;
  }
  const o = tx.s.objects[to];
  if (!o || o.zone !== 'battlefield') return;
  if (isCreature(tx.s, o)) {
    patchObject(tx, to, { damage: o.damage + n });
    log(tx, '120.3e', `${source} deals ${n} damage to ${describe(tx.s, to)}; it now has ${o.damage + n} damage marked.`, [sourceId, to]);
  }
}

export function damage(tx: Tx, effect: Extract<EffectDef, { kind: 'damage' }>, ctx: EffectContext): void {
  for (const to of affected(tx, effect.to, ctx)) dealDamage(tx, ctx.sourceName, ctx.source, to, amount(tx, effect.amount, ctx));
}
