// "If that creature would die this turn, exile it instead.", "If a creature dealt damage this way
// would die this turn, exile it instead." (614.1a): a replacement effect on the objects named, fixed
// as the spell or ability resolves, until the cleanup step (514.2). The move itself is replaced in
// state/exileInstead.ts.
import type { EffectDef } from '../state/card';
import { isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, listed, log, patchObjects } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';

export function exileIfDies(tx: Tx, e: Extract<EffectDef, { kind: 'exileIfDies' }>, ctx: EffectContext): void {
  const ids = affected(tx, e.what, ctx).filter((id) => {
    const o = objectAt(tx.s, id);
    if (o?.zone !== 'battlefield') return false;
    // "dealt damage this way": only what the spell or ability's source dealt damage to (120.3), of the types named.
    if (!e.dealtDamage) return true;
    return (o.damagedBy?.includes(ctx.source) ?? false) && (!e.dealtDamage.types || e.dealtDamage.types.some((t) => isType(tx.s, o, t)));
  });
  if (ids.length === 0) return;
  patchObjects(tx, ids.map((id) => [id, { exileIfDies: ctx.sourceName }] as const));
  log(tx, '614.1a', `${ctx.sourceName}: if ${listed(ids.map((id) => describe(tx.s, id)))} would die this turn, ${ids.length === 1 ? 'it is' : 'they are'} exiled instead.`, [ctx.source, ...ids]);
}
