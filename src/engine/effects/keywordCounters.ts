// Keyword abilities whose effect is counters on their own permanent: fading's "remove a fade
// counter from this permanent. If you can't, sacrifice the permanent." (702.32a) and renown's "if
// it isn't renowned, put N +1/+1 counters on it and it becomes renowned" (702.112a).
import type { EffectDef } from '../state/card';
import { checkWithin } from '../state/limits';
import type { Tx } from '../state/game';
import { describe, log, patchObject, playerName } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { moveObject } from '../state/zones';
import { sacrificing } from '../stack/actionTriggers';
import { countersPut } from '../stack/counterTriggers';
import { countersOf } from '../state/counterWords';

/** The source, if it is still the permanent whose ability this is (400.7) under the ability's controller. */
function ownPermanent(tx: Tx, ctx: EffectContext) {
  const o = objectAt(tx.s, ctx.source);
  return o && o.zone === 'battlefield' && o.controller === ctx.controller ? o : undefined;
}

/** 702.32a: a fade counter removed; with none to remove, the permanent is sacrificed (701.21a). */
export function removeCounterOrSacrifice(tx: Tx, e: Extract<EffectDef, { kind: 'removeCounterOrSacrifice' }>, ctx: EffectContext): void {
  const o = ownPermanent(tx, ctx);
  if (!o) {
    log(tx, ['702.32a', '400.7'], `${ctx.sourceName} is no longer on the battlefield under ${playerName(tx.s, ctx.controller)}'s control: nothing happens.`, [ctx.source]);
    return;
  }
  const n = o.counters[e.counter] ?? 0;
  if (n > 0) {
    const counters = { ...o.counters };
    if (n > 1) counters[e.counter] = n - 1;
    else delete counters[e.counter];
    patchObject(tx, o.id, { counters });
    log(tx, ['702.32a', '122.1'], `${playerName(tx.s, ctx.controller)} removes a ${e.counter} counter from ${describe(tx.s, o.id)} (${n} → ${n - 1}).`, [o.id]);
    return;
  }
  log(tx, ['702.32a', '701.21a'], `${describe(tx.s, o.id)} has no ${e.counter} counter to remove: ${playerName(tx.s, ctx.controller)} sacrifices it.`, [ctx.controller, o.id]);
  sacrificing(tx, o.id, ctx.controller);
  moveObject(tx, o.id, 'graveyard');
}

/** 702.112a, 702.112c: only the first renown ability to resolve does anything (603.4). */
export function renown(tx: Tx, e: Extract<EffectDef, { kind: 'renown' }>, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  if (!o || o.zone !== 'battlefield') {
    log(tx, ['702.112a', '400.7'], `${ctx.sourceName} is no longer on the battlefield: its renown ability does nothing.`, [ctx.source]);
    return;
  }
  if (o.renowned) {
    log(tx, ['702.112c', '603.4'], `${describe(tx.s, o.id)} is already renowned: its renown ability does nothing.`, [o.id]);
    return;
  }
  const now = (o.counters['+1/+1'] ?? 0) + e.n;
  checkWithin('counters', now, '122.1');
  patchObject(tx, o.id, { counters: { ...o.counters, '+1/+1': now }, renowned: true });
  log(tx, ['702.112a', '702.112b'], `${ctx.sourceName} puts ${countersOf(e.n, '+1/+1')} on ${describe(tx.s, o.id)}, and it becomes renowned.`, [o.id]);
  countersPut(tx, o.id, '+1/+1', e.n);
}
