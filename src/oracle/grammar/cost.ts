// Activation costs (602.1a, 118): the part of `cost: effect` before the colon, its parts separated
// by commas. A part the grammar can't read keeps its words as an unmodelled part.
import type { CostNode, CostPart } from '../tree';
import { SELF } from '../normalize';
import { manaSymbols } from './mana';
import { alt, lit, map, re, type Parser } from './primitives';

const part: Parser<CostPart> = alt<CostPart>(
  map(lit('{T}'), (_, span) => ({ kind: 'tap', span })), // 107.5
  map(lit('{Q}'), (_, span) => ({ kind: 'untap', span })), // 107.6
  map(lit(`Sacrifice ${SELF}`), (_, span) => ({ kind: 'sacrificeSelf', span })), // 601.2h
  map(re(/Pay (\d+) life/), (m, span) => ({ kind: 'payLife', span, amount: Number(m[1]) })), // 119.4
  map(manaSymbols, (symbols, span) => ({ kind: 'mana', span, symbols })),
);

/** The cost `text[start, end)`: each comma-separated part read, or kept as its words. */
export function readCost(text: string, start: number, end: number): CostNode {
  const parts: CostPart[] = [];
  let at = start;
  while (at < end) {
    const comma = text.indexOf(', ', at);
    const partEnd = comma < 0 || comma >= end ? end : comma;
    const r = part(text.slice(0, partEnd), at);
    parts.push(r && r.end === partEnd ? r.value : { kind: 'unmodelled', span: { start: at, end: partEnd }, text: text.slice(at, partEnd) });
    at = partEnd === end ? end : partEnd + 2;
  }
  return { kind: 'cost', span: { start, end }, parts };
}
