// "Counter target spell": the spell leaves the stack for its owner's graveyard without resolving
// (112.1). A countered copy ceases to exist there as a state-based action (707.10a).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, log } from '../state/game';
import type { EffectContext } from '../state/state';
import { removeObject } from '../state/zones';
import { spellLeavesStack } from '../stack/resolving';
import { affected } from './affected';
import { objectAt } from '../state/objectTable';

export function counter(tx: Tx, effect: Extract<EffectDef, { kind: 'counter' }>, ctx: EffectContext): void {
  for (const id of affected(tx, effect.what, ctx)) {
    const o = objectAt(tx.s, id);
    if (!o || o.zone !== 'stack') continue;
    log(tx, '112.1', `${ctx.sourceName} counters ${describe(tx.s, id)}.`, [ctx.source, id]);
    if (o.stackItem?.kind === 'ability') removeObject(tx, id);
    else spellLeavesStack(tx, id, 'graveyard', '112.1');
  }
}
