// Searching your library (701.23) for a kind of card: "a basic land card", "up to two basic land cards", "an Island or Swamp card".
import type { CardType } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { number } from './quantity';
import { searchQuality, type SearchQuality } from './searchQuality';
import { alt, lit, map, opt, re, sepBy1, template, type Parser } from './primitives';

type SearchKind = { count: number; supertypes: string[]; types: CardType[]; subtypes: string[]; anyCard: boolean } & Omit<SearchQuality, 'count' | 'types' | 'subtypes'>;
const kindOf = (k: Partial<SearchKind>): SearchKind => ({ count: 1, supertypes: [], types: [], subtypes: [], anyCard: false, ...k });
const LAND: CardType[] = ['Land'];
/** A basic land type (205.3i): "Forest", "Island or Swamp", "Forest, Plains, or Island". */
const landType = map(re(/(Plains|Island|Swamp|Mountain|Forest)(?![\w-])/), (m) => m[1]);
const landTypes = alt(
  map(template`${sepBy1(landType, lit(', '))}, or ${landType}`, ([list, last]) => [...list, last]),
  map(template`${landType} or ${landType}`, ([a, b]) => [a, b]),
  map(landType, (a) => [a]),
);

/** What a search looks for (701.23): "a basic land card", "up to two basic land cards", "an Island or Swamp card", "a card". */
const searchKind: Parser<SearchKind> = alt(
  map(lit('a basic land card'), () => kindOf({ supertypes: ['Basic'], types: LAND })),
  map(template`up to ${number} basic land cards`, ([n]) => kindOf({ count: n.value as number, supertypes: ['Basic'], types: LAND })),
  map(lit('a land card'), () => kindOf({ types: LAND })),
  map(template`${alt(lit('an '), lit('a '))}${opt(lit('basic '))}${landTypes} card`, ([, basic, subtypes]) => kindOf({ supertypes: basic ? ['Basic'] : [], subtypes })),
  map(searchQuality, (q) => kindOf(q)), // 701.23b: a stated quality
  map(lit('a card'), () => kindOf({ anyCard: true })), // 701.23d
);
const foundIt = alt(lit('it'), lit('that card'), lit('them'), lit('those cards'));

/** "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle." (701.23, 701.24; a card put into the hand without "reveal" is not revealed, 701.23e). */
export const searchYourLibrary: Parser<EffectNode> = alt<EffectNode>(
  map(template`Search your library for ${searchKind}, put ${foundIt} onto the battlefield${opt(lit(' tapped'))}, then shuffle.`, ([k, , tapped], span) => ({ kind: 'search', span, ...k, to: 'battlefield', tapped: tapped !== undefined, reveal: false })),
  map(template`Search your library for ${searchKind}, reveal ${foundIt}, put ${foundIt} into your hand, then shuffle.`, ([k], span) => ({ kind: 'search', span, ...k, to: 'hand', tapped: false, reveal: true })),
  map(template`Search your library for ${searchKind}, put ${foundIt} into your hand, then shuffle.`, ([k], span) => ({ kind: 'search', span, ...k, to: 'hand', tapped: false, reveal: false })),
);
