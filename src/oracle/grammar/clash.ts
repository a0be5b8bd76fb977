// Clash (701.30): "Clash with an opponent." and the sentence after it that says what winning does,
// "If you win, <clause>" (701.30d).
import type { EffectNode } from '../tree';
import { capitalized, lit, map, type Parser } from './primitives';

/** "Clash with an opponent." (701.30b). */
export const clash: Parser<EffectNode> = map(lit('Clash with an opponent.'), (_, span): EffectNode => ({ kind: 'clash', span }));

/** "If you win, <clause>" (701.30d): read with the clash before it (lowerEffect.ts). */
export function ifWinClash(clause: Parser<EffectNode>): Parser<EffectNode> {
  return (text, at) => {
    const head = lit('If you win, ')(text, at);
    const inner = head && capitalized(clause)(text, head.end);
    if (!inner) return null;
    return { value: { kind: 'ifWinClash', span: { start: at, end: inner.end }, effect: inner.value }, end: inner.end };
  };
}
