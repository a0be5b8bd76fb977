// "..., where X is <a number>." (107.3c): the text defines the X of its sentence, so no player
// chooses it; it is read as the effect happens (608.2h). The sentence is read without its "where"
// clause, its comma standing for the period; every X of it is then the number defined.
import type { CountedNode, CountNode, EffectNode, StatNode } from '../tree';
import { definedAmount } from './damageAmount';
import { stat } from './quantity';
import { alt, whole, type Parser } from './primitives';

const WHERE = ', where X is ';

/** What X is: a count ("the number of cards in your hand", "your devotion to black", "2 plus ..."), or a stat ("~'s power"). */
export const xDefinition: Parser<CountedNode | StatNode> = alt<CountedNode | StatNode>(definedAmount, stat);

/** The sentence `text[start, end)` read by `sentence` with its "where X is" cut off, or null. */
export function whereX(sentence: (text: string, start: number, end: number) => EffectNode | null, text: string, start: number, end: number): EffectNode | null {
  const cut = text.lastIndexOf(WHERE, end);
  if (cut < start || text[end - 1] !== '.') return null;
  const x = whole(xDefinition, text, cut + WHERE.length, end - 1);
  const effect = x && sentence(`${text.slice(0, cut)}.${text.slice(cut + 1)}`, start, cut + 1);
  return effect && x ? { kind: 'xDefined', span: { start, end }, effect, x } : null;
}

const FOR_EACH = ' for each ';

/**
 * "Draw a card for each Island you control.", "Create a 1/1 green Insect creature token for each
 * Forest you control.", "Put a +1/+1 counter on ~ for each Elf you control.": the sentence read
 * without its "for each", whose number is then that many times the count (608.2h). `per` reads
 * what is counted (staticEffect.ts's perEach, passed in: that file is read after this one).
 */
export function forEachTimes(sentence: (text: string, start: number, end: number) => EffectNode | null, per: Parser<CountNode>, text: string, start: number, end: number): EffectNode | null {
  const cut = text.lastIndexOf(FOR_EACH, end);
  if (cut < start || text[end - 1] !== '.') return null;
  const count = whole(per, text, cut + FOR_EACH.length, end - 1);
  const effect = count && sentence(`${text.slice(0, cut)}.${text.slice(cut + 1)}`, start, cut + 1);
  return effect && count ? { kind: 'forEachTimes', span: { start, end }, effect, per: count } : null;
}
