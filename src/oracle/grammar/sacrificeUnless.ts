// "Sacrifice ~ unless you ..." (118.12a: "[A player may do something else]. If [that player
// doesn't], [do something]."), the choice made as the ability resolves (603.5): "sacrifice ~ unless
// you sacrifice a creature", "sacrifice it unless you sacrifice a Forest" (Plant Elemental),
// "sacrifice it unless you return a non-Lair land you control to its owner's hand." (the Lairs),
// "... return a land you control ..." (Living Tsunami), "... return another creature you control
// ..." (Quickling), "... return an untapped Island you control ..." (Coral Atoll), and
// "sacrifice it unless you pay {1}." (Transguild Promenade). "it" is the source after its own
// event (lowerSelf.ts).
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import type { CardType } from '../../engine/state/card';
import { cardType } from './target';
import { alt, lit, map, opt, re, template, type Parser } from './primitives';

const BASIC_LAND_TYPE = re(/(Plains|Island|Swamp|Mountain|Forest)(?![\w])/);

const who = alt(map(lit(SELF), () => false), map(alt(lit('it'), lit('It')), () => true));

/** What the controller may sacrifice or return instead: "a creature", "a Forest", "a non-Lair land", "another creature", "an untapped Island". */
type Instead = { type: CardType; subtype?: string; notSubtype?: string; another?: true; untapped?: true };
const kind = alt<Instead>(
  map(BASIC_LAND_TYPE, (m) => ({ type: 'Land' as CardType, subtype: m[1] })),
  map(template`non-${re(/([A-Z][a-z]+)/)} ${cardType}`, ([m, type]) => ({ type, notSubtype: m[1] })),
  map(cardType, (type) => ({ type })),
);
const instead = alt<Instead>(
  map(template`another ${cardType}`, ([type]) => ({ type, another: true as const })),
  map(template`${re(/an? /)}${opt(lit('untapped '))}${kind}`, ([, untapped, k]) => ({ ...k, ...(untapped ? { untapped: true as const } : {}) })),
);

export const sacrificeUnless: Parser<EffectNode> = alt<EffectNode>(
  map(template`Sacrifice ${who} unless you sacrifice ${instead}.`, ([it, i], span) => ({ kind: 'sacrificeUnless', span, act: 'sacrifice' as const, ...i, ...(it ? { it: true as const } : {}) })),
  map(template`Sacrifice ${who} unless you return ${instead} you control to its owner's hand.`, ([it, i], span) => ({ kind: 'sacrificeUnless', span, act: 'return' as const, ...i, ...(it ? { it: true as const } : {}) })),
  // 118.12a: "unless you pay {1}" of the source after its own event ("When ~ enters, sacrifice it unless you pay {1}.").
  map(template`Sacrifice it unless you pay ${re(/(?:\{(?:\d+|[WUBRGC])\})+/)}.`, ([m], span) => ({ kind: 'sacrificeSelf', span, unlessPays: m[0], it: true as const })),
);
