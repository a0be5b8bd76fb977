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
export const stat: Parser<StatNode> = alt<StatNode>(
  map(re(/the sacrificed creature's (power|toughness)/), (m, span) => ({ kind: 'stat', span, of: 'sacrificed', stat: m[1] as 'power' | 'toughness' })),
  map(re(new RegExp(`${escaped}'s (power|toughness)`)), (m, span) => ({ kind: 'stat', span, of: 'self', stat: m[1] as 'power' | 'toughness' })),
  map(re(/its (power|toughness)/), (m, span) => ({ kind: 'stat', span, of: 'it', stat: m[1] as 'power' | 'toughness' })),
);
