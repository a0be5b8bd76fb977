// "Draw a card at the beginning of the next turn's upkeep." (603.7a): a resolving spell or ability
// creates a delayed triggered ability, which triggers once (603.7b) at the next upkeep of a later
// turn (stack/triggers.ts stepBegan), or at the next end step, this turn's if it is still to come.
// "Exile it at the beginning of the next end step." refers to the object the effect made (603.7c). It is its source's ability, named after it (603.7d, 603.7e);
// the source as it is now is kept, for a spell that will be in a graveyard by then (608.2h).
import type { AbilityDef, EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { log, patchState } from '../state/game';
import { STEPS, type DelayedTrigger, type EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';


export function createDelayedTrigger(tx: Tx, e: Extract<EffectDef, { kind: 'delayed' }>, ctx: EffectContext): void {
  const source = objectAt(tx.s, ctx.source) ?? ctx.lki;
  if (!source) return;
  const item = ctx.object ? objectAt(tx.s, ctx.object)?.stackItem : undefined;
  // The index of the ability that created it: the ability's on the stack, or the spell's own text.
  const index = item?.kind === 'ability' ? (item.ability ?? 0) : Math.max(0, (tx.s.cards[source.card]?.abilities ?? []).findIndex((a) => a.kind === 'spell'));
  const ability: AbilityDef = { kind: 'triggered', text: e.text, trigger: { event: 'beginningOfStep', step: e.step, whose: 'each' }, effects: structuredClone(e.effects) };
  // 603.7c: "the next end step" may be this turn's, if it hasn't begun; "the next turn's upkeep" is a
  // later turn's; "at end of combat" (511.2) is this turn's while its end of combat step is still to come.
  const at = STEPS.indexOf(tx.s.turn.step);
  const thisTurn = (e.step === 'end' && at < STEPS.indexOf('end')) || (e.step === 'endOfCombat' && at < STEPS.indexOf('endOfCombat'));
  // 603.7c: the objects it refers to are the ones the effect remembered as it resolved, and those
  // it names now (the event's creature, a target), fixed as it is created.
  const fixed = Object.entries(e.remember ?? {}).map(([key, what]) => {
    const ids = affected(tx, what, ctx);
    return [key, ids.length === 1 ? ids[0] : ids] as const;
  });
  const memory = item?.memory || fixed.length ? { ...(item?.memory ?? {}), ...Object.fromEntries(fixed) } : undefined;
  const d: DelayedTrigger = { step: e.step, afterTurn: tx.s.turn.number - (thisTurn ? 1 : 0), ability, source: source.id, index, card: source.card, controller: ctx.controller, lki: source, ...(memory ? { memory: structuredClone(memory) } : {}) };
  patchState(tx, { delayedTriggers: [...(tx.s.delayedTriggers ?? []), d] });
  log(tx, '603.7a', `${ctx.sourceName} creates a delayed triggered ability: “${e.text}”`, [ctx.source]);
}
