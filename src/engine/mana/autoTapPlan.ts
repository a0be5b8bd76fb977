// The auto-tap plan for an action as the engine would pay it: the total cost of a cast (601.2f) or
// an activation, then the mana abilities that would pay what the pool can't (601.2g).
import type { Action } from '../actions';
import { activatedAbilities } from '../casting/abilities';
import { planAutoTap, type PlannedTap } from './autoTap';
import { proposeCast, type Permission } from '../casting/casting';
import { abilities } from '../state/characteristics';
import { exactMana } from '../casting/costs';
import { parseCost, withX } from './mana';
import type { GameState } from '../state/state';
import { objectAt, tableSet } from '../state/objectTable';

/** [] when the pool pays alone, null when nothing can; throws the RulesError the action would. */
export function autoTapPlanFor(s: GameState, a: Extract<Action, { type: 'cast' | 'activate' }>, permission?: Permission): PlannedTap[] | null {
  if (a.type === 'cast') {
    const { cost } = proposeCast(s, a, permission);
    return planAutoTap(s, a.player, cost.mana, exactMana(a.pay));
  }
  const o = objectAt(s, a.source);
  const ability = o && activatedAbilities(abilities(s, o))[a.ability];
  if (!ability) return null;
  const tapsItself = ability.def.cost.tap ? { ...s, objects: tableSet(s.objects, { ...o, tapped: true }) } : s;
  return planAutoTap(tapsItself, a.player, withX(parseCost(ability.def.cost.mana ?? ''), a.x ?? 0), exactMana(a.pay));
}
