// Whether a cast or an activation needs the user's go-ahead to auto-tap (601.2g): the caster's
// mana pool can't pay its cost, and mana abilities of untapped permanents can. Pure.
import { activatedAbilities, apply, cardOf, costString, isManaAbility, parseCost, RulesError, withX, type Action, type GameState } from '../engine';
import { planAutoTap } from '../engine/autoTap';
import type { AutoTapPreview } from './uiStore';

export type CastOrActivate = Extract<Action, { type: 'cast' | 'activate' }>;

/**
 * The taps to confirm before dispatching `action`; null to dispatch it as it is: the pool pays,
 * nothing pays (the engine's refusal says why), or the action is refused for another reason
 * (timing, priority, a target), which dispatching shows with its rule.
 */
export function autoTapPreview(s: GameState, action: CastOrActivate): AutoTapPreview | null {
  if (action.autoTap) return null;
  const o = s.objects[action.type === 'cast' ? action.card : action.source];
  if (!o) return null;
  const def = cardOf(s, o);
  let text: string | undefined;
  let name: string;
  if (action.type === 'cast') {
    text = def.manaCost;
    name = def.name;
  } else {
    const ability = activatedAbilities(def.abilities)[action.ability]?.def;
    if (!ability || isManaAbility(ability)) return null;
    text = ability.cost.mana;
    name = `${def.name}'s ability`;
  }
  if (!text) return null;
  let cost;
  try {
    cost = withX(parseCost(text), action.x ?? 0);
  } catch {
    return null;
  }
  const plan = planAutoTap(s, action.player, cost);
  if (!plan || plan.length === 0) return null;
  try {
    apply(s, { ...action, autoTap: true });
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
  return { action, name, cost: costString(cost), plan };
}
