// Stage 2 (DESIGN.md, "The Oracle compiler"): a face's normalized text into abilities as the rules
// count them (113; SCENARIO.md's REF#N): every keyword is one ability, every other paragraph is one,
// a modal paragraph owns the bullets after it (700.2), a paragraph that rolls a die owns the results
// table after it (706.3b), reminder text is none.
import type { Span } from './normalize';
import { readKeywordLine, type KeywordRead } from './grammar/keyword';

export type Piece =
  | { kind: 'keyword'; read: KeywordRead }
  /** A paragraph, with the bullets that follow it when it is modal ("Choose one —"). */
  | { kind: 'paragraph'; span: Span; bullets: Span[]; rows?: Span[] };

const BULLET = '• ';
/** A line of a results table (706.3a): "1—9 | ...", "20 | ...", "15+ | ...". */
const ROW = /^\d+(?:—\d+|\+)? \| /;

/** The paragraphs of `text`: spans of its lines, without surrounding spaces, empty lines left out. */
export function paragraphs(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== '\n') continue;
    let s = start;
    let e = i;
    while (s < e && text[s] === ' ') s++;
    while (e > s && text[e - 1] === ' ') e--;
    if (e > s) spans.push({ start: s, end: e });
    start = i + 1;
  }
  return spans;
}

export function split(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const span of paragraphs(text)) {
    const last = pieces[pieces.length - 1];
    if (text.startsWith(BULLET, span.start) && last?.kind === 'paragraph') {
      last.bullets.push({ start: span.start + BULLET.length, end: span.end });
      continue;
    }
    // 706.3b: the results table is part of the ability that rolls the die.
    if (ROW.test(text.slice(span.start, span.end)) && last?.kind === 'paragraph' && last.bullets.length === 0) {
      (last.rows ??= []).push(span);
      continue;
    }
    const keywords = readKeywordLine(text, span.start, span.end);
    if (keywords) pieces.push(...keywords.map((read): Piece => ({ kind: 'keyword', read })));
    else pieces.push({ kind: 'paragraph', span, bullets: [] });
  }
  return pieces;
}
