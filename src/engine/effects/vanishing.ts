// Vanishing (702.63a): "Vanishing N" means "This permanent enters with N time counters on it," "At
// the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
// from it," and "When the last time counter is removed from this permanent, sacrifice it." The
// first is the keyword's `entersWith` (state/entering.ts), the second its triggered ability, whose
// resolution (here) triggers the third as it removes the last counter.
import type { AbilityDef, EffectDef } from '../state/card';
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, patchObject, patchState, playerName } from '../state/game';
import type { EffectContext, PendingTrigger } from '../state/state';
import { objectAt } from '../state/objectTable';

/** The third ability: one definition, so that same-named permanents' go on the stack without asking (603.3b). */
const LAST: AbilityDef = {
  kind: 'triggered',
  text: 'When the last time counter is removed from this permanent, sacrifice it.',
  trigger: { event: 'lastTimeCounterRemoved' },
  effects: [{ kind: 'sacrificeSelf' }],
};

export function vanishingCounter(tx: Tx, _e: Extract<EffectDef, { kind: 'vanishingCounter' }>, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  const n = o?.zone === 'battlefield' ? (o.counters.time ?? 0) : 0;
  if (!o || n === 0) {
    log(tx, ['702.63a', '603.4'], `${ctx.sourceName} has no time counter on the battlefield now: no time counter is removed.`, [ctx.source]);
    return;
  }
  const { time: _, ...counters } = o.counters;
  patchObject(tx, o.id, { counters: n > 1 ? { ...counters, time: n - 1 } : counters });
  log(tx, ['702.63a', '122.1'], `${playerName(tx.s, ctx.controller)} removes a time counter from ${describe(tx.s, o.id)} (${n} → ${n - 1}).`, [o.id]);
  if (n > 1) return;
  const index = abilities(tx.s, o).findIndex((a) => 'meaning' in a && a.meaning?.keyword === 'vanishing');
  const t: PendingTrigger = { source: o.id, ability: Math.max(index, 0), abilityDef: LAST, card: o.card, controller: o.controller, lki: objectAt(tx.s, o.id), event: { object: o.id }, order: tx.s.pendingTriggers.length };
  patchState(tx, { pendingTriggers: [...tx.s.pendingTriggers, t] });
  log(tx, '702.63a', `The last time counter is removed from ${describe(tx.s, o.id)}: its vanishing ability triggers, and ${playerName(tx.s, o.controller)} will sacrifice it.`, [o.id]);
}
