// "If that creature would die this turn, exile it instead.", "If a creature dealt damage this way
// would die this turn, exile it instead." (a resolving spell's replacement effect for the turn), and
// "If a creature dealt damage by ~ this turn would die, exile it instead." (a static ability): 614.1a.
// "If a card or token would be put into a graveyard from anywhere, exile it instead." and its kin
// (Rest in Peace, Dryad Militant, Leyline of the Void, a disturb card's back face): 614.1a, 614.6.
import type { CardType, GraveyardBound, GraveyardOwner } from '../../engine/state/card';
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

/** What would be put into a graveyard: "~", "a card", "a card or token", "an instant or sorcery card". */
const bound: Parser<GraveyardBound> = alt<GraveyardBound>(
  map(lit(SELF), (): GraveyardBound => ({ self: true })),
  map(lit('a card or token'), (): GraveyardBound => ({ tokens: true })),
  map(lit('an instant or sorcery card'), (): GraveyardBound => ({ types: ['Instant', 'Sorcery'] })),
  map(lit('a card'), (): GraveyardBound => ({})),
);
const whoseGraveyard = alt<GraveyardOwner>(
  map(lit('a graveyard'), () => 'any'),
  map(lit('your graveyard'), () => 'you'),
  map(lit("an opponent's graveyard"), () => 'opponent'),
);

/** "If a card or token would be put into a graveyard from anywhere, exile it instead." (614.1a) */
export const exileInsteadOfGraveyard: Parser<StaticNode> = map(
  template`If ${bound} would be put into ${whoseGraveyard} from anywhere${exileInstead}`,
  ([what, whose], span) => ({ kind: 'exileInsteadOfGraveyard', span, what, whose }),
);
