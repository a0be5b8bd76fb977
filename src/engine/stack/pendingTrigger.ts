// A triggered ability that has triggered (603.2) waits in `pendingTriggers` until a player would
// receive priority (603.3). A leaf module: triggers.ts and watchedTriggers.ts both add to it.
import type { TriggerDef } from '../state/card';
import { abilities, abilityAt } from '../state/characteristics';
import { triggerDefs } from '../casting/abilities';
import type { Tx } from '../state/game';
import { patchState } from '../state/game';
import type { GameObject, PendingTrigger, TriggerEvent } from '../state/state';

export function addPending(tx: Tx, o: GameObject, ability: number, event: TriggerEvent): void {
  const t: PendingTrigger = { source: o.id, ...abilityAt(tx.s, o, ability), card: o.card, controller: o.controller, lki: o, event, order: tx.s.pendingTriggers.length };
  patchState(tx, { pendingTriggers: [...tx.s.pendingTriggers, t] });
}

/** The abilities of an object that trigger on an event, each with the trigger condition that matched. */
export function triggersOf(tx: Tx, o: GameObject, match: (t: TriggerDef) => boolean): { index: number; def: TriggerDef }[] {
  const out: { index: number; def: TriggerDef }[] = [];
  abilities(tx.s, o).forEach((a, index) => {
    const def = triggerDefs(a).find(match);
    if (def) out.push({ index, def });
  });
  return out;
}

