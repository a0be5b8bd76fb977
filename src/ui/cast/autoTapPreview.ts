// Whether a cast or an activation needs the user's go-ahead to auto-tap (601.2g): the caster's
// mana pool can't pay its total cost, and mana abilities of untapped permanents can. Pure.
import { apply, autoTapPlanFor, describe, RulesError, type Action, type GameState } from '../../engine';
import { totalCost } from './costPreview';
import type { AutoTapPreview } from '../uiStore';

export type CastOrActivate = Extract<Action, { type: 'cast' | 'activate' }>;

/**
 * The taps to confirm before dispatching `action`; null to dispatch it as it is: the pool pays,
 * nothing pays (the engine's refusal says why), or the action is refused for another reason
 * (timing, priority, a target), which dispatching shows with its rule.
 */
export function autoTapPreview(s: GameState, action: CastOrActivate): AutoTapPreview | null {
  if (action.autoTap) return null;
  try {
    const plan = autoTapPlanFor(s, action);
    if (!plan?.length) return null;
    apply(s, { ...action, autoTap: true });
    const cost = totalCost(s, action);
    const name = action.type === 'cast' ? describe(s, action.card) : `${describe(s, action.source)}'s ability`;
    return { action, name, cost: 'mana' in cost ? cost.mana.replace(/\{[TQ]\}/g, '') : '', plan };
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
}
