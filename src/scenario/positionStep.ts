// The step a position starts in (SCENARIO.md, "Positions"): one where a player gets priority, and
// not one that exists only in a combat under way (a position has none).
import { COMBAT_ONLY_STEPS, STEP_NAMES, STEPS, type Step } from '../engine';
import { ScenarioError } from './errors';
import { oneOf, type Json } from './validate';

const PLAYABLE_STEPS = STEPS.filter((s) => s !== 'untap' && s !== 'cleanup');

/** A position's step: one with priority, and no combat under way (SCENARIO.md, "Positions"). */
export function positionStep(v: Json, path: string): Step {
  const step = oneOf(v, path, PLAYABLE_STEPS) as Step;
  if (COMBAT_ONLY_STEPS.includes(step)) {
    throw new ScenarioError(path, `a position has no combat under way, so it can't be in the ${STEP_NAMES[step]}: start in "declareAttackers" (no attackers declared yet) and declare them with "choose"`);
  }
  return step;
}

