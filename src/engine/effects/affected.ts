import type { Affected } from '../state/card';
import type { Tx } from '../state/game';
import type { EffectContext, EntityId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { eachOf } from '../state/quality';

/**
 * The players and objects a part of an effect applies to. Targets found illegal on resolution are
 * null in the context and are not affected (608.2b).
 */
export function affected(tx: Tx, who: Affected, ctx: EffectContext): EntityId[] {
  if ('target' in who) return (ctx.targets[who.target] ?? []).filter((t): t is EntityId => t !== null);
  if ('each' in who) return eachOf(tx.s, who.each, ctx.controller, ctx.source);
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
      // 301.5, 303.4: the object the source is attached to now, or was as it last existed (608.2h).
      const to = (objectAt(tx.s, ctx.source) ?? ctx.lki)?.attachedTo;
      return to !== undefined ? [to] : [];
    }
    case 'eventSpell':
      return ctx.event?.spell ? [ctx.event.spell.id] : [];
  }
}
