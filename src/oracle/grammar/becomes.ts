// Continuous effects of a resolving spell or ability (611.2) that change more than power and
// keywords: "Target creature becomes a 0/1 blue Frog until end of turn", "Until end of turn, ~
// becomes a 3/3 white Elemental creature with flying. It's still a land." (a manland: layers 4, 5,
// 6 and 7b, 613.1d-f, 613.4b), "loses all abilities" (613.1f), "has base power and toughness 1/1"
// (613.4b), "Switch target creature's power and toughness" (613.4d), with their durations (611.2a,
// 611.2b). "Gain control of target creature" (613.1b) is in control.ts.
import type { CardType, Color } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { BasePtNode, BecomesNode, ChangeNode, ChangePart, DurationWord, EffectNode, GrantedKeywordNode, ModifiedNode } from '../tree';
import { grantedKeywords, oneSubject, ptChange, severalSubject } from './continuous';
import { target } from './target';
import { forAsLongAs } from './duration';
import { alt, lit, map, opt, re, sepBy1, template, where, type Parser } from './primitives';

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const TYPES: Record<string, CardType> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land' };

const ptValue = (v: string): number | 'X' => (v === 'X' ? 'X' : Number(v));

/** "1/1", "X/X": base power and toughness (613.4b). */
const basePtValues = map(re(/(\d+|X)\/(\d+|X)(?![\w/])/), (m, span): BasePtNode => ({ kind: 'basePt', span, power: ptValue(m[1]), toughness: ptValue(m[2]) }));

/** "white", "white and blue", "red, white, and blue" (105.1): the colors it becomes (105.3). */
const colorList: Parser<Color[]> = map(
  re(/(white|blue|black|red|green)(?:(?:, and |, | and )(white|blue|black|red|green))*(?![\w-])/),
  (m) => m[0].split(/, and |, | and /).map((w) => COLORS[w]),
);

