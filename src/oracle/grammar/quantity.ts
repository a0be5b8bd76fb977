// Quantities as Oracle text writes them: "a", "an", "one" to "twenty", digits, X (107.1, 107.3),
// and numbers read from an object: "the sacrificed creature's power", "~'s power", "its toughness".
import { SELF } from '../normalize';
import type { Quantity, StatNode } from '../tree';
import { alt, map, re, type Parser } from './primitives';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

const value = (s: string): number | 'X' => {
  if (s === 'X') return 'X';
  if (s === 'a' || s === 'an') return 1;
  const w = WORDS.indexOf(s.toLowerCase());
  return w >= 0 ? w : Number(s);
};

/** "3", "X", "three". */
export const number: Parser<Quantity> = map(re(new RegExp(`(?:\\d+|X|${WORDS.join('|')})(?![\\w])`, 'i')), (m, span) => ({ kind: 'quantity', span, value: value(m[0]) }));

/** A number, the article that means one ("draw a card"), or "that many" (the event's number). */
export const count: Parser<Quantity> = alt(
  map(re(new RegExp(`(?:\\d+|X|an?|${WORDS.join('|')})(?![\\w])`, 'i')), (m, span): Quantity => ({ kind: 'quantity', span, value: value(m[0]) })),
  map(re(/that many(?![\w])/), (_, span): Quantity => ({ kind: 'quantity', span, value: 'thatMany' })),
);

const escaped = SELF.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "the sacrificed creature's power" (601.2h: the cost paid), "~'s power", "its toughness". */
const STAT = '(power|toughness|mana value)(?![\\w-])';
const statOf = (m: string): StatNode['stat'] => (m === 'mana value' ? 'manaValue' : (m as 'power' | 'toughness'));

export const stat: Parser<StatNode> = alt<StatNode>(
  map(re(new RegExp(`the sacrificed creature's ${STAT}`)), (m, span) => ({ kind: 'stat', span, of: 'sacrificed', stat: statOf(m[1]) })),
  map(re(new RegExp(`${escaped}'s ${STAT}`)), (m, span) => ({ kind: 'stat', span, of: 'self', stat: statOf(m[1]) })),
  map(re(new RegExp(`its ${STAT}`)), (m, span) => ({ kind: 'stat', span, of: 'it', stat: statOf(m[1]) })),
  // 608.2c: "that creature's toughness", the permanent named before.
  map(re(new RegExp(`that (?:creature|artifact|enchantment|permanent|land)'s ${STAT}`)), (m, span) => ({ kind: 'stat', span, of: 'that', stat: statOf(m[1]) })),
);
