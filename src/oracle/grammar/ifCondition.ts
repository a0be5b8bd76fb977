// "If you control a Wizard, draw a card." (608.2c): a condition on the game, in the words of a static
// ability's "as long as" (grammar/staticEffect.ts `condition`), checked once as the spell or ability
// resolves; the clause after it happens only if it holds then.
import type { EffectNode } from '../tree';
import { condition } from './staticEffect';
import { capitalized, template, type Parser } from './primitives';

/** "If <condition>, <clause>". */
export function ifCondition(clause: Parser<EffectNode>): Parser<EffectNode> {
  return (text, at) => {
    const head = template`If ${condition}, `(text, at);
    const inner = head && capitalized(clause)(text, head.end);
    if (!inner) return null;
    return { value: { kind: 'ifCondition', span: { start: at, end: inner.end }, condition: head.value[0], effect: inner.value }, end: inner.end };
  };
}