/** "Elemental", "Human Soldier": subtypes, each a capitalized word (205.3). */
const subtypeList = map(re(/[A-Z][\w'-]*(?: [A-Z][\w'-]*)*(?![\w'-])/), (m) => m[0].split(' '));

/** "creature", "artifact creature", "enchantment artifact creature" (205.2a). */
const typeList = map(re(/(?:artifact|creature|enchantment|land)(?: (?:artifact|creature|enchantment|land))*(?![\w-])/), (m) => m[0].split(' ').map((w) => TYPES[w]));

/** "with flying and haste", "with base power and toughness 1/1", "with all creature types" (205.3m): what it becomes with. */
const withWhat: Parser<{ keywords: GrantedKeywordNode[]; pt?: BasePtNode; all?: true }> = alt(
  map(template` with base power and toughness ${basePtValues}`, ([pt]) => ({ keywords: [], pt })),
  map(lit(' with all creature types'), () => ({ keywords: [], all: true as const })),
  map(template` with ${grantedKeywords}`, ([keywords]) => ({ keywords })),
);

/** 205.1b: words that keep what it was. */
const still = alt(lit(" that's still a land"), lit(' in addition to its other types'), lit(' in addition to its other creature types'));

/**
 * "becomes a 3/3 white and blue Elemental creature with flying", "becomes an artifact creature",
 * "becomes a blue Frog with base power and toughness 1/1" (205.1a), in the verb's number.
 */
const becomes = (verb: string): Parser<BecomesNode> =>
  where(
    map(
      template`${lit(verb)} ${re(/an? /)}${opt(template`${basePtValues} `)}${opt(template`${colorList} `)}${opt(subtypeList)}${opt(template`${opt(lit(' '))}${typeList}`)}${opt(withWhat)}${opt(still)}`,
      ([, , pt, colors, subtypes, types, w, kept], span): BecomesNode => {
        const base = w?.pt ?? pt?.[0];
        return {
          kind: 'becomes',
          span,
          ...(base ? { pt: base } : {}),
          ...(colors ? { colors: colors[0] } : {}),
          subtypes: subtypes ?? [],
          types: types?.[1] ?? [],
          keywords: w?.keywords ?? [],
          still: kept !== undefined,
          ...(w?.all ? { allCreatureTypes: true as const } : {}),
        };
      },
    ),
    // A subtype and a type need their space; something it becomes must be named.
    (b) => b.subtypes.length + b.types.length > 0,
  );

/** "becomes white", "become red and green": the colors only (105.3, 613.1e), its types as they were. */
const becomesColors = (verb: string): Parser<BecomesNode> =>
  map(template`${lit(verb)} ${colorList}`, ([, colors], span): BecomesNode => ({ kind: 'becomes', span, colors, subtypes: [], types: [], keywords: [], still: false }));

const losesAll = map(lit('loses all abilities'), (_, span): ChangePart => ({ kind: 'losesAllAbilities', span }));
const loseAll = map(lit('lose all abilities'), (_, span): ChangePart => ({ kind: 'losesAllAbilities', span }));

/** One change, in the verb's number: "becomes ...", "loses all abilities", "has base power and toughness 1/1", "gets +1/+1", "gains flying". */
const part = (singular: boolean): Parser<ChangePart> =>
  alt<ChangePart>(
    becomes(singular ? 'becomes' : 'become'),
    becomesColors(singular ? 'becomes' : 'become'),
    singular ? losesAll : loseAll,
    // "becomes the color of your choice", "... the color or colors of your choice" (608.2d): chosen as it resolves.
    map(template`${lit(singular ? 'becomes' : 'become')} the color${opt(lit(' or colors'))} of your choice`, ([, many], span): ChangePart => ({ kind: 'colorOfChoice', span, many: many !== undefined })),
    // "becomes the basic land type of your choice" (305.7, 608.2d): chosen as it resolves.
    map(template`${lit(singular ? 'becomes' : 'become')} the basic land type of your choice`, (_, span): ChangePart => ({ kind: 'landTypeOfChoice', span })),
    // "becomes the creature type of your choice[ in addition to its other types]" (205.3m, 608.2d): chosen as it resolves.
    map(template`${lit(singular ? 'becomes' : 'become')} the creature type of your choice${opt(lit(' in addition to its other types'))}`, ([, also], span): ChangePart => ({ kind: 'creatureTypeOfChoice', span, ...(also ? { also: true as const } : {}) })),
    // "loses flying until end of turn" (613.1f): after "loses all abilities", which it isn't.
    map(template`${lit(singular ? 'loses' : 'lose')} ${grantedKeywords}`, ([, keywords], span): ChangePart => ({ kind: 'losesKeywords', span, keywords })),
    map(template`${lit(singular ? 'has' : 'have')} base power and toughness ${basePtValues}`, ([, pt]) => pt),
    map(template`${lit(singular ? 'gets' : 'get')} ${ptChange}`, ([, pt]) => pt),
    map(template`${lit(singular ? 'gains' : 'gain')} ${grantedKeywords}`, ([, ks]) => ks),
    // "gets +2/+2 and has trample for as long as ~ remains tapped" (611.2b): the keyword added in layer 6.
    map(template`${lit(singular ? 'has' : 'have')} ${grantedKeywords}`, ([, ks]) => ks),
  );

/** "A and B", "A, B, and C": several changes of one effect, in the text's order. */
const parts = (singular: boolean): Parser<ChangePart[]> =>
  alt(
    map(template`${sepBy1(part(singular), lit(', '))}, and ${part(singular)}`, ([list, last]) => [...list, last]),
    map(template`${part(singular)} and ${part(singular)}`, ([a, b]) => [a, b]),
    map(part(singular), (a) => [a]),
  );

type Body = { what: ModifiedNode; parts: ChangePart[]; words: { start: number; end: number } };
const spanned = <T>(p: Parser<T>): Parser<{ value: T; span: { start: number; end: number } }> => map(p, (value, span) => ({ value, span }));

const body: Parser<Body> = alt(
  map(template`${oneSubject} ${spanned(parts(true))}`, ([what, p]) => ({ what, parts: p.value, words: p.span })),
  map(template`${severalSubject} ${spanned(parts(false))}`, ([what, p]) => ({ what, parts: p.value, words: p.span })),
);

/** The words of a duration after the change, and the duration they say (611.2a, 611.2b). */
const durationAfter: Parser<DurationWord> = alt<DurationWord>(
  map(lit(' until end of turn'), () => 'endOfTurn'),
  map(lit(' this turn'), () => 'endOfTurn'),
  forAsLongAs, // 611.2b (duration.ts)
);

/** 205.1b: "It's still a land.", the sentence after a "becomes", keeps the land's types. */
const itsStill = alt(lit(" It's still a land."), lit(" It's still an artifact."), lit(" It's still an enchantment."));

/** Only an effect that isn't a plain "gets"/"gains" until end of turn (those are continuous.ts's). */
const needsLayers = (b: Body): boolean => b.parts.some((p) => !Array.isArray(p) && p.kind !== 'ptChange');

const change = (b: Body, duration: DurationWord, span: { start: number; end: number }, stillSentence: boolean): ChangeNode => ({
  kind: 'change',
  span,
  what: b.what,
  parts: stillSentence ? b.parts.map((p) => (!Array.isArray(p) && p.kind === 'becomes' ? { ...p, still: true } : p)) : b.parts,
  duration,
  words: b.words,
});

/** "<who> becomes ... [until end of turn]. [It's still a land.]", "Until end of turn, <who> ...". */
export const continuousChange: Parser<EffectNode> = alt<EffectNode>(
  map(where(template`Until end of turn, ${body}.${opt(itsStill)}`, ([b]) => needsLayers(b)), ([b, s], span) => change(b, 'endOfTurn', span, s !== undefined)),
  map(where(template`${body}${opt(durationAfter)}.${opt(itsStill)}`, ([b, d]) => needsLayers(b) || (d !== undefined && d !== 'endOfTurn')), ([b, d, s], span) =>
    change(b, d ?? 'indefinite', span, s !== undefined),
  ),
);

/** "Switch target creature's power and toughness until end of turn." (613.4d) */
export const switchPt: Parser<EffectNode> = alt<EffectNode>(
  map(template`Switch ${where(target, (t) => t.permanents !== undefined && (t.max ?? 1) === 1 && !t.anyNumber)}'s power and toughness until end of turn.`, ([what], span) => ({ kind: 'switchPt', span, what })),
  map(template`Switch ${map(lit(SELF), (_, s): ModifiedNode => ({ kind: 'self', span: s }))}'s power and toughness until end of turn.`, ([what], span) => ({ kind: 'switchPt', span, what })),
);
