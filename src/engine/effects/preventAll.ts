// "Prevent all damage that would be dealt to ~", "Prevent all combat damage that would be dealt by
// target creature this turn" (615.1a): prevention effects that stop all of some damage, from a
// static ability while its source is on the battlefield (611.3) or from a resolved spell or ability
// until the cleanup step (514.2). Prevented damage never happens (615.6): no life lost, no damage
// marked, no lifelink, no "is dealt damage" trigger.
import type { EffectDef, PreventDirection } from '../state/card';
import { abilities, colors, isCreature, isType } from '../state/characteristics';
import { ask } from '../stack/agenda';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, listed, log, optionsFor, patchState, playerName, possessive } from '../state/game';
import type { DamagePrevention, EffectContext, EntityId, GameObject, Instruction, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { abilityIndex } from '../casting/abilityIndex';
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
export function preventionOf(tx: Tx, from: GameObject | undefined, sourceId: ObjectId, to: EntityId, combat: boolean): { by: string; rule: '615.1a' | '615.8'; thenRemoveCounter?: string } | undefined {
  const s = tx.s;
  const list = s.damagePreventions ?? [];
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (p.combatOnly && !combat) continue;
    if (p.from !== undefined) {
      // 615.8: "the next time [that source] would deal damage": this instance of damage only, then it is used up.
      if (p.from !== sourceId || !(p.anyRecipient || p.objects.includes(to))) continue;
      if (p.next) setPreventions(tx, list.filter((_, j) => j !== i));
      return p.next ? { by: `${possessive(p.source.name)} effect, the next time that source would deal damage`, rule: '615.8' } : { by: `${possessive(p.source.name)} effect, all damage that source would deal this turn`, rule: '615.1a' };
    }
    if ((covers(p.direction, 'to') && p.objects.includes(to)) || (covers(p.direction, 'by') && p.objects.includes(sourceId))) return { by: `${possessive(p.source.name)} effect`, rule: '615.1a' };
  }
  const recipient = s.players[to] ? undefined : objectAt(s, to);
  let then: string | undefined;
  const statics = (o: GameObject, side: 'to' | 'by'): string | undefined => {
    const check = (holder: GameObject, affects: 'self' | 'attached') => {
      for (const a of abilities(s, holder)) {
        if (a.kind !== 'static' || a.rule?.kind !== 'preventAll' || a.rule.affects !== affects) continue;
        const r = a.rule;
        if ((r.combatOnly && !combat) || !covers(r.direction, side)) continue;
        if (r.fromCreatures && !(from && isCreature(s, from))) continue;
        then = r.thenRemoveCounter;
        return `${possessive(holder.card)} "${a.text}"`;
      }
      return undefined;
    };
    const own = check(o, 'self');
    if (own) return own;
    // An attachment's prevention is a static ability: only those permanents are looked at, as
    // each damage event of a combat asks (the object table, which attachmentsOn keys on, changes with each).
    for (const id of abilityIndex(s).withStatic) {
      const a = objectAt(s, id);
      if (a.attachedTo !== o.id) continue;
      const by = check(a, 'attached');
      if (by) return by;
    }
    return undefined;
  };
  const r = recipient?.zone === 'battlefield' ? statics(recipient, 'to') : undefined;
  const b = !r && from?.zone === 'battlefield' ? statics(from, 'by') : undefined;
  return r || b ? { by: (r ?? b)!, rule: '615.1a', ...(then ? { thenRemoveCounter: then } : {}) } : undefined;
}

function setPreventions(tx: Tx, list: DamagePrevention[]): void {
  patchState(tx, {});
  // patchState made tx.s this transaction's own record: the key is removed when none is left, not set to undefined (state.ts).
  if (list.length) tx.s.damagePreventions = list;
  else delete tx.s.damagePreventions;
}

/** 514.2: the resolved effects end in the cleanup step. */
export function endDamagePreventions(tx: Tx): void {
  if (!tx.s.damagePreventions) return;
  setPreventions(tx, []);
  log(tx, '514.2', '"Prevent ... damage ... this turn" effects end.');
}

type Of<K> = Extract<EffectDef, { kind: K }>;

/**
 * 609.7a: the sources a player may choose: a permanent, or a spell on the stack (and the source of an
 * ability on the stack), of the quality the words name, as they are now.
 */
function sourcesToChoose(tx: Tx, q: Of<'preventNextFromSource'>['quality']): ObjectId[] {
  const s = tx.s;
  const ids = [...s.battlefield, ...s.stack.map((id) => objectAt(s, id)).map((o) => (o.stackItem?.kind === 'ability' ? o.stackItem.source : o.id))];
  return [...new Set(ids)].filter((id): id is ObjectId => {
    if (id === undefined) return false;
    const o = objectAt(s, id);
    if (!o) return false;
    if (q?.colors && !q.colors.some((c) => colors(s, o).includes(c))) return false;
    if (q?.types && !q.types.some((t) => isType(s, o, t))) return false;
    return true;
  });
}

/**
 * "The next time a red source of your choice would deal damage to you this turn, prevent that
 * damage." (615.8): the source is chosen as the effect is created (609.7a), by its controller.
 */
export function preventNextFromSource(tx: Tx, e: Of<'preventNextFromSource'>, ctx: EffectContext, ins: Extract<Instruction, { op: 'effect' }>): void {
  const to = e.to ? affected(tx, e.to, ctx).filter((id) => tx.s.players[id] !== undefined || objectAt(tx.s, id)?.zone === 'battlefield') : [];
  if (e.to && to.length === 0) return;
  // 615.1a: "Prevent all damage a source of your choice would deal this turn": every time, not the next only (615.8).
  const rule = e.all ? '615.1a' : '615.8';
  const options = sourcesToChoose(tx, e.quality);
  if (options.length === 0) {
    log(tx, rule, `${ctx.sourceName}: there is no source ${playerName(tx.s, ctx.controller)} could choose; nothing is prevented.`, [ctx.source]);
    return;
  }
  if (ins.answer === undefined) {
    ask(tx, { kind: 'pick', player: ctx.controller, prompt: `${ctx.sourceName}: ${playerName(tx.s, ctx.controller)} chooses a source; ${e.all ? 'all' : 'the next'} damage it would deal this turn${to.length ? ` to ${listed(to.map((id) => describe(tx.s, id)))}` : ''} is prevented.`, rule, options: optionsFor(tx.s, options), min: 1, max: 1, then: ins });
    return;
  }
  const chosen = (ins.answer as ObjectId[])[0];
  if (!options.includes(chosen)) throw new RulesError(`Choose one of the sources ${ctx.sourceName} allows`, rule);
  const p: DamagePrevention = { objects: to, direction: 'to', combatOnly: false, source: { id: ctx.source, name: ctx.sourceName }, from: chosen, ...(e.all ? {} : { next: true as const }), ...(e.to ? {} : { anyRecipient: true as const }) };
  patchState(tx, { damagePreventions: [...(tx.s.damagePreventions ?? []), p] });
  log(tx, rule, `${ctx.sourceName}: ${e.all ? 'all damage' : 'the next time'} ${describe(tx.s, chosen)} would deal${e.all ? '' : ' damage'}${to.length ? ` to ${listed(to.map((id) => describe(tx.s, id)))}` : ''} this turn, that damage is prevented.`, [ctx.source, chosen, ...to]);
}
