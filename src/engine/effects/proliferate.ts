// Proliferate (701.34a): choose any number of permanents and/or players that have a counter, then
// give each one additional counter of each kind it already has. One `pick` of the player who
// proliferates, listing the permanents with counters and the players with poison counters (the
// one kind of player counter the sandbox keeps, 122.1f); `[]` chooses none.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { describe, getPlayer, isPlayer, log, optionsFor, patchObject, patchPlayer } from '../state/game';
import type { EffectContext, EntityId, Instruction, ObjectId, PlayerId } from '../state/state';
import { checkWithin } from '../state/limits';
import { objectAt } from '../state/objectTable';
import { resolvingName } from './resolvingName';
import { countersPut } from '../stack/counterTriggers';

type Ins = Extract<Instruction, { op: 'effect' }>;

/** Its counters by kind, each with one more. */
const plusOne = (counters: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(counters).map(([kind, n]) => (n > 0 ? [kind, n + 1] : [kind, n])));

export function proliferate(tx: Tx, _e: Extract<EffectDef, { kind: 'proliferate' }>, ctx: EffectContext, ins: Ins): void {
  const s = tx.s;
  const permanents = s.battlefield.filter((id) => Object.values(objectAt(s, id).counters).some((n) => n > 0));
  const players = s.order.filter((id) => (getPlayer(s, id).poison ?? 0) > 0);
  const candidates: EntityId[] = [...permanents, ...players];
  if (candidates.length === 0) {
    log(tx, '701.34a', `${getPlayer(s, ctx.controller).name} proliferates: no permanent or player has a counter.`, [ctx.controller]);
    return;
  }
  if (ins.answer === undefined) {
    ask(tx, {
      kind: 'pick',
      player: ctx.controller,
      prompt: `As ${resolvingName(s, ctx)} resolves, ${getPlayer(s, ctx.controller).name} proliferates: choose any number of permanents and/or players that have a counter; each gets one more counter of each kind it already has.`,
      rule: '701.34a',
      options: optionsFor(s, candidates),
      min: 0,
      max: candidates.length,
      then: ins,
    });
    return;
  }
  const chosen = ins.answer as EntityId[];
  for (const id of chosen) {
    if (isPlayer(tx.s, id)) {
      const p = getPlayer(tx.s, id as PlayerId);
      const before = p.poison ?? 0;
      checkWithin('counters', before + 1, '701.34a');
      patchPlayer(tx, p.id, { poison: before + 1 });
      log(tx, '701.34a', `${p.name} gets another poison counter (${before} → ${before + 1}).`, [p.id]);
      continue;
    }
    const o = objectAt(tx.s, id as ObjectId);
    const kinds = Object.entries(o.counters).filter(([, n]) => n > 0).map(([kind]) => kind);
    for (const kind of kinds) checkWithin('counters', o.counters[kind] + 1, '701.34a');
    patchObject(tx, o.id, { counters: plusOne(o.counters) });
    log(tx, '701.34a', `${describe(tx.s, o.id)} gets another ${kinds.join(' counter and another ')} counter.`, [o.id]);
    for (const kind of kinds) countersPut(tx, o.id, kind, 1);
  }
  if (chosen.length === 0) log(tx, '701.34a', `${getPlayer(tx.s, ctx.controller).name} proliferates, choosing nothing.`, [ctx.controller]);
}
