// "Sacrifice ~." as an ability resolves (701.21a): its controller moves the source from the
// battlefield to its owner's graveyard. Only the same object (400.7): a source that left the
// battlefield (even if it came back) is a new object, and a player can't sacrifice a permanent
// they don't control (701.21a), so then nothing happens, and the log says why.
import type { Tx } from '../state/game';
import { describe, log, playerName } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { moveObject } from '../state/zones';

export function sacrificeSelf(tx: Tx, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  const player = playerName(tx.s, ctx.controller);
  if (!o || o.zone !== 'battlefield') {
    log(tx, ['701.21a', '400.7'], `${ctx.sourceName} is no longer on the battlefield: ${player} can't sacrifice it.`, [ctx.controller]);
    return;
  }
  if (o.controller !== ctx.controller) {
    log(tx, '701.21a', `${player} doesn't control ${describe(tx.s, o.id)}, so can't sacrifice it.`, [ctx.controller, o.id]);
    return;
  }
  log(tx, '701.21a', `${player} sacrifices ${describe(tx.s, o.id)}.`, [ctx.controller, o.id]);
  moveObject(tx, o.id, 'graveyard');
}
