// "Prevent the next 3 damage that would be dealt to any target this turn." (615.7): a prevention
// shield on a player or an object, which takes damage from the next damage events to it until it
// has prevented that much, or the turn ends (514.2). Prevented damage is never dealt (615.6): no
// life lost, no damage marked, no lifelink for it.
//
// Several shields on one recipient: the affected player or controller would choose the order they
// apply in (616.1). Plain shields differ only in how much each has left, and what is left in all of
// them together is the same whatever the order, so they are used oldest first without asking.
// Protection (702.16e) is applied before them, which leaves them whole: that is the order a player
// would choose, and any order prevents all of that damage.
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, log, patchState } from '../state/game';
import type { EffectContext, EntityId, PreventionShield } from '../state/state';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';
import { amount } from './amount';

export function preventDamage(tx: Tx, e: Extract<EffectDef, { kind: 'preventDamage' }>, ctx: EffectContext): void {
  const n = amount(tx, e.amount, ctx);
  // A permanent that left the battlefield is a new object (400.7): nothing to shield.
  const to = affected(tx, e.to, ctx).filter((id) => tx.s.players[id] !== undefined || objectAt(tx.s, id)?.zone === 'battlefield');
  if (n <= 0 || to.length === 0) return;
  const shields: PreventionShield[] = to.map((id) => ({ to: id, amount: n, source: { id: ctx.source, name: ctx.sourceName } }));
  patchState(tx, { preventionShields: [...(tx.s.preventionShields ?? []), ...shields] });
  for (const id of to) log(tx, '615.7', `${ctx.sourceName}: the next ${n} damage that would be dealt to ${describe(tx.s, id)} this turn will be prevented.`, [ctx.source, id]);
}

/** The damage `n` to `to` that shields leave, the shields used up as they prevent it (615.7). `what` says the damage, for the log. */
export function shieldsPrevent(tx: Tx, to: EntityId, n: number, what: string): number {
  const all = tx.s.preventionShields;
  if (!all?.some((s) => s.to === to)) return n;
  let left = n;
  const kept: PreventionShield[] = [];
  for (const s of all) {
    if (s.to !== to || left === 0) {
      kept.push(s);
      continue;
    }
    const prevented = Math.min(s.amount, left);
    left -= prevented;
    log(tx, '615.7', `${prevented} of the ${what} is prevented (${s.source.name}).`, [s.source.id, to]);
    if (s.amount > prevented) kept.push({ ...s, amount: s.amount - prevented });
  }
  setShields(tx, kept);
  return left;
}

function setShields(tx: Tx, shields: PreventionShield[]): void {
  patchState(tx, {});
  // patchState made tx.s this transaction's own record: the key is removed when none are left (state.ts).
  if (shields.length > 0) tx.s.preventionShields = shields;
  else delete tx.s.preventionShields;
}

/** 514.2: shields not used up end in the cleanup step. */
export function endPreventionShields(tx: Tx): void {
  if (!tx.s.preventionShields) return;
  setShields(tx, []);
  log(tx, '514.2', '"Prevent the next ... damage this turn" shields not used up end.');
}
