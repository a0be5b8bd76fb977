// Effect clauses (608.2): a spell's or ability's text, sentence by sentence. Each sentence is one
// clause the grammar reads whole, or its exact words (SCENARIO.md: a resolution carries out its
// text sentence by sentence, and stops at one it doesn't model).
import { SELF } from '../normalize';
import type { EffectNode, Sentence } from '../tree';
import { addMana } from './mana';
import { count, number } from './quantity';
import { target } from './target';
import { alt, lit, map, template, whole, type Parser } from './primitives';

const clause: Parser<EffectNode> = alt<EffectNode>(
  addMana,
  map(template`${lit(SELF)} deals ${number} damage to ${target}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to })), // 120.1
  map(template`Draw ${count} card.`, ([c], span) => ({ kind: 'draw', span, count: c })), // 121.1
  map(template`Draw ${count} cards.`, ([c], span) => ({ kind: 'draw', span, count: c })),
  map(template`You gain ${number} life.`, ([amount], span) => ({ kind: 'gainLife', span, amount })), // 119.3
  map(template`Counter ${target}.`, ([what], span) => ({ kind: 'counterSpell', span, what })), // 701.5a
);

/**
 * The sentences of `text[start, end)`: a sentence ends at a period followed by a space or the end,
 * outside quotes (a quoted ability is part of the sentence that grants it).
 */
export function sentenceSpans(text: string, start: number, end: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = start;
  let quoted = false;
  for (let i = start; i < end; i++) {
    if (text[i] === '"') quoted = !quoted;
    if (!quoted && text[i] === '.' && (i + 1 === end || text[i + 1] === ' ')) {
      spans.push({ start: from, end: i + 1 });
      from = i + 1;
      while (from < end && text[from] === ' ') from++;
      i = from - 1;
    }
  }
  if (from < end) spans.push({ start: from, end });
  return spans;
}

export function readSentences(text: string, start: number, end: number): Sentence[] {
  return sentenceSpans(text, start, end).map((span) => ({
    kind: 'sentence',
    span,
    effect: whole(clause, text, span.start, span.end) ?? { kind: 'unmodelled', span, text: text.slice(span.start, span.end) },
  }));
}
