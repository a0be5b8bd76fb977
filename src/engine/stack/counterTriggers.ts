// Abilities that trigger on counters being put on a permanent (122.6): "Whenever one or more +1/+1
// counters are put on ~" once per event, "Whenever a +1/+1 counter is put on ~" once per counter,
// "... on another creature you control" watched by other permanents. Every place the engine puts
// counters on a permanent on the battlefield, and a permanent's entering with counters (122.6),
// reports it here.
import type { TriggerDef } from '../state/card';
import type { Tx } from '../state/game';
import type { ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { isPermanentOf } from '../state/quality';
import { abilityIndex } from '../casting/abilityIndex';
import { addPending, triggersOf } from './pendingTrigger';

/** `n` counters of `counter` were just put on the permanent `id` (122.6). */
export function countersPut(tx: Tx, id: ObjectId, counter: string, n: number): void {
  const o = objectAt(tx.s, id);
  if (n <= 0 || !o || o.zone !== 'battlefield') return;
  const own = (t: TriggerDef) => t.event === 'countersPut' && t.counter === counter && !t.each;
  for (const { index, def } of triggersOf(tx, o, own)) {
    const times = def.event === 'countersPut' && def.perCounter ? n : 1;
    for (let i = 0; i < times; i++) addPending(tx, o, index, { object: id, count: n });
  }
  for (const watcher of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, watcher);
    const sees = (t: TriggerDef): boolean =>
      t.event === 'countersPut' && t.counter === counter && !!t.each && !(t.each.other && watcher === id) && isPermanentOf(tx.s, o, t.each.permanents ?? [], t.each.quality, w.controller);
    for (const { index } of triggersOf(tx, w, sees)) addPending(tx, w, index, { object: id, count: n });
  }
}

/** 122.6: a permanent that entered with counters had them put on it. */
export function enteredWithCounters(tx: Tx, id: ObjectId): void {
  const o = objectAt(tx.s, id);
  for (const [counter, n] of Object.entries(o?.counters ?? {})) countersPut(tx, id, counter, n);
}
