// The total cost of a cast (601.2f) or an activation, as the engine determines it: the mana to
// pay and the other parts (life, objects to sacrifice, discard or exile). Or why it can't be cast.
import { abilities, activatedAbilities, costString, describe, parseCost, playerName, RulesError, withX, type Action, type GameState } from '../../engine';
import { proposeCast } from '../../engine';
import { castOptions, draftAction } from './castFlow';
import { castChoiceCard } from '../prompts/choiceDraft';
import type { Draft } from '../uiStore';
import { objectAt } from '../../engine';

type CastOrActivate = Extract<Action, { type: 'cast' | 'activate' }>;

export type CostView = { mana: string; other: string[] } | { reason: string; rule: string };

/** A loyalty ability's cost (606.4): loyalty counters put on or removed, X as announced. */
function loyaltyCost(s: GameState, a: Extract<CastOrActivate, { type: 'activate' }>, loyalty: number | 'minusX' | undefined): string[] {
  if (loyalty === undefined) return [];
  const n = loyalty === 'minusX' ? -(a.x ?? 0) : loyalty;
  const counters = (k: number) => `${k} loyalty counter${k === 1 ? '' : 's'}`;
  if (n > 0) return [`put ${counters(n)} on ${describe(s, a.source)}`];
  if (n < 0) return [`remove ${counters(-n)} from ${describe(s, a.source)}`];
  return [];
}

/** "Remove X +1/+1 counters from ~", "Put a -1/-1 counter on ~" (601.2h, 122.6): counters removed from or put on the source, X as announced. */
function counterCost(s: GameState, a: Extract<CastOrActivate, { type: 'activate' }>, c: { counter: string; count: number | 'X' } | undefined, verb: 'remove' | 'put'): string[] {
  const n = c && (c.count === 'X' ? (a.x ?? 0) : c.count);
  if (!c || !n) return [];
  return [`${verb} ${n} ${c.counter} counter${n === 1 ? '' : 's'} ${verb === 'remove' ? 'from' : 'on'} ${describe(s, a.source)}`];
}

/** The action's total cost; `during`: cast as a resolving effect allows (608.2g). */
export function totalCost(s: GameState, a: CastOrActivate, during?: { withoutPaying: boolean }): CostView {
  try {
    if (a.type === 'activate') {
      const def = activatedAbilities(abilities(s, objectAt(s, a.source)))[a.ability]?.def;
      const cost = def?.cost;
      const other = [
        ...loyaltyCost(s, a, cost?.loyalty),
        ...(cost?.life ? [`pay ${cost.life} life`] : []),
        ...(cost?.sacrificeSelf ? [`sacrifice ${describe(s, a.source)}`] : []),
        ...(cost?.discardSelf ? [`discard ${describe(s, a.source)}`] : []),
        ...(cost?.returnSelf ? [`return ${describe(s, a.source)} to its owner's hand`] : []),
        ...counterCost(s, a, cost?.removeCounters, 'remove'),
        ...counterCost(s, a, cost?.putCounters, 'put'),
        ...(a.costs?.sacrifice ?? []).filter((id) => id !== a.source).map((id) => `sacrifice ${describe(s, id)}`),
        ...(a.costs?.discard ?? []).filter((id) => id !== a.source).map((id) => `discard ${describe(s, id)}`),
        ...(a.costs?.tap ?? []).map((id) => `tap ${describe(s, id)}`),
        ...(a.costs?.exile ?? []).map((id) => `exile ${describe(s, id)} from your graveyard`),
      ];
      return { mana: costString(withX(parseCost(cost?.mana ?? ''), a.x ?? 0)) + (cost?.tap ? '{T}' : '') + (cost?.untap ? '{Q}' : ''), other };
    }
    const { cost, assist } = proposeCast(s, a, during && { ...during, duringResolution: true });
    const other = [
      ...(cost.life ? [`pay ${cost.life} life`] : []),
      ...cost.sacrifice.map((id) => `sacrifice ${describe(s, id)}`),
      ...cost.discard.map((id) => `discard ${describe(s, id)}`),
      ...cost.exile.map((id) => `exile ${describe(s, id)} from your hand`),
      // 118.8: additional costs stated as an activation cost states them (casualty, conspire too).
      ...(cost.spellCosts ?? []).flatMap(({ chosen }) => [
        ...chosen.sacrifice.map((id) => `sacrifice ${describe(s, id)}`),
        ...chosen.tap.map((id) => `tap ${describe(s, id)}`),
        ...chosen.discard.map((id) => `discard ${describe(s, id)}`),
        ...chosen.exile.map((id) => `exile ${describe(s, id)} from your graveyard`),
      ]),
      ...(cost.replicated ? [`replicate paid ${cost.replicated === 1 ? 'once' : `${cost.replicated} times`} (in the mana)`] : []),
      // 702.132a: the assisting player's part, paid from their pool before the caster pays the rest.
      ...(assist ? [`${playerName(s, assist.player)} pays {${assist.amount}} of the generic mana (assist)`] : []),
    ];
    return { mana: costString(cost.mana), other };
  } catch (e) {
    if (e instanceof RulesError) return { reason: e.reason, rule: e.rule };
    throw e;
  }
}

/** The total cost of the draft's spell or ability, as it stands. */
export function draftCost(s: GameState, d: Draft): CostView {
  if (!d.for) return totalCost(s, draftAction(s, d));
  const how = castChoiceCard(s);
  const o = objectAt(s, d.source);
  const as = how?.as === 'miracle' || how?.as === 'madness' ? { as: how.as } : {};
  return totalCost(s, { type: 'cast', player: d.player, card: d.source, ...castOptions(s, d), ...as, from: o?.zone }, { withoutPaying: how?.as === 'withoutPaying' });
}
