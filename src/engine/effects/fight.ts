// Fight (701.14): two creatures each deal damage equal to its power to the other, at once; and the
// one-way wording "Target creature you control deals damage equal to its power to target
// creature" (120.1), where only the first deals damage. Neither is combat damage (701.14d).
import type { EffectDef } from '../state/card';
import { isCreature, power } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { EffectContext, ObjectId } from '../state/state';
import { affected } from './affected';
import { dealDamage, type DamageOptions } from './damage';

const onBattlefieldCreature = (tx: Tx, id: string | undefined): id is ObjectId => {
  const o = id === undefined ? undefined : objectAt(tx.s, id);
  return !!o && o.zone === 'battlefield' && isCreature(tx.s, o);
};

export function fight(tx: Tx, e: Extract<EffectDef, { kind: 'fight' }>, ctx: EffectContext): void {
  const [a] = affected(tx, e.what, ctx);
  const [b] = affected(tx, e.other, ctx);
  // 701.14b: a creature gone, no longer a creature, or an illegal target (608.2b): neither fights
  // nor deals damage; the one-way wording likewise needs both (the source and its recipient).
  // The one-way recipient may be any permanent the target allows (a planeswalker: 120.3c).
  const recipientThere = e.oneWay ? b !== undefined && objectAt(tx.s, b)?.zone === 'battlefield' : onBattlefieldCreature(tx, b);
  if (!onBattlefieldCreature(tx, a) || !recipientThere) {
    const rule = e.oneWay ? '608.2b' : '701.14b';
    log(tx, rule, e.oneWay ? `${ctx.sourceName}: no damage is dealt: a creature it names is gone or an illegal target.` : `${ctx.sourceName}: neither creature fights: one of them is gone, no longer a creature, or an illegal target.`, [ctx.source]);
    return;
  }
  // Both amounts are read before any damage is dealt: the damage is dealt at once (701.14a).
  const pa = Math.max(0, power(tx.s, objectAt(tx.s, a)));
  const pb = Math.max(0, power(tx.s, objectAt(tx.s, b)));
  const options = (): DamageOptions => ({ gained: new Set(), preventedOnce: new Set(), shieldUsed: new Set() });
  if (a === b) {
    // 701.14c: a creature fighting itself deals damage to itself equal to twice its power;
    // "deals damage to itself equal to its power" (Justice Strike): once (120.1).
    if (e.oneWay) log(tx, '120.1', `${describe(tx.s, a)} deals damage equal to its power (${pa}) to itself.`, [a]);
    else log(tx, '701.14c', `${describe(tx.s, a)} fights itself.`, [a]);
    dealDamage(tx, describe(tx.s, a), a, a, e.oneWay ? pa : 2 * pa, options());
    return;
  }
  log(tx, e.oneWay ? '120.1' : '701.14a', e.oneWay ? `${describe(tx.s, a)} deals damage equal to its power (${pa}) to ${describe(tx.s, b)}.` : `${describe(tx.s, a)} (power ${pa}) fights ${describe(tx.s, b)} (power ${pb}).`, [a, b]);
  dealDamage(tx, describe(tx.s, a), a, b, pa, options());
  if (!e.oneWay) dealDamage(tx, describe(tx.s, b), b, a, pb, options());
}
