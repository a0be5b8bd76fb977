// Rolling a die (706): "Roll a d20." as an effect (706.1), the results table printed after it
// (706.3a; split.ts keeps the table with its paragraph, 706.3b), and the trigger conditions
// "Whenever you roll one or more dice" and "When you roll a natural 20" (706.2: the natural result).
import type { AbilityNode, EffectNode, ResultRowNode, Sentence, StaticNode, TriggerNode } from '../tree';
import { ABILITY_WORD } from './abilityWord';
import type { Span } from '../normalize';
import { readSentences } from './effect';
import { lit, map, opt, re, template, whole, type Parser } from './primitives';
import { number } from './quantity';

/** The condition ends here: "Whenever you roll one or more dice" is not "... dice, ..." read on. */
const END = /(?![\w ])/.source;

/** "Roll a d20." (706.1a: a dN has N equally likely outcomes, 1 to N). */
export const rollDie: Parser<EffectNode> = map(re(/Roll a d(\d+)\./), (m, span): EffectNode => ({ kind: 'rollDie', span, sides: Number(m[1]) }));

/** "Create two of those tokens.": only in a results table, after a row that creates a token (706.3a). */
const createThoseTokens: Parser<EffectNode> = map(template`Create ${number} of those tokens.`, ([count], span): EffectNode => ({ kind: 'createThoseTokens', span, count }));

export const diceTriggers: Parser<TriggerNode> = map(
  re(new RegExp(`When(?:ever)? you roll (one or more dice|a natural (\\d+))${END}`)),
  (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'rollsDice', ...(m[2] ? { natural: Number(m[2]) } : {}) }),
);

/**
 * "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest
 * roll." (614.1a, 706.6): a replacement effect on its controller's rolls; flavor words may precede it.
 */
export const rollAdvantage: Parser<StaticNode> = map(
  template`${opt(ABILITY_WORD)}${lit('If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll.')}`,
  (_, span): StaticNode => ({ kind: 'rollAdvantage', span }),
);

const ROW = /^(\d+)(?:—(\d+)|(\+))? \| /;

/** "10—19 | Scry 2.": the results it names (706.3a) and its effect, read as sentences. */
function row(text: string, span: Span): ResultRowNode {
  const m = ROW.exec(text.slice(span.start, span.end))!;
  const min = Number(m[1]);
  const max = m[3] ? null : Number(m[2] ?? m[1]);
  const start = span.start + m[0].length;
  const those = whole(createThoseTokens, text, start, span.end);
  const sentences: Sentence[] = those ? [{ kind: 'sentence', span: { start, end: span.end }, effect: those }] : readSentences(text, start, span.end);
  return { kind: 'resultRow', span, min, max, sentences };
}

const extend = (span: Span, end: number): Span => ({ start: span.start, end });

/** The roll that ends the sentence ("Choose target creature, then roll a d20.") with the table, reaching to its last line. */
function withTable(text: string, e: EffectNode, rows: Span[], end: number): EffectNode | null {
  if (e.kind === 'rollDie') return e.table ? null : { ...e, span: extend(e.span, end), table: rows.map((r) => row(text, r)) };
  if (e.kind !== 'sequence') return null;
  const last = withTable(text, e.parts[e.parts.length - 1], rows, end);
  return last && { ...e, span: extend(e.span, end), parts: [...e.parts.slice(0, -1), last] };
}

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
    const effect = last && last.span.end === node.span.end ? withTable(text, last.effect, rows, end) : null;
    if (effect) return { ...node, span: extend(node.span, end), sentences: [...sentences.slice(0, -1), { ...last, span: extend(last.span, end), effect }] } as AbilityNode;
    const unread = rows.map((r): Sentence => ({ kind: 'sentence', span: r, effect: { kind: 'unmodelled', span: r, text: text.slice(r.start, r.end) } }));
    return { ...node, span: extend(node.span, end), sentences: [...sentences, ...unread] } as AbilityNode;
  }
  if (node.kind === 'static') {
    const span = extend(node.span, end);
    return { ...node, span, body: { kind: 'unmodelled', span, text: text.slice(span.start, span.end) } };
  }
  return node;
}
