// Connive (701.50a): "that permanent's controller draws a card, then discards a card. If a nonland
// card is discarded this way, that player puts a +1/+1 counter on the conniving permanent." A
// permanent no longer on the battlefield connives by its last known information (701.50b): its
// controller then still draws and discards, and no counter is put. The discard is a `pick` (701.9b).
import type { EffectDef } from '../state/card';
import { pickOne } from './choices';
import { isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, patchObject, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { checkWithin } from '../state/limits';
import { objectAt } from '../state/objectTable';
import { discardToGraveyard } from '../casting/madness';
import { affected } from './affected';
import { drawCards } from './draw';
import { resolvingName } from './resolvingName';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function connive(tx: Tx, e: Extract<EffectDef, { kind: 'connive' }>, ctx: EffectContext, ins: Ins): void {
  const [id] = affected(tx, e.what, ctx);
  const now = id === undefined ? undefined : objectAt(tx.s, id);
  const permanent = now?.zone === 'battlefield' ? now : undefined;
  // 701.50b: gone, it connives as it last existed: its controller then.
  const player = permanent?.controller ?? ctx.lki?.controller ?? ctx.controller;
  const name = permanent ? describe(tx.s, permanent.id) : (ctx.lki?.card ?? ctx.sourceName);
  if (ins.answer === undefined) {
    log(tx, '701.50a', `${name} connives: ${playerName(tx.s, player)} draws a card, then discards a card.`, [player]);
    drawCards(tx, player, 1, '701.50a');
  }
  const hand = tx.s.players[player].hand;
  if (hand.length === 0) return;
  const chosen = pickOne(tx, ins, player, hand, `As ${resolvingName(tx.s, ctx)} resolves, ${name} connives: ${playerName(tx.s, player)} discards a card; if it is a nonland card, ${name} gets a +1/+1 counter.`, '701.50a');
  if (!chosen) return;
  const card = objectAt(tx.s, chosen);
  const nonland = !isType(tx.s, card, 'Land');
  log(tx, '701.9a', `${playerName(tx.s, player)} discards ${card.card}.`, [player]);
  discardToGraveyard(tx, chosen); // 702.35a: madness exiles instead
  if (!nonland || !permanent || !objectAt(tx.s, permanent.id)) return;
  const o = objectAt(tx.s, permanent.id);
  const after = (o.counters['+1/+1'] ?? 0) + 1;
  checkWithin('counters', after, '701.50a');
  patchObject(tx, o.id, { counters: { ...o.counters, '+1/+1': after } });
  log(tx, '701.50a', `${card.card} is a nonland card: ${playerName(tx.s, player)} puts a +1/+1 counter on ${describe(tx.s, o.id)}.`, [o.id]);
}
