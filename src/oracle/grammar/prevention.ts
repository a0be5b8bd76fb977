// Prevention effects that stop all of some damage (615.1a): "Prevent all combat damage that would be
// dealt by target creature this turn." (a resolving spell or ability, for the turn), "Prevent all
// damage that would be dealt to ~." and "... dealt to and dealt by enchanted creature." (static
// abilities, while their source is on the battlefield).
import type { PreventDirection } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { EffectNode, ModifiedNode, StaticNode } from '../tree';
import { oneSubject } from './continuous';
import { alt, lit, map, opt, re, template, where, type Parser } from './primitives';

const direction: Parser<PreventDirection> = alt<PreventDirection>(
  map(lit('to and dealt by'), () => 'toAndBy'),
  map(lit('to'), () => 'to'),
  map(lit('by'), () => 'by'),
);

const combatOnly = map(opt(lit('combat ')), (c) => c !== undefined && c !== null);

/** One object, fixed as the effect resolves: a target, "that creature", "it", the source. Not "each": its set would be fixed too early. */
const one: Parser<ModifiedNode> = where(oneSubject, (w) => w.kind !== 'each');

/** "Prevent all [combat] damage that would be dealt to/by/to and dealt by <one> this turn." */
export const preventAllThisTurn: Parser<EffectNode> = map(
  template`Prevent all ${combatOnly}damage that would be dealt ${direction} ${one} this turn.`,
  ([combat, d, what], span) => ({ kind: 'preventAll', span, what, direction: d, combatOnly: combat }),
);

const holder = alt(map(lit(SELF), () => 'self' as const), map(re(/(?:enchanted|equipped) creature/), () => 'attached' as const));

/** "Prevent all [combat] damage that would be dealt to ~[ by creatures].", "... dealt by enchanted creature." */
export const preventAllStatic: Parser<StaticNode> = map(
  template`Prevent all ${combatOnly}damage that would be dealt ${direction} ${holder}${opt(lit(' by creatures'))}.`,
  ([combat, d, affects, byCreatures], span): StaticNode => ({
    kind: 'preventAll',
    span,
    affects,
    direction: d,
    combatOnly: combat,
    ...(byCreatures ? { fromCreatures: true as const } : {}),
  }),
);
