// "If that creature would die this turn, exile it instead.", "If a creature dealt damage this way
// would die this turn, exile it instead." (a resolving spell's replacement effect for the turn), and
// "If a creature dealt damage by ~ this turn would die, exile it instead." (a static ability): 614.1a.
import type { CardType } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { EffectNode, StaticNode } from '../tree';
import { alt, lit, map, re, template, type Parser } from './primitives';

const exileInstead = lit(', exile it instead.');

export const exileIfDiesThisTurn: Parser<EffectNode> = alt<EffectNode>(
  map(template`If ${alt(lit('that creature or planeswalker'), lit('that creature'))} would die this turn${exileInstead}`, (_, span) => ({ kind: 'exileIfDies', span, what: 'that' })),
  map(template`If a ${re(/(creature|permanent)/)} dealt damage this way would die this turn${exileInstead}`, ([m], span) => ({
    kind: 'exileIfDies',
    span,
    what: 'dealtThisWay',
    ...(m[1] === 'creature' ? { types: ['Creature'] as CardType[] } : {}),
  })),
);

export const exileIfDamagedDies: Parser<StaticNode> = map(
  template`If a creature dealt damage by ${alt(map(lit(SELF), () => 'self' as const), map(re(/(?:enchanted|equipped) creature/), () => 'attached' as const))} this turn would die${exileInstead}`,
  ([by], span) => ({ kind: 'exileIfDamagedDies', span, by }),
);
