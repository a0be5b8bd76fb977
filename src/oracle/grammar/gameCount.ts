// Numbers the rules define over the permanents a player controls, as Oracle text names them:
// "your devotion to black" and "your devotion to black and red" (700.5), "the number of basic land
// types among lands you control" (domain, 305.6), "the number of creatures in your party" (700.8),
// "the greatest power among creatures you control". countOf and perEach (staticEffect.ts) read them
// beside their other counts, so every reader of a count reads these too.
import type { Color } from '../../engine/state/card';
import type { CountNode, EachNode } from '../tree';
import { alt, lit, map, re, template, type Parser } from './primitives';

const COLOR: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const colorWord = map(re(/(white|blue|black|red|green)(?![\w-])/), (m) => COLOR[m[1]]);

/** 700.5: "your devotion to black", 700.5a: "your devotion to black and red". */
export const devotionTo: Parser<CountNode> = alt<CountNode>(
  map(template`your devotion to ${colorWord} and ${colorWord}`, ([a, b], span) => ({ kind: 'count', span, devotion: [a, b] })),
  map(template`your devotion to ${colorWord}`, ([a], span) => ({ kind: 'count', span, devotion: [a] })),
);

/** Domain (305.6): "basic land types among lands you control" (`plural`), or "basic land type ..." after "for each". */
export const basicLandTypesAmong = (plural: boolean): Parser<CountNode> =>
  map(lit(`basic land ${plural ? 'types' : 'type'} among lands you control`), (_, span) => ({ kind: 'count', span, basicLandTypes: true }));

/** 700.8: "creatures in your party" (`plural`), or "creature in your party" after "for each". */
export const partyOf = (plural: boolean): Parser<CountNode> => map(lit(`${plural ? 'creatures' : 'creature'} in your party`), (_, span) => ({ kind: 'count', span, party: true }));

/** "the greatest power among creatures you control", "... mana value among other permanents you control": `noun` reads the permanents. */
export const greatestAmong = (noun: Parser<EachNode>, otherNoun: Parser<EachNode>): Parser<CountNode> =>
  map(template`the greatest ${re(/(power|toughness|mana value)(?![\w-])/)} among ${alt(map(template`other ${otherNoun}`, ([e]) => e), noun)}`, ([m, each], span) => ({
    kind: 'count',
    span,
    greatest: { stat: m[1] === 'mana value' ? 'manaValue' : (m[1] as 'power' | 'toughness'), each },
  }));
