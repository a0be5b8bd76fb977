// "You may have ~ enter as a copy of ..." (Clone and its family): a replacement effect that modifies
// how the permanent enters (614.1c); it becomes a copy as it enters, not after (707.5). Exceptions
// that add types are read (707.9a, 707.9b); any other exception leaves the ability unmodelled.
import { SELF } from '../normalize';
import type { StaticNode } from '../tree';
import type { CardType } from '../../engine/state/card';
import { alt, lit, map, opt, re, template, type Parser } from './primitives';
import { permanentNoun } from './target';

const CARD_TYPES: Record<string, CardType> = { artifact: 'Artifact', enchantment: 'Enchantment', creature: 'Creature', land: 'Land' };

type Except = NonNullable<Extract<StaticNode, { kind: 'entersAsCopy' }>['except']>;

/**
 * What "it's a[n] ..." adds: card types in lower case ("an artifact", "an enchantment") or
 * subtypes, capitalized ("an Illusion", "a Shapeshifter Rogue").
 */
const added: Parser<Except> = alt<Except>(
  map(re(/an? (artifact|enchantment|creature|land)(?= in addition)/), (m) => ({ addTypes: [CARD_TYPES[m[1]]] })),
  map(re(/an? ((?:[A-Z][a-z]+)(?: [A-Z][a-z]+)*)(?= in addition)/), (m) => ({ addSubtypes: m[1].split(' ') })),
);

/** ", except it's an artifact in addition to its other types" (707.9b). */
const except: Parser<Except> = map(template`, except it's ${added} in addition to its other ${re(/(creature )?/)}types`, ([a]) => a);

/** "You may have ~ enter as a copy of any creature on the battlefield", "... of a creature you control". */
export const entersAsCopy: Parser<StaticNode> = map(
  template`You may have ${lit(SELF)} enter as a copy of ${re(/(any|an|a) /)}${permanentNoun(false)}${opt(lit(' on the battlefield'))}${opt(except)}.`,
  ([, , of, , ex], span): StaticNode => ({ kind: 'entersAsCopy', span, of, ...(ex ? { except: ex } : {}) }),
);
