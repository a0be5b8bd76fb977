// Monstrosity (701.37): "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
// counters on it and it becomes monstrous." (701.37a). Monstrous is a designation, not an ability
// nor a copiable value; it lasts until the permanent leaves the battlefield (701.37b). Its
// "When ~ becomes monstrous" abilities trigger here, with the X it became monstrous with (701.37c).
import type { EffectDef } from '../state/card';
import { checkWithin } from '../state/limits';
import type { Tx } from '../state/game';
import { describe, log, patchObject } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { addPending, triggersOf } from '../stack/pendingTrigger';
import { amount } from './amount';
import { countersPut } from '../stack/counterTriggers';
import { countersOf } from '../state/counterWords';

export function monstrosity(tx: Tx, e: Extract<EffectDef, { kind: 'monstrosity' }>, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  if (!o || o.zone !== 'battlefield') {
    log(tx, ['701.37a', '400.7'], `${ctx.sourceName} is no longer on the battlefield: its monstrosity does nothing.`, [ctx.source]);
    return;
  }
  if (o.monstrous) {
    log(tx, '701.37a', `${describe(tx.s, o.id)} is already monstrous: monstrosity does nothing.`, [o.id]);
    return;
  }
  const n = Math.max(0, amount(tx, e.n, ctx));
  const now = (o.counters['+1/+1'] ?? 0) + n;
  checkWithin('counters', now, '122.1');
  patchObject(tx, o.id, { counters: n > 0 ? { ...o.counters, '+1/+1': now } : o.counters, monstrous: true, monstrousX: n });
  log(tx, ['701.37a', '701.37b'], `${ctx.sourceName} puts ${countersOf(n, '+1/+1')} on ${describe(tx.s, o.id)}, and it becomes monstrous.`, [o.id]);
  countersPut(tx, o.id, '+1/+1', n);
  const after = objectAt(tx.s, o.id);
  for (const { index } of triggersOf(tx, after, (t) => t.event === 'becomesMonstrous')) addPending(tx, after, index, { object: o.id, x: n });
}
