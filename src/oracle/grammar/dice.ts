// Rolling a die (706): "Roll a d20." as an effect (706.1), the results table printed after it
// (706.3a; split.ts keeps the table with its paragraph, 706.3b), and the trigger conditions
// "Whenever you roll one or more dice" and "When you roll a natural 20" (706.2: the natural result).
import type { AbilityNode, EffectNode, ResultRowNode, Sentence, TriggerNode } from '../tree';
import type { Span } from '../normalize';
import { readSentences } from './effect';
import { map, re, type Parser } from './primitives';

/** The condition ends here: "Whenever you roll one or more dice" is not "... dice, ..." read on. */
const END = /(?![\w ])/.source;

/** "Roll a d20." (706.1a: a dN has N equally likely outcomes, 1 to N). */
export const rollDie: Parser<EffectNode> = map(re(/Roll a d(\d+)\./), (m, span): EffectNode => ({ kind: 'rollDie', span, sides: Number(m[1]) }));

export const diceTriggers: Parser<TriggerNode> = map(
  re(new RegExp(`When(?:ever)? you roll (one or more dice|a natural (\\d+))${END}`)),
  (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'rollsDice', ...(m[2] ? { natural: Number(m[2]) } : {}) }),
);

const ROW = /^(\d+)(?:—(\d+)|(\+))? \| /;

/** "10—19 | Scry 2.": the results it names (706.3a) and its effect, read as sentences. */
function row(text: string, span: Span): ResultRowNode {
  const m = ROW.exec(text.slice(span.start, span.end))!;
  const min = Number(m[1]);
  const max = m[3] ? null : Number(m[2] ?? m[1]);
  return { kind: 'resultRow', span, min, max, sentences: readSentences(text, span.start + m[0].length, span.end) };
}

const extend = (span: Span, end: number): Span => ({ start: span.start, end });

/**
 * 706.3b: the results table belongs to the ability whose last sentence rolls the die; the table
 * becomes that roll's, and the sentence and ability reach to its last line. Rows after any other
 * ability are kept as unmodelled sentences of it (or, after static text, unmodelled with it), so no
 * word is lost.
 */
export function withResultsTable(text: string, node: AbilityNode, rows: Span[]): AbilityNode {
  const end = rows[rows.length - 1].end;
  if ('sentences' in node) {
    const sentences: Sentence[] = node.sentences;
    const last = sentences[sentences.length - 1];
    if (last && last.effect.kind === 'rollDie' && !last.effect.table && last.span.end === node.span.end) {
      const roll: EffectNode = { ...last.effect, span: extend(last.effect.span, end), table: rows.map((r) => row(text, r)) };
      return { ...node, span: extend(node.span, end), sentences: [...sentences.slice(0, -1), { ...last, span: extend(last.span, end), effect: roll }] } as AbilityNode;
    }
    const unread = rows.map((r): Sentence => ({ kind: 'sentence', span: r, effect: { kind: 'unmodelled', span: r, text: text.slice(r.start, r.end) } }));
    return { ...node, span: extend(node.span, end), sentences: [...sentences, ...unread] } as AbilityNode;
  }
  if (node.kind === 'static') {
    const span = extend(node.span, end);
    return { ...node, span, body: { kind: 'unmodelled', span, text: text.slice(span.start, span.end) } };
  }
  return node;
}
