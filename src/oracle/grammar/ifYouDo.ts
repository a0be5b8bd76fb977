// "You may pay {2}. If you do, draw a card." (118.12): an optional cost paid as the ability
// resolves, then the effect that needs it. Two sentences; lowerEffect joins them.
import type { EffectNode } from '../tree';
import { capitalized, lit, map, re, template, type Parser } from './primitives';

/** "You may pay {2}.", "{U/B}" (hybrid, 107.4e), "{X}{R}" (X chosen as it resolves, 107.3f). */
export const mayPay: Parser<EffectNode> = map(template`You may pay ${re(/(?:\{(?:\d+|[WUBRGC]|[WUBRG]\/[WUBRG]|X)\})+/)}.`, ([m], span) => ({ kind: 'mayPay', span, mana: m[0] }));

/** "You may pay 2 life." (118.12, 119.4): the "If you do" after it. */
export const mayPayLife: Parser<EffectNode> = map(re(/You may pay (\d+) life\./), (m, span) => ({ kind: 'mayPay', span, mana: '', life: Number(m[1]) }));

/** "If you do, <clause>": `words` is the clause without its period, for the prompt. */
export function ifYouDo(clause: Parser<EffectNode>): Parser<EffectNode> {
  return (text, at) => {
    const head = lit('If you do, ')(text, at);
    const inner = head && capitalized(clause)(text, head.end);
    if (!inner) return null;
    return { value: { kind: 'ifYouDo', span: { start: at, end: inner.end }, words: { start: head.end, end: inner.end - 1 }, effect: inner.value }, end: inner.end };
  };
}
