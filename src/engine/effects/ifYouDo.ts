// "You may discard a card. If you do, draw a card." (608.2c, 608.2d): the player chooses as the
// effect is carried out, and can't choose an action that is impossible (608.2d), so "If you do"
// holds exactly when they chose it and could do it. Drawing is never impossible (121.3): a player
// with an empty library may choose to draw. Only actions whose possibility the engine can tell
// before doing them are read with an "If you do" (`CHECKABLE`); the compiler leaves the others
// unmodelled rather than guess.
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';
import { canRevealLooked } from './revealLooked';

/** The kinds of optional action whose "If you do" the engine answers (`possible`). */
export const CHECKABLE = new Set<EffectDef['kind']>(['draw', 'discard', 'sacrificeSelf', 'exile', 'untap', 'tap', 'createToken', 'gainLife', 'damage', 'revealLooked']);

/** Whether the compiler may put an "If you do" after this action: the engine can tell whether it can be done. */
export function checkable(e: EffectDef): boolean {
  if (!CHECKABLE.has(e.kind)) return false;
  switch (e.kind) {
    case 'discard':
      // One card of the controller's own hand: done exactly when the hand isn't empty.
      return typeof e.count === 'number' && e.count === 1 && 'who' in e.who && e.who.who === 'controller';
    case 'sacrificeSelf':
      return e.unlessPays === undefined && e.unlessPaysLife === undefined && e.perCounter === undefined && e.unlessPaysGeneric === undefined && e.unlessSpent === undefined;
    case 'exile':
    case 'untap':
    case 'tap':
      // One target: whether it is still there is known as the ability resolves (608.2b).
      return 'target' in e.what;
    case 'damage':
      // "You may have it deal 3 damage to target creature. If you do, ...": one target, not divided.
      return 'target' in e.to && !e.divided;
    default:
      return true;
  }
}

/** 608.2d: whether the controller can carry out the optional action now. */
export function possible(tx: Tx, e: EffectDef, ctx: EffectContext): boolean {
  switch (e.kind) {
    case 'discard':
      return tx.s.players[ctx.controller].hand.length > 0;
    case 'sacrificeSelf': {
      // 701.21a: only a permanent they control; the same object (400.7).
      const o = objectAt(tx.s, ctx.source);
      return o !== undefined && o.zone === 'battlefield' && o.controller === ctx.controller;
    }
    case 'exile':
    case 'untap':
    case 'tap':
      return affected(tx, e.what, ctx).length > 0;
    // Choosing to have it deal the damage is doing it, though the damage be prevented (615.1, 608.2d).
    case 'damage':
      return affected(tx, e.to, ctx).length > 0;
    // 122.1: counters go only on a permanent still on the battlefield (fabricate 702.123a).
    case 'addCounters':
      return affected(tx, e.to, ctx).some((id) => !!tx.s.players[id] || objectAt(tx.s, id)?.zone === 'battlefield');
    // Kinship's reveal: the card looked at, only if it shares a creature type with the source.
    case 'revealLooked':
      return canRevealLooked(tx, e, ctx);
    default:
      return true;
  }
}
