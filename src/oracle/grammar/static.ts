// Static abilities (604) the grammar reads; any other static text keeps its words.
import { SELF } from '../normalize';
import type { StaticNode, Unmodelled } from '../tree';
import type { EntryCondition } from '../../engine/state/card';
import { number } from './quantity';
import { alt, lit, map, re, template, whole, type Parser } from './primitives';

const subtype = map(re(/an? (Plains|Island|Swamp|Mountain|Forest)/), (m) => m[1]);

/** What "enters tapped unless ..." checks as the permanent would enter. */
const condition: Parser<EntryCondition> = alt<EntryCondition>(
  map(template`you control ${number} or fewer other lands`, ([n]) => ({ lands: { atMost: n.value as number } })),
  map(template`you control ${number} or more other lands`, ([n]) => ({ lands: { atLeast: n.value as number } })),
  map(template`you control ${number} or more basic lands`, ([n]) => ({ lands: { atLeast: n.value as number, basic: true } })),
  map(template`you control ${subtype} or ${subtype}`, ([a, b]) => ({ controlsSubtype: [a, b] })),
  map(template`you have ${number} or more opponents`, ([n]) => ({ opponents: { atLeast: n.value as number } })),
);

const rule: Parser<StaticNode> = alt<StaticNode>(
  map(lit(`${SELF} doesn't untap during your untap step.`), (_, span) => ({ kind: 'doesntUntap', span })), // 502.3
  map(lit(`${SELF} enters tapped.`), (_, span) => ({ kind: 'entersTapped', span })), // 614.1c
  map(template`${lit(SELF)} enters tapped unless ${condition}.`, ([, unless], span) => ({ kind: 'entersTapped', span, unless })), // 614.1c, 614.12
);

export function readStatic(text: string, start: number, end: number): StaticNode | Unmodelled {
  return whole(rule, text, start, end) ?? { kind: 'unmodelled', span: { start, end }, text: text.slice(start, end) };
}
