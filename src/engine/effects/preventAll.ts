// "Prevent all damage that would be dealt to ~", "Prevent all combat damage that would be dealt by
// target creature this turn" (615.1a): prevention effects that stop all of some damage, from a
// static ability while its source is on the battlefield (611.3) or from a resolved spell or ability
// until the cleanup step (514.2). Prevented damage never happens (615.6): no life lost, no damage
// marked, no lifelink, no "is dealt damage" trigger.
import type { EffectDef, PreventDirection } from '../state/card';
import { abilities, isCreature } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, listed, log, patchState, possessive } from '../state/game';
import type { DamagePrevention, EffectContext, EntityId, GameObject, GameState, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { attachmentsOn } from '../state/attachment';
import { affected } from './affected';

const words = (d: PreventDirection, combatOnly: boolean) => `all ${combatOnly ? 'combat ' : ''}damage that would be dealt ${d === 'to' ? 'to' : d === 'by' ? 'by' : 'to and dealt by'}`;

/** The resolved effect: the objects are fixed now (a permanent that left is a new object, 400.7). */
export function preventAll(tx: Tx, e: Extract<EffectDef, { kind: 'preventAll' }>, ctx: EffectContext): void {
  const objects = affected(tx, e.what, ctx).filter((id) => tx.s.players[id] !== undefined || objectAt(tx.s, id)?.zone === 'battlefield');
  if (objects.length === 0) return;
  const p: DamagePrevention = { objects, direction: e.direction, combatOnly: e.combatOnly, source: { id: ctx.source, name: ctx.sourceName } };
  patchState(tx, { damagePreventions: [...(tx.s.damagePreventions ?? []), p] });
  log(tx, '615.1a', `${ctx.sourceName}: ${words(e.direction, e.combatOnly)} ${listed(objects.map((id) => describe(tx.s, id)))} this turn will be prevented.`, [ctx.source, ...objects]);
}

const covers = (d: PreventDirection, side: 'to' | 'by') => d === 'toAndBy' || d === side;

/**
 * The prevention effect that stops this damage, described for the log, or undefined. `from` is the
 * source (or its last known information); `to` the player or permanent it would be dealt to.
 */
export function preventionOf(s: GameState, from: GameObject | undefined, sourceId: ObjectId, to: EntityId, combat: boolean): string | undefined {
  for (const p of s.damagePreventions ?? []) {
    if (p.combatOnly && !combat) continue;
    if ((covers(p.direction, 'to') && p.objects.includes(to)) || (covers(p.direction, 'by') && p.objects.includes(sourceId))) return `${possessive(p.source.name)} effect`;
  }
  const recipient = s.players[to] ? undefined : objectAt(s, to);
  const statics = (o: GameObject, side: 'to' | 'by'): string | undefined => {
    const check = (holder: GameObject, affects: 'self' | 'attached') => {
      for (const a of abilities(s, holder)) {
        if (a.kind !== 'static' || a.rule?.kind !== 'preventAll' || a.rule.affects !== affects) continue;
        const r = a.rule;
        if ((r.combatOnly && !combat) || !covers(r.direction, side)) continue;
        if (r.fromCreatures && !(from && isCreature(s, from))) continue;
        return `${possessive(holder.card)} "${a.text}"`;
      }
      return undefined;
    };
    const own = check(o, 'self');
    if (own) return own;
    for (const id of attachmentsOn(s, o.id)) {
      const by = check(objectAt(s, id), 'attached');
      if (by) return by;
    }
    return undefined;
  };
  if (recipient?.zone === 'battlefield') {
    const r = statics(recipient, 'to');
    if (r) return r;
  }
  if (from?.zone === 'battlefield') return statics(from, 'by');
  return undefined;
}

/** 514.2: the resolved effects end in the cleanup step. */
export function endDamagePreventions(tx: Tx): void {
  if (!tx.s.damagePreventions) return;
  patchState(tx, {});
  // patchState made tx.s this transaction's own record: the key is removed, not set to undefined (state.ts).
  delete tx.s.damagePreventions;
  log(tx, '514.2', '"Prevent all damage ... this turn" effects end.');
}
