// The permanents a static ability names (611.3): adjectives ("white", "nonbasic", "attacking"), a
// subtype ("Elf creatures", "Elves", 205.3), the type ("creatures", "creature tokens"), then what
// they must be ("you control", "with flying", "of the chosen type").
import type { CardType, Color, PermanentQuality } from '../../engine/state/card';
import type { EachNode } from '../tree';
import { isCreatureType } from '../../engine/state/creatureTypes';
import { lowerFirst } from './continuous';
import { singularSubtype } from './keyword';
import { adjectives, suffix } from './target';
import { alt, lit, map, re, template, where, type Parser } from './primitives';

const PERMANENT_TYPES: CardType[] = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];
export const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker' };
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const ALL_COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * Capitalized words that open a phrase but are no subtype: a sentence's first word ("Creatures",
 * "White", "Other", "Players"), a card type, a supertype or an adjective.
 */
const NOT_SUBTYPES = new Set([
  'All', 'Each', 'Other', 'Another', 'As', 'Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Permanent', 'Token', 'Card', 'Spell',
  'Instant', 'Sorcery', 'Player', 'Opponent', 'You', 'Ability', 'Source', 'Kindred', 'Tribal',
  'White', 'Blue', 'Black', 'Red', 'Green', 'Colorless', 'Multicolored', 'Monocolored', 'Legendary', 'Basic', 'Snow', 'World',
  'Attacking', 'Blocking', 'Tapped', 'Untapped', 'Enchanted', 'Equipped', 'Target', 'Nontoken', 'Nonbasic', 'Nonland', 'Noncreature',
  // Words of the game, not of the type line (903.3, 701.33c, 708.2, 700.6).
  'Commander', 'Modified', 'Face-down', 'Face-up', 'Historic', 'Legend', 'Outlaw', 'Party',
]);

/** Creature types whose plural is the singular (205.3m): "Other Merfolk you control". */
const SAME_IN_PLURAL = new Set(['Merfolk', 'Kithkin', 'Sheep', 'Fish', 'Moonfolk', 'Samurai', 'Ninja']);

