// The monarch (725): "You become the monarch." as an effect (725.1, 725.3), and the conditions "if
// you're the monarch", "if an opponent is the monarch" (read where a static ability's "as long as"
// is, grammar/staticEffect.ts `condition`).
import type { EffectNode, StaticConditionNode, TriggerNode } from '../tree';
import { alt, lit, map, re, type Parser } from './primitives';

/** "You become the monarch." (725.1: an effect makes a player the monarch). */
export const becomeMonarch: Parser<EffectNode> = map(lit('You become the monarch.'), (_, span): EffectNode => ({ kind: 'becomeMonarch', span }));

/** "you're the monarch", "you are the monarch", "an opponent is the monarch" (725.1). */
export const monarchCondition: Parser<StaticConditionNode> = alt<StaticConditionNode>(
  map(alt(lit("you're the monarch"), lit('you are the monarch')), (_, span): StaticConditionNode => ({ kind: 'monarch', span, who: 'you' })),
  map(lit('an opponent is the monarch'), (_, span): StaticConditionNode => ({ kind: 'monarch', span, who: 'opponent' })),
);

/** "Whenever you become the monarch" (725.1): not when the player already is (725.3 makes no one cease). */
export const becomesMonarchTrigger: Parser<TriggerNode> = map(re(/Whenever you become the monarch(?![\w ])/), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'becomesMonarch' }));
