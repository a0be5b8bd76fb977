// "Tap target creature. It doesn't untap during its controller's next untap step." (502.3): the
// permanent's next untap step as the active player's (its controller's then) leaves it tapped; the
// effect is then over (turn.ts). It follows the object, not the card (400.7).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, log, patchObject, setObjects } from '../state/game';
import type { EffectContext, ObjectId } from '../state/state';
import { objectAt, tableSet } from '../state/objectTable';
import { affected } from './affected';

export function skipNextUntap(tx: Tx, e: Extract<EffectDef, { kind: 'skipNextUntap' }>, ctx: EffectContext): void {
  for (const id of affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield')) {
    patchObject(tx, id, { skipsNextUntap: true });
    log(tx, '502.3', `${ctx.sourceName}: ${describe(tx.s, id)} doesn't untap during its controller's next untap step.`, [id]);
  }
}

/** The untap step it skipped is over: so is the effect (the field is removed: absent is false). */
export function untapStepSkipped(tx: Tx, id: ObjectId): void {
  const { skipsNextUntap: _over, ...rest } = objectAt(tx.s, id);
  void _over;
  setObjects(tx, tableSet(tx.s.objects, rest), id);
}
