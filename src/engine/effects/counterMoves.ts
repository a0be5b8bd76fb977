// Counters taken off a permanent (122.1) and moved from one to another (122.5).
import type { EffectDef } from '../state/card';
import { checkWithin } from '../state/limits';
import type { Tx } from '../state/game';
import { describe, log, patchObject } from '../state/game';
import type { EffectContext, GameObject } from '../state/state';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';
import { amount } from './amount';
import { countersPut } from '../stack/counterTriggers';
import { countersOf } from '../state/counterWords';

type Of<K> = Extract<EffectDef, { kind: K }>;

/** How many of each kind come off `o`: up to `n` of `counter`, or all of them ("all counters": every kind). */
function taken(o: GameObject, counter: string | undefined, n: number | 'all'): [string, number][] {
  const kinds = counter ? [counter] : Object.keys(o.counters);
  return kinds.map((k): [string, number] => [k, Math.min(o.counters[k] ?? 0, n === 'all' ? Infinity : n)]).filter(([, m]) => m > 0);
}

function without(o: GameObject, off: readonly [string, number][]): Record<string, number> {
  const counters = { ...o.counters };
  for (const [k, m] of off) {
    const left = (counters[k] ?? 0) - m;
    if (left > 0) counters[k] = left;
    else delete counters[k];
  }
  return counters;
}

/** 122.1: counters removed from permanents on the battlefield; one with fewer loses all it has of that kind, one with none is left alone. */
export function removeCounters(tx: Tx, e: Of<'removeCounters'>, ctx: EffectContext): void {
  const n = e.amount === 'all' ? 'all' : amount(tx, e.amount, ctx);
  for (const id of affected(tx, e.from, ctx)) {
    const o = objectAt(tx.s, id);
    if (!o || o.zone !== 'battlefield') continue;
    const off = taken(o, e.counter, n);
    if (!off.length) {
      log(tx, '122.1', `${describe(tx.s, id)} has no ${e.counter ?? ''}${e.counter ? ' ' : ''}counters: ${ctx.sourceName} removes none.`, [id]);
      continue;
    }
    patchObject(tx, id, { counters: without(o, off) });
    log(tx, '122.1', `${ctx.sourceName} removes ${off.map(([k, m]) => countersOf(m, k)).join(' and ')} from ${describe(tx.s, id)}.`, [id]);
  }
}

/**
 * 122.5: to move a counter is to remove it from the first object and put it on the second; when
 * either can't be done (the same object, no such counter, an object gone from the battlefield),
 * no counter is removed or put.
 */
export function moveCounters(tx: Tx, e: Of<'moveCounters'>, ctx: EffectContext): void {
  const n = e.amount === 'all' ? 'all' : amount(tx, e.amount, ctx);
  const [fromId] = affected(tx, e.from, ctx);
  const [toId] = affected(tx, e.to, ctx);
  const from = fromId ? objectAt(tx.s, fromId) : undefined;
  const to = toId ? objectAt(tx.s, toId) : undefined;
  const off = from ? taken(from, e.counter, n) : [];
  const why =
    !from || from.zone !== 'battlefield' ? 'the permanent to move them from is no longer on the battlefield'
    : !to || to.zone !== 'battlefield' ? 'the permanent to move them onto is no longer on the battlefield'
    : from.id === to.id ? 'they would move onto the permanent they are on'
    : !off.length ? `${describe(tx.s, from.id)} has no ${e.counter ? `${e.counter} ` : ''}counters`
    : null;
  if (why || !from || !to) {
    log(tx, '122.5', `${ctx.sourceName} moves no counters: ${why}.`, [fromId, toId].filter((x): x is string => !!x));
    return;
  }
  patchObject(tx, from.id, { counters: without(from, off) });
  const onto = objectAt(tx.s, to.id)!;
  const counters = { ...onto.counters };
  for (const [k, m] of off) {
    counters[k] = (counters[k] ?? 0) + m;
    checkWithin('counters', counters[k], '122.1');
  }
  patchObject(tx, to.id, { counters });
  log(tx, '122.5', `${ctx.sourceName} moves ${off.map(([k, m]) => countersOf(m, k)).join(' and ')} from ${describe(tx.s, from.id)} onto ${describe(tx.s, to.id)}.`, [from.id, to.id]);
  for (const [k, m] of off) countersPut(tx, to.id, k, m);
}

/**
 * 122.8: "When ~ dies, put its counters on target creature you control": nothing is moved; the
 * player puts as many of each kind as the permanent had as it last existed (608.2h).
 */
export function putCountersOfSource(tx: Tx, e: Of<'putCountersOfSource'>, ctx: EffectContext): void {
  const had = Object.entries(ctx.lki?.counters ?? {}).filter(([, n]) => n > 0);
  for (const id of affected(tx, e.to, ctx)) {
    const o = objectAt(tx.s, id);
    if (!o || o.zone !== 'battlefield') continue;
    if (!had.length) {
      log(tx, '122.8', `${ctx.sourceName} had no counters on it as it last existed: ${ctx.sourceName} puts none on ${describe(tx.s, id)}.`, [id]);
      continue;
    }
    const counters = { ...o.counters };
    for (const [k, m] of had) {
      counters[k] = (counters[k] ?? 0) + m;
      checkWithin('counters', counters[k], '122.1');
    }
    patchObject(tx, id, { counters });
    log(tx, '122.8', `${ctx.sourceName} puts ${had.map(([k, m]) => countersOf(m, k)).join(' and ')} on ${describe(tx.s, id)}, as many as it had as it last existed.`, [id]);
    for (const [k, m] of had) countersPut(tx, id, k, m);
  }
}
