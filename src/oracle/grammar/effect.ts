// Effect clauses (608.2): a spell's or ability's text, sentence by sentence. Each sentence is one
// clause the grammar reads whole, or its exact words (SCENARIO.md: a resolution carries out its
// text sentence by sentence, and stops at one it doesn't model).
import { SELF } from '../normalize';
import type { EffectNode, Sentence } from '../tree';
import { addMana } from './mana';
import { count, number } from './quantity';
import { target } from './target';
import { alt, lit, map, re, template, wholeSentence, type Parser } from './primitives';

const cards = alt(lit('cards'), lit('card'));
const counterWord = alt(lit('counters'), lit('counter'));
/** A counter's kind (122.1): "+1/+1", "-1/-1", "loyalty", "charge". */
const counterKind = map(re(/[+-]\d+\/[+-]\d+|[a-z]+/), (m) => m[0]);

const clause: Parser<EffectNode> = alt<EffectNode>(
  addMana,
  map(template`${lit(SELF)} deals ${number} damage to ${target}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to })), // 120.1
  map(template`Draw ${count} ${cards}.`, ([c], span) => ({ kind: 'draw', span, count: c })), // 121.1
  map(template`${target} draws ${count} ${cards}.`, ([who, c], span) => ({ kind: 'draw', span, count: c, who })),
  map(template`You gain ${number} life.`, ([amount], span) => ({ kind: 'gainLife', span, amount })), // 119.3
  map(template`${target} gains ${number} life.`, ([who, amount], span) => ({ kind: 'gainLife', span, amount, who })),
  map(template`Scry ${number}.`, ([c], span) => ({ kind: 'scry', span, count: c })), // 701.18a
  map(template`Counter ${target}.`, ([what], span) => ({ kind: 'counterSpell', span, what })), // 701.5a
  map(template`Return ${target} to its owner's hand.`, ([what], span) => ({ kind: 'bounce', span, what })),
  map(template`Tap ${target}.`, ([what], span) => ({ kind: 'tap', span, what })), // 701.21a
  map(template`Put ${count} ${counterKind} ${counterWord} on ${lit(SELF)}.`, ([amount, counter], span) => ({ kind: 'counters', span, counter, amount })), // 122.1
  map(template`Put ${count} ${counterKind} ${counterWord} on ${target}.`, ([amount, counter, , on], span) => ({ kind: 'counters', span, counter, amount, on })),
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
    effect: wholeSentence(clause, text, span.start, span.end) ?? { kind: 'unmodelled', span, text: text.slice(span.start, span.end) },
  }));
}
