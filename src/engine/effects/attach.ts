// "Attach ~ to target creature you control" (701.3a), the effect of equip (702.6a) as it resolves:
// the source (or the Aura or Equipment the effect names, "Attach target Equipment you control to
// ..."), if it is still the same object on the battlefield (400.7), moves onto the target and
// receives a new timestamp (613.7e, 701.3c). An object it can't be attached to, or the one it is
// already attached to, leaves it where it is (701.3b). The target was checked on resolution
// (608.2b): control of the creature matters as the ability resolves (301.5b).
import type { Tx } from '../state/game';
import { describe, log } from '../state/game';
import type { EffectDef } from '../state/card';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { attach as attachTo, cantAttach } from '../state/attachment';
import { affected } from './affected';

export function attach(tx: Tx, e: Extract<EffectDef, { kind: 'attach' }>, ctx: EffectContext): void {
  const [to] = affected(tx, e.to, ctx);
  if (to === undefined) return;
  // "Attach target Equipment you control to ...": that object (a target gone or illegal leaves nothing to attach, 608.2b).
  const [moved] = e.what ? affected(tx, e.what, ctx) : [ctx.source];
  if (moved === undefined) return;
  const o = objectAt(tx.s, moved);
  if (!o || o.zone !== 'battlefield') {
    log(tx, ['701.3a', '400.7'], `${e.what ? 'That object' : ctx.sourceName} is no longer on the battlefield: it isn't attached to anything.`, [to]);
    return;
  }
  if (o.attachedTo === to) {
    log(tx, '701.3b', `${describe(tx.s, o.id)} is already attached to ${describe(tx.s, to)}: nothing happens.`, [o.id, to]);
    return;
  }
  const no = cantAttach(tx.s, o, to);
  if (no) {
    log(tx, ['701.3b', no.rule], `${no.why}: ${describe(tx.s, o.id)} doesn't move.`, [o.id, to]);
    return;
  }
  attachTo(tx, o.id, to);
  log(tx, ['701.3a', '613.7e'], `${describe(tx.s, o.id)} becomes attached to ${describe(tx.s, to)}, with a new timestamp.`, [o.id, to]);
}
