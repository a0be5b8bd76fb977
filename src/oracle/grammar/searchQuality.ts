// The qualities a library search names beyond basic lands (701.23a): "a creature card with mana
// value 3 or less", "a Rebel permanent card with mana value 4 or less", "an Aura card", "a card
// named ~", "up to three cards named ~". A search for a card of a stated quality may find none (701.23b).
import type { CardType } from '../../engine/state/card';
import { isCreatureType } from '../../engine/state/creatureTypes';
import { SELF } from '../normalize';
import { number } from './quantity';
import { alt, lit, map, opt, re, template, where, type Parser } from './primitives';

export type SearchQuality = {
  count?: number;
  types?: CardType[];
  subtypes?: string[];
  /** "permanent card": a card of a permanent type (110.4b). */
  permanent?: true;
  /** "with mana value N or less" (202.3) */
  manaValueAtMost?: number;
  /** "named ~": the card with the source's name (201.4b). */
  named?: true;
};

const article = alt(lit('an '), lit('a '));
const CARD_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', instant: 'Instant', sorcery: 'Sorcery', planeswalker: 'Planeswalker', land: 'Land' };
const typeWord: Parser<CardType> = map(re(/(creature|artifact|enchantment|instant|sorcery|planeswalker)(?![\w-])/), (m) => CARD_TYPES[m[1]]);
const typeWords: Parser<CardType[]> = alt(map(template`${typeWord} or ${typeWord}`, ([a, b]) => [a, b]), map(typeWord, (t) => [t]));
/** A creature type (205.3m), or the artifact and enchantment subtypes a search names. */
const subtypeWord: Parser<string> = where(
  map(re(/([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?![\w-])/), (m) => m[1]),
  (w) => isCreatureType(w) || w === 'Aura' || w === 'Equipment',
);
/** Only a fixed number: "X or less" (Chord of Calling) needs X's value, not read here. */
const withManaValue = map(where(template` with mana value ${number} or less`, ([n]) => typeof n.value === 'number'), ([n]) => n.value as number);

export const searchQuality: Parser<SearchQuality> = alt<SearchQuality>(
  map(template`${article}${subtypeWord} permanent card${opt(withManaValue)}`, ([, sub, mv]) => ({ subtypes: [sub], permanent: true, ...(typeof mv === 'number' ? { manaValueAtMost: mv } : {}) })),
  map(template`${article}${typeWords} card${opt(withManaValue)}`, ([, types, mv]) => ({ types, ...(typeof mv === 'number' ? { manaValueAtMost: mv } : {}) })),
  map(template`${article}${subtypeWord} card`, ([, sub]) => ({ subtypes: [sub] })),
  map(lit(`a card named ${SELF}`), () => ({ named: true })),
  map(where(template`up to ${number} cards named ${lit(SELF)}`, ([n]) => typeof n.value === 'number'), ([n]) => ({ count: n.value as number, named: true })),
);
