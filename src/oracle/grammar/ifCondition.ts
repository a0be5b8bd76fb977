// "If you control a Wizard, draw a card." (608.2c): a condition on the game, in the words of a static
// ability's "as long as" (grammar/staticEffect.ts `condition`), checked once as the spell or ability
// resolves; the clause after it happens only if it holds then.
import type { EffectNode } from '../tree';
import { SELF } from '../normalize';
import { placedCounter } from './counter';
import { condition } from './staticEffect';
import { capitalized, lit, template, type Parser } from './primitives';

/**
 * "If there are no depletion counters on ~, sacrifice it." (Hickory Woodlot): "it" is the ~ the
 * condition names; the counters on it are counted as the ability resolves (122.1, 608.2c).
 */
const noCountersSacrifice: Parser<EffectNode> = (text, at) => {
  const r = template`If there are no ${placedCounter} counters on ${lit(SELF)}, `(text, at);
  const tail = r && lit('sacrifice it.')(text, r.end);
  if (!r || !tail) return null;
  const span = { start: at, end: tail.end };
  const count = { kind: 'count' as const, span: r.value[0] ? { start: at, end: r.end } : span, sourceCounters: r.value[0] };
  return { value: { kind: 'ifCondition', span, condition: { kind: 'cardsIn', span: { start: at, end: r.end }, atMost: 0, count }, effect: { kind: 'sacrificeSelf', span: { start: r.end, end: tail.end } } }, end: tail.end };
};

/** "If <condition>, <clause>". */
export function ifCondition(clause: Parser<EffectNode>): Parser<EffectNode> {
  return (text, at) => {
    const own = noCountersSacrifice(text, at);
    if (own) return own;
    const head = template`If ${condition}, `(text, at);
    const inner = head && capitalized(clause)(text, head.end);
    if (!inner) return null;
    return { value: { kind: 'ifCondition', span: { start: at, end: inner.end }, condition: head.value[0], effect: inner.value }, end: inner.end };
  };
}
