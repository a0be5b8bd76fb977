// "Sacrifice ~ unless you ..." (118.12a: "[A player may do something else]. If [that player
// doesn't], [do something]."), the choice made as the ability resolves (603.5). One reader for what
// the controller may do instead:
// - sacrifice: "a creature", "a Forest" (Plant Elemental), "a Pegasus" (Sacred Mesa), "two
//   Mountains" (Rathi Dragon), "four creatures" (Hecatomb);
// - return to its owner's hand: "a non-Lair land you control" (the Lairs), "a land you control"
//   (Living Tsunami), "another creature you control" (Quickling), "an untapped Island you control"
//   (Coral Atoll), "two Forests you control" (Bull Elephant), "an enchantment" (Drake Familiar: any
//   player's);
// - discard: "a card" (Masticore), "a card at random" (Balduvian Horde), "a land card" (Fallow
//   Wurm), "a noncreature card" (Drekavac), "two cards" (Avatar of Discord);
// - pay: "{1}" (Transguild Promenade), "1 life" (Vile Consumption);
// and "sacrifice it unless {U} was spent to cast it" (Azorius Herald), nothing to choose.
// "it" is the source after its own event (lowerSelf.ts).
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import type { CardType } from '../../engine/state/card';
import { isCreatureType } from '../../engine/state/creatureTypes';
import { cardType } from './target';
import { manaTypeSymbol } from './mana';
import { alt, lit, map, opt, re, template, where, type Parser } from './primitives';

const BASIC_LAND_TYPE = re(/(Plains|Island|Swamp|Mountain|Forest)(?![\w])/);
const BASIC_LAND_TYPES = re(/(Plains|Island|Swamp|Mountain|Forest)s?(?![\w])/);
const CREATURE_TYPE = where(map(re(/([A-Z][a-z]+)(?![\w-])/), (m) => m[1]), isCreatureType);
const PLURAL_TYPES: Record<string, CardType> = { creatures: 'Creature', lands: 'Land', artifacts: 'Artifact', enchantments: 'Enchantment' };
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const many = map(re(/(two|three|four|five) /), (m) => NUMBERS[m[1]]);

const who = alt(map(lit(SELF), () => false), map(alt(lit('it'), lit('It')), () => true));

/** What the controller may sacrifice or return instead: "a creature", "a Forest", "a non-Lair land", "another creature", "an untapped Island", "two Mountains". */
type Instead = { type: CardType; subtype?: string; notSubtype?: string; another?: true; untapped?: true; count?: number };
const kind = alt<Instead>(
  map(BASIC_LAND_TYPE, (m) => ({ type: 'Land' as CardType, subtype: m[1] })),
  map(template`non-${re(/([A-Z][a-z]+)/)} ${cardType}`, ([m, type]) => ({ type, notSubtype: m[1] })),
  map(cardType, (type) => ({ type })),
  map(CREATURE_TYPE, (subtype) => ({ type: 'Creature' as CardType, subtype })),
);
const several = alt<Instead>(
  map(template`${many}${BASIC_LAND_TYPES}`, ([count, m]) => ({ type: 'Land' as CardType, subtype: m[1], count })),
  map(template`${many}${re(/(creatures|lands|artifacts|enchantments)(?![\w])/)}`, ([count, m]) => ({ type: PLURAL_TYPES[m[1]], count })),
);
const instead = alt<Instead>(
  map(template`another ${cardType}`, ([type]) => ({ type, another: true as const })),
  map(template`${re(/an? /)}${opt(lit('untapped '))}${kind}`, ([, untapped, k]) => ({ ...k, ...(untapped ? { untapped: true as const } : {}) })),
  several,
);

/** "a card", "a card at random", "a land card", "a noncreature card", "two cards" from the hand (701.9a). */
type Discarded = { count: number; type?: CardType; non?: true; atRandom?: true };
const discarded = alt<Discarded>(
  map(template`${re(/an? /)}${opt(lit('non'))}${cardType} card`, ([, non, type]) => ({ count: 1, type, ...(non ? { non: true as const } : {}) })),
  map(template`a card${opt(lit(' at random'))}`, ([random]) => ({ count: 1, ...(random ? { atRandom: true as const } : {}) })),
  map(template`${many}cards`, ([count]) => ({ count })),
);

const node = (act: 'sacrifice' | 'return' | 'discard' | 'payLife', it: boolean, rest: object, span: EffectNode['span']): EffectNode =>
  ({ kind: 'sacrificeUnless', span, act, ...rest, ...(it ? { it: true as const } : {}) }) as EffectNode;

export const sacrificeUnless: Parser<EffectNode> = alt<EffectNode>(
  map(template`Sacrifice ${who} unless you sacrifice ${instead}.`, ([it, i], span) => node('sacrifice', it, i, span)),
  map(template`Sacrifice ${who} unless you return ${instead} you control to ${re(/its|their/)} owner's hand.`, ([it, i], span) => node('return', it, i, span)),
  // "unless you return an enchantment to its owner's hand" (Drake Familiar): any player's.
  map(template`Sacrifice ${who} unless you return ${instead} to its owner's hand.`, ([it, i], span) => node('return', it, { ...i, anyController: true }, span)),
  map(template`Sacrifice ${who} unless you discard ${discarded}.`, ([it, d], span) => node('discard', it, d, span)),
  map(template`Sacrifice ${who} unless you pay ${re(/(\d+) life/)}.`, ([it, m], span) => node('payLife', it, { life: Number(m[1]) }, span)),
  // "sacrifice it unless {U} was spent to cast it" (Azorius Herald): the mana spent to cast the spell it was (601.2h).
  map(template`Sacrifice it unless ${manaTypeSymbol} was spent to cast it.`, ([spent], span) => ({ kind: 'sacrificeSelf', span, unlessSpent: spent, it: true as const })),
  // 118.12a: "unless you pay {2}" means "you may pay {2}; if you don't, sacrifice ~" (mana without X or hybrid).
  map(template`Sacrifice ${who} unless you pay ${re(/(?:\{(?:\d+|[WUBRGC])\})+/)}.`, ([it, m], span) => ({ kind: 'sacrificeSelf', span, unlessPays: m[0], ...(it ? { it: true as const } : {}) })),
);
