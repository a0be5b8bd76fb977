// Gaining and losing life (119.3); gaining with a condition read from how the spell was cast ("if {G} was spent").
import { checkWithin } from '../state/limits';
import type { Condition, EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log, patchObject, patchPlayer } from '../state/game';
import { objectAt } from '../state/objectTable';
import { MANA_NAMES } from '../mana/mana';
import type { EffectContext } from '../state/state';
import { affected } from './affected';
import { amount } from './amount';
import { lifeGained } from '../stack/triggers';
import { lifeChanged } from '../stack/lifeTriggers';

/** Whether a condition holds for the resolving spell; a copy's mana was not spent (707.10). */
export function holds(c: Condition, ctx: EffectContext): boolean {
  if ('spent' in c) return ctx.spell?.paid?.mana.includes(c.spent) ?? false;
  return ctx.spell?.castFrom === c.castFrom;
}

export function gainLife(tx: Tx, e: Extract<EffectDef, { kind: 'gainLife' }>, ctx: EffectContext): void {
  if (e.if && !holds(e.if, ctx)) {
    if ('spent' in e.if) log(tx, '608.2c', `No ${MANA_NAMES[e.if.spent]} mana was spent to cast ${ctx.sourceName}, so that part does nothing.`, [ctx.source]);
    return;
  }
  const n = amount(tx, e.amount, ctx);
  for (const id of affected(tx, e.who, ctx)) {
    const p = getPlayer(tx.s, id);
    checkWithin('life', p.life + n, '119.3');
    patchPlayer(tx, id, { life: p.life + n });
    log(tx, '119.3', `${p.name} gains ${n} life (${p.life} → ${p.life + n}).`, [id]);
    lifeGained(tx, id, n);
  }
}

/** 119.3: life lost is subtracted from the life total (a player at 0 or less loses at the next check, 704.5a). */
export function loseLife(tx: Tx, e: Extract<EffectDef, { kind: 'loseLife' }>, ctx: EffectContext): void {
  const n = amount(tx, e.amount, ctx);
  let lost = 0;
  for (const id of n <= 0 ? [] : affected(tx, e.who, ctx)) {
    const p = getPlayer(tx.s, id);
    checkWithin('life', p.life - n, '119.3');
    patchPlayer(tx, id, { life: p.life - n });
    log(tx, '119.3', `${p.name} loses ${n} life (${p.life} → ${p.life - n}).`, [id]);
    lifeChanged(tx, id, n, 'lose');
    lost += n;
  }
  // "You gain life equal to the life lost this way." (608.2c): the total, kept on the resolving object.
  const o = ctx.object ? objectAt(tx.s, ctx.object) : undefined;
  if (o?.stackItem) patchObject(tx, o.id, { stackItem: { ...o.stackItem, lifeLost: lost } });
}