export const WORD = /([A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)(?![\w'-])/;

/** A subtype before a type word: "Elf" in "Elf creatures", "Zombie" in "Zombie creature". */
export const subtypeWord: Parser<string> = where(
  map(re(WORD), (m) => m[1]),
  (w) => !NOT_SUBTYPES.has(w) && !/^Non-/.test(w),
);

/** A subtype in the plural standing for its permanents: "Elves", "Zombies" (keyword.ts reads regular plurals only). */
const subtypePlural: Parser<string> = (text, at) => {
  const r = re(WORD)(text, at);
  if (!r) return null;
  const word = r.value[1];
  const regular = SAME_IN_PLURAL.has(word) ? word : singularSubtype(word);
  // "Allies" is Ally's plural (205.3m), not "Allie"'s.
  const y = `${word.slice(0, -3)}y`;
  const one = regular && !isCreatureType(regular) && /ies$/.test(word) && isCreatureType(y) ? y : regular;
  return one && !NOT_SUBTYPES.has(one) ? { value: one, end: r.end } : null;
};

/** "Elves", "Wolves and Werewolves": permanents of any of these subtypes. */
const subtypePlurals: Parser<string[]> = alt(
  map(template`${subtypePlural} and ${subtypePlural}`, ([a, b]) => [a, b]),
  map(subtypePlural, (a) => [a]),
);

const typeWord = (plural: boolean): Parser<CardType> => map(re(new RegExp(`(creature|artifact|enchantment|land|planeswalker)${plural ? 's' : ''}(?![\\w-])`)), (m) => TYPES[m[1]]);

export type Noun = { types: CardType[]; quality?: PermanentQuality };

/** What a permanent must be, after its type: target.ts's words, and "that are enchanted" (303.4). */
const nounSuffix: Parser<PermanentQuality> = alt<PermanentQuality>(
  suffix,
  map(alt(lit(' that are enchanted'), lit(" that's enchanted")), () => ({ enchanted: true })),
  map(template` with a ${re(/([+-]\d+\/[+-]\d+|[a-z]+) counter on (?:it|them)/)}`, ([m]) => ({ counter: m[1] })),
  // Every permanent is on the battlefield: the words add nothing.
  map(lit(' on the battlefield'), () => ({})),
);

/**
 * "of the chosen type", "of the chosen color": what the source chose as it entered (614.12), read
 * only where the engine reads it against that source: the permanents a static ability affects.
 */
const chosenSuffix: Parser<PermanentQuality> = alt<PermanentQuality>(
  map(lit(' of the chosen type'), () => ({ chosen: 'creatureType' })),
  map(lit(' of the chosen color'), () => ({ chosen: 'color' })),
);

const mergeInto = (q: PermanentQuality, more: PermanentQuality): void => {
  for (const [k, v] of Object.entries(more)) (q as Record<string, unknown>)[k] = Array.isArray(v) ? [...(((q as Record<string, unknown>)[k] as unknown[]) ?? []), ...v] : v;
};

/**
 * Permanents a static ability names: adjectives ("white", "nonbasic", "attacking"), a subtype
 * ("Elf creatures"), the type ("creatures", "lands"; "creature tokens"), or a subtype alone
 * ("Elves": permanents of that subtype, of any type, 205.3), then what they must be ("you
 * control", "your opponents control", "with flying"), in any number.
 */
export const noun =
  (plural: boolean, chosen = false): Parser<Noun> =>
  (text, at) => {
    const adj = adjectives(text, at)!;
    const quality: PermanentQuality = { ...adj.value };
    let end = adj.end;
    // "colorless creatures" (105.2c: no color), "artifact creatures" (of both types).
    const colorless = lit('colorless ')(text, end);
    if (colorless) {
      quality.notColors = [...ALL_COLORS];
      end = colorless.end;
    }
    const also = template`${typeWord(false)} `(text, end);
    if (also && typeWord(plural)(text, also.end)) {
      quality.alsoTypes = [also.value[0]];
      end = also.end;
    }
    let types: CardType[];
    const sub = template`${subtypeWord} ${typeWord(plural)}`(text, end);
    const token = template`${typeWord(false)} ${lit(plural ? 'tokens' : 'token')}`(text, end);
    const type = typeWord(plural)(text, end);
    const permanents = lit(plural ? 'permanents' : 'permanent')(text, end);
    const alone = plural ? subtypePlurals(text, end) : map(subtypeWord, (w) => [w])(text, end);
    if (sub) {
      quality.subtypes = [sub.value[0]];
      types = [sub.value[1]];
      end = sub.end;
    } else if (token) {
      quality.token = true;
      types = [token.value[0]];
      end = token.end;
    } else if (type) {
      types = [type.value];
      end = type.end;
    } else if (permanents) {
      types = [...PERMANENT_TYPES];
      end = permanents.end;
    } else if (alone && end === at) {
      quality.subtypes = alone.value;
      types = [...PERMANENT_TYPES];
      end = alone.end;
    } else return null;
    for (;;) {
      const more = nounSuffix(text, end) ?? (chosen ? chosenSuffix(text, end) : null);
      if (!more) break;
      mergeInto(quality, more.value);
      end = more.end;
    }
    return { value: Object.keys(quality).length > 0 ? { types, quality } : { types }, end };
  };

/** A noun that opens a sentence: its first word capitalized ("White creatures", "Creatures you control") or a subtype ("Elf creatures"). */
export const opening = (plural: boolean, chosen = false): Parser<Noun> => alt(lowerFirst(noun(plural, chosen)), noun(plural, chosen));

export const eachNode = (span: { start: number; end: number }, n: Noun, other = false): EachNode => ({
  kind: 'each',
  span,
  permanents: n.types,
  ...(n.quality ? { quality: n.quality } : {}),
  ...(other ? { other: true } : {}),
});

/** The permanents of a noun as an "each" node of its own words; `other` leaves the source out. */
export const eachOf = (plural: boolean, other = false): Parser<EachNode> => map(noun(plural), (n, span) => eachNode(span, n, other));
