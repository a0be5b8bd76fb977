// Static abilities (604) the grammar reads; any other static text keeps its words.
import { SELF } from '../normalize';
import type { StaticNode, Unmodelled } from '../tree';
import { alt, lit, map, whole, type Parser } from './primitives';

const rule: Parser<StaticNode> = alt<StaticNode>(
  map(lit(`${SELF} doesn't untap during your untap step.`), (_, span) => ({ kind: 'doesntUntap', span })), // 502.3
  map(lit(`${SELF} enters tapped.`), (_, span) => ({ kind: 'entersTapped', span })), // 614.1c
);

export function readStatic(text: string, start: number, end: number): StaticNode | Unmodelled {
  return whole(rule, text, start, end) ?? { kind: 'unmodelled', span: { start, end }, text: text.slice(start, end) };
}
