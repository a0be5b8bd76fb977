// "Remove target attacking creature you control from combat" (506.4): the permanent stays on the
// battlefield but stops being an attacking, blocking, blocked or unblocked creature.
import type { EffectDef } from '../state/card';
import { describe } from '../state/game';
import type { Tx } from '../state/game';
import type { EffectContext } from '../state/state';
import { removeFromCombat } from '../combat/removal';
import { affected } from './affected';
import { objectAt } from '../state/objectTable';

export function removeFromCombatEffect(tx: Tx, e: Extract<EffectDef, { kind: 'removeFromCombat' }>, ctx: EffectContext): void {
  for (const id of affected(tx, e.what, ctx)) {
    if (objectAt(tx.s, id)?.zone !== 'battlefield') continue;
    removeFromCombat(tx, id, '506.4', `${ctx.sourceName} removes ${describe(tx.s, id)} from combat.`);
  }
}
