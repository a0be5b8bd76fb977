// Moving permanents and cards by an effect's words: "destroy" (701.8) and "exile" (406.2).
// A permanent with indestructible can't be destroyed (702.12b): it stays, and the log says why.
// A regeneration shield replaces a destruction (701.19a, state/regeneration.ts); "It can't be
// regenerated" (`noRegeneration`) keeps shields from applying (701.19c). A shield counter (122.1c)
// and an Aura's umbra armor (702.89a) replace it too; when more than one applies, the permanent's
// controller chooses which (616.1, destructionOrder.ts).
import { ITS_CONTROLLER, type EffectDef } from '../state/card';
import { hasKeyword } from '../state/characteristics';
import { remember } from '../stack/copy';
import type { Tx } from '../state/game';
import { cap, describe, log, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { moveObject, moveObjects } from '../state/zones';
import { affected } from './affected';
import { objectAt } from '../state/objectTable';
import { replaceDestruction } from '../state/destructionReplacements';
import { exiledUntilLeaves } from '../state/untilLeaves';
import { exiledWith } from '../state/linkedExile';
import { destructionOrder } from './destructionOrder';
import { countersOf } from '../state/counterWords';

type Of<K> = Extract<EffectDef, { kind: K }>;

/** 701.8a: to destroy a permanent, move it from the battlefield to its owner's graveyard. */
export function destroy(tx: Tx, e: Of<'destroy'>, ctx: EffectContext, ins: Extract<Instruction, { op: 'effect' }>): void {
  // "Destroy all ..." destroys every one at once (608.2c); the list is taken before any moves.
  const ids = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  // 616.1: asked before anything happens; the effect runs again with each answer.
  const destructible = ids.filter((id) => !hasKeyword(tx.s, objectAt(tx.s, id), 'indestructible'));
  const first = destructionOrder(tx, ins, destructible, !!e.noRegeneration, ctx.sourceName);
  if (!first) return;
  if (ids.length === 0 && 'each' in e.what) log(tx, '701.8a', `${ctx.sourceName} destroys nothing: no permanent is of that kind.`, [ctx.source]);
  if (ids.length === 1) remember(tx, ctx, ITS_CONTROLLER, objectAt(tx.s, ids[0]).controller);
  // One event for them all, so what leaves with them sees them leave (603.10a).
  const destroyed: string[] = [];
  for (const id of ids) {
    if (hasKeyword(tx.s, objectAt(tx.s, id), 'indestructible')) {
      log(tx, '702.12b', `${cap(describe(tx.s, id))} has indestructible: ${ctx.sourceName} can't destroy it, and it stays on the battlefield.`, [id]);
      continue;
    }
    const what = `${ctx.sourceName} would destroy ${describe(tx.s, id)}`;
    // 616.1: its controller's choice, or the one replacement that applies.
    if (replaceDestruction(tx, id, { what, byEffect: true, cantBeRegenerated: e.noRegeneration, cites: ['701.8a'] }, first[id])) continue;
    log(tx, '701.8a', `${ctx.sourceName} destroys ${describe(tx.s, id)}; it is put into ${playerName(tx.s, objectAt(tx.s, id).owner)}'s graveyard.`, [id]);
    destroyed.push(id);
  }
  moveObjects(tx, destroyed.map((id) => ({ id, to: 'graveyard' as const })));
}

/** 406.2: to exile an object is to put it into the exile zone from whatever zone it's in. */
export function exile(tx: Tx, e: Of<'exile'>, ctx: EffectContext): void {
  // 610.3a, 610.3b: "until ~ leaves the battlefield" when it already has: nothing is exiled.
  if (e.untilSourceLeaves && objectAt(tx.s, ctx.source)?.zone !== 'battlefield') {
    log(tx, '610.3b', `${ctx.sourceName} has already left the battlefield: nothing is exiled until it leaves.`, []);
    return;
  }
  const exiled: string[] = [];
  for (const id of affected(tx, e.what, ctx)) {
    const o = objectAt(tx.s, id);
    if (!o) continue;
    remember(tx, ctx, ITS_CONTROLLER, o.controller);
    log(tx, '406.2', `${ctx.sourceName} exiles ${describe(tx.s, id)}${o.zone === 'battlefield' ? '' : o.zone === 'stack' ? ' from the stack' : ` from ${playerName(tx.s, o.owner)}'s ${o.zone}`}${e.counters ? ` with ${Object.entries(e.counters).map(([kind, n]) => countersOf(n, kind)).join(' and ')} on it` : ''}.`, [id]);
    exiled.push(id);
  }
  // "Exile all creatures": one event (603.10a: what leaves with them sees them leave).
  // "with three time counters on it" (Arc Blade): the counters come with it as it is exiled (122.1).
  const moved = moveObjects(tx, exiled.map((id) => ({ id, to: 'exile' as const, ...(e.counters ? { place: { counters: { ...e.counters } } } : {}) })));
  // "then return that card": the new objects in exile (400.7), those still there.
  if (e.remember) remember(tx, ctx, e.remember, moved.filter((id) => objectAt(tx.s, id)?.zone === 'exile'));
  if (e.untilSourceLeaves) exiledUntilLeaves(tx, ctx.source, moved.filter((id) => objectAt(tx.s, id)?.zone === 'exile'));
  // 607.2a: kept for the ability of the same object that refers to "the exiled card".
  if (e.linked) exiledWith(tx, ctx.source, moved.filter((id) => objectAt(tx.s, id)?.zone === 'exile'));
}

/** "Exile target player's graveyard": every card in it goes to exile at once (406.2). */
export function exileGraveyard(tx: Tx, e: Of<'exileGraveyard'>, ctx: EffectContext): void {
  for (const player of affected(tx, e.whose, ctx)) {
    const cards = [...tx.s.players[player].graveyard];
    log(tx, '406.2', `${ctx.sourceName} exiles ${playerName(tx.s, player)}'s graveyard (${cards.length} card${cards.length === 1 ? '' : 's'}).`, [player]);
    for (const id of cards) moveObject(tx, id, 'exile');
  }
}
