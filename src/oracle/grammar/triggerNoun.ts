// The permanent a trigger condition watches (603.2), named by a type, a subtype (109.2) or both,
// with its qualities: "another Zombie", "a nontoken Elf", "a Cartouche", "a Blood token", "a
// creature you control with toughness 4 or greater", "another legendary permanent".
import { SELF } from '../normalize';
import type { CardType, PermanentQuality, Supertype } from '../../engine/state/card';
import { adjectives, permanentNoun, suffix } from './target';
import { alt, lit, map, opt, re, type Parser } from './primitives';

export const WHICH = alt(lit('a '), lit('an '), lit('another '), lit(`${SELF} or another `));

/** 109.2: a subtype alone names a permanent of that subtype, of whatever card type. */
export const PERMANENT_TYPES: CardType[] = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];
const SUBTYPE = re(/([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?(?![\w-])/);
const SUPERTYPE: Parser<Supertype> = map(re(/(legendary|snow) /), (m) => (m[1] === 'snow' ? 'Snow' : 'Legendary'));

export type Subject = { types: CardType[]; quality?: PermanentQuality; subtypeOnly: boolean };

const merge = (...qs: (PermanentQuality | undefined)[]): PermanentQuality | undefined => {
  const q = Object.assign({}, ...qs.filter(Boolean)) as PermanentQuality;
  return Object.keys(q).length > 0 ? q : undefined;
};

/** Words after the noun, one or more: "you control with toughness 4 or greater", "with a +1/+1 counter on it" (122.1). */
const MORE: Parser<PermanentQuality> = alt<PermanentQuality>(suffix, map(re(/ with an? ([+-]\d+\/[+-]\d+) counter on it/), (m) => ({ counter: m[1] })));
function suffixes(text: string, at: number): { value: PermanentQuality | undefined; end: number } {
  let q: PermanentQuality | undefined;
  let end = at;
  for (let r = MORE(text, end); r; r = MORE(text, end)) {
    q = merge(q, r.value);
    end = r.end;
  }
  return { value: q, end };
}

/**
 * "Zombie", "nontoken Elf", "Human creature", "Kithkin or Elf", "Blood token", "token" (111.1),
 * "legendary permanent", "creature you control with toughness 4 or greater".
 */
export const noun: Parser<Subject> = (text, at) => {
  const sup = opt(SUPERTYPE)(text, at)!;
  const withSupertype = (q: PermanentQuality | undefined) => (sup.value ? merge(q, { supertypes: [sup.value] }) : q);
  const typed = permanentNoun(false)(text, sup.end);
  if (typed) {
    const after = suffixes(text, typed.end);
    return { value: { types: typed.value.types, quality: withSupertype(merge(typed.value.quality, after.value)), subtypeOnly: false }, end: after.end };
  }
  const adj = adjectives(text, sup.end)!;
  const token = lit('token')(text, adj.end);
  if (token) {
    const after = suffixes(text, token.end);
    return { value: { types: [...PERMANENT_TYPES], quality: withSupertype(merge(adj.value, { token: true }, after.value)), subtypeOnly: false }, end: after.end };
  }
  const sub = SUBTYPE(text, adj.end);
  if (!sub || sub.value[1] === 'Whenever') return null;
  const subtypes = sub.value[2] ? [sub.value[1], sub.value[2]] : [sub.value[1]];
  const kind = opt(alt(lit(' creature'), lit(' permanent'), lit(' token')))(text, sub.end)!;
  const after = suffixes(text, kind.end);
  const quality = withSupertype(merge(adj.value, { subtypes }, kind.value === ' token' ? { token: true } : undefined, after.value));
  const types: CardType[] = kind.value === ' creature' ? ['Creature'] : [...PERMANENT_TYPES];
  return { value: { types, quality, subtypeOnly: kind.value === undefined }, end: after.end };
};
