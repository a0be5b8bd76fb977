import { ITS_CONTROLLER, type Affected } from '../state/card';
import type { Tx } from '../state/game';
import type { EffectContext, EntityId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { eachOf } from '../state/quality';
import { sourceObject } from './amount';

/**
 * The players and objects a part of an effect applies to. Targets found illegal on resolution are
 * null in the context and are not affected (608.2b).
 */
export function affected(tx: Tx, who: Affected, ctx: EffectContext): EntityId[] {
  if ('target' in who) return (ctx.targets[who.target] ?? []).filter((t): t is EntityId => t !== null);
  if ('ofTarget' in who) {
    // "creatures target player controls": the filter's "you" is that player.
    const player = ctx.targets[who.ofTarget]?.[0];
    return player && tx.s.players[player] ? eachOf(tx.s, who.each, player, ctx.source) : [];
  }
  if ('each' in who) return eachOf(tx.s, who.each, ctx.controller, ctx.source);
  if ('controllerOfTarget' in who) {
    // 608.2h: the target's controller now, or, once a destruction or exile moved it, its
    // controller as it last existed (what that effect remembered).
    const id = ctx.targets[who.controllerOfTarget]?.[0];
    const now = id ? objectAt(tx.s, id) : undefined;
    if (now) return [now.controller];
    const was = id ? objectAt(tx.s, ctx.object ?? '')?.stackItem?.memory?.[ITS_CONTROLLER] : undefined;
    return typeof was === 'string' ? [was] : [];
  }
  if ('remembered' in who) {
    const id = objectAt(tx.s, ctx.object ?? '')?.stackItem?.memory?.[who.remembered];
    return Array.isArray(id) ? [...id] : id ? [id] : [];
  }
  switch (who.who) {
    case 'controller':
      return [ctx.controller];
    case 'self':
      return [ctx.source];
    case 'eventPlayer':
      return ctx.event?.player ? [ctx.event.player] : [];
    case 'eventCard':
      return ctx.event?.movedTo && objectAt(tx.s, ctx.event.movedTo) ? [ctx.event.movedTo] : [];
    case 'eventObject':
      return ctx.event?.object ? [ctx.event.object] : [];
    case 'attached': {
      // 303.4b, 301.5a: what the Aura or Equipment is attached to; if it has left the battlefield,
      // what it was attached to as it last existed (113.7a, 608.2h), while that permanent is still there.
      const host = sourceObject(tx, ctx)?.attachedTo;
      return host && objectAt(tx.s, host)?.zone === 'battlefield' ? [host] : [];
    }
    case 'eventSpell':
      return ctx.event?.spell ? [ctx.event.spell.id] : [];
  }
}
