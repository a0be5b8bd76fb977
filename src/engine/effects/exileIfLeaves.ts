// "If it would leave the battlefield, exile it instead of putting it anywhere else." (unearth,
// 702.84a): a replacement effect (614.1a) on the permanent named, fixed as the ability resolves. It
// lasts as long as that permanent: a new object it becomes is another (400.7). The move itself is
// replaced in state/exileInstead.ts.
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, log, patchObjects } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';

export function exileIfLeaves(tx: Tx, e: Extract<EffectDef, { kind: 'exileIfLeaves' }>, ctx: EffectContext): void {
  const ids = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  if (ids.length === 0) return;
  patchObjects(tx, ids.map((id) => [id, { exileIfLeaves: ctx.sourceName }] as const));
  for (const id of ids) log(tx, ['614.1a', '702.84a'], `${ctx.sourceName}: if ${describe(tx.s, id)} would leave the battlefield, it is exiled instead of put anywhere else.`, [id]);
}
