// "Regenerate ~", "Regenerate target creature" (701.19a): a resolving spell or ability gives each
// permanent it names a regeneration shield (state/regeneration.ts carries the shield out).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, log, patchObject } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { addRegenerationShield } from '../state/regeneration';
import { affected } from './affected';

type Of<K> = Extract<EffectDef, { kind: K }>;

export function regenerate(tx: Tx, e: Of<'regenerate'>, ctx: EffectContext): void {
  const ids = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  // "Regenerate ~" whose source has left the battlefield: the new object is not it (400.7).
  if (ids.length === 0) log(tx, '701.19a', `${ctx.sourceName} regenerates nothing: no permanent to regenerate is on the battlefield.`, [ctx.source]);
  for (const id of ids) addRegenerationShield(tx, id, ctx.sourceName, id === ctx.source);
}

/** "Target creature can't be regenerated this turn." (701.19c): its shields, made before or after, don't apply this turn. */
export function cantBeRegenerated(tx: Tx, e: Of<'cantBeRegenerated'>, ctx: EffectContext): void {
  for (const id of affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield')) {
    patchObject(tx, id, { cantBeRegenerated: true });
    log(tx, '701.19c', `${ctx.sourceName}: ${describe(tx.s, id)} can't be regenerated this turn; regeneration shields on it don't apply.`, [id]);
  }
}
