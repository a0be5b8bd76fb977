// Flipping a coin (705): "Flip a coin." and the sentences after it that say what winning or losing
// the flip does, "If you win the flip, <clause>" and "If you lose the flip, <clause>" (705.2: the
// player who flips calls heads or tails, and wins if the call matches).
import type { EffectNode } from '../tree';
import { alt, capitalized, lit, map, type Parser } from './primitives';

/** "Flip a coin." (705.1). */
export const flipCoin: Parser<EffectNode> = map(lit('Flip a coin.'), (_, span): EffectNode => ({ kind: 'flipCoin', span }));

/** "If you win the flip, <clause>", "If you lose the flip, <clause>" (705.2): read with the flip before it (lowerEffect.ts). */
export function ifFlip(clause: Parser<EffectNode>): Parser<EffectNode> {
  return (text, at) => {
    const head = alt(lit('If you win the flip, '), lit('If you lose the flip, '))(text, at);
    const inner = head && capitalized(clause)(text, head.end);
    if (!inner) return null;
    return { value: { kind: 'ifFlip', span: { start: at, end: inner.end }, won: head.value.includes('win'), effect: inner.value }, end: inner.end };
  };
}
