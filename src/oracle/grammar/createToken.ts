// Creating a creature token described in full (111.1, 111.4): "Create two 1/1 white Spirit creature tokens with flying."
import type { CardType, Color } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import { counterKind } from './counter';
import { count } from './quantity';
import { alt, lit, map, opt, re, sepBy1, template, type Parser } from './primitives';

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
export const colorWord = map(re(/(white|blue|black|red|green)(?![\w-])/), (m) => COLOR_WORDS[m[1]]);
/** "green", "white and black", "colorless" (105.2). */
const tokenColors: Parser<Color[]> = alt(map(lit('colorless'), () => []), sepBy1(colorWord, lit(' and ')));
/** The token's creature types, each capitalized ("Elf Warrior"), before its card types. */
const tokenSubtypes = map(re(/[A-Z][a-z]+(?: [A-Z][a-z]+)*/), (m) => m[0].split(' '));
const tokenTypes = alt<CardType[]>(
  map(lit('artifact creature'), () => ['Artifact', 'Creature']),
  map(lit('enchantment creature'), () => ['Enchantment', 'Creature']),
  map(lit('creature'), () => ['Creature']),
);
const keywordWord = map(re(/[a-z]+(?: [a-z]+)?(?=,| and|\.| for each)/), (m) => m[0]);
const keywordList = alt(
  map(template`${sepBy1(keywordWord, lit(', '))}, and ${keywordWord}`, ([list, last]) => [...list, last]),
  map(template`${keywordWord} and ${keywordWord}`, ([a, b]) => [a, b]),
  map(keywordWord, (a) => [a]),
);
const pt = map(re(/(\d+)\/(\d+)/), (m) => [Number(m[1]), Number(m[2])] as const);

/** "Create a 1/1 green Saproling creature token.", "Create two 1/1 white Spirit creature tokens with flying.",
 * "Create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on ~." */
export const createToken: Parser<EffectNode> = map(
  template`Create ${count} ${pt} ${tokenColors} ${tokenSubtypes} ${tokenTypes} ${alt(lit('tokens'), lit('token'))}${opt(map(template` with ${keywordList}`, ([k]) => k))}${opt(template` for each ${counterKind} counter on ${lit(SELF)}`)}.`,
  ([amount, [power, toughness], colors, subtypes, types, , keywords, each], span) => ({
    kind: 'createToken',
    span,
    amount,
    power,
    toughness,
    colors,
    subtypes,
    types,
    keywords: keywords ?? [],
    ...(each ? { forEachCounter: each[0] } : {}),
  }),
);
