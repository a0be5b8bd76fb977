// "<effect> unless they pay {3}." (118.12a: "[do something] unless [a player does something else]"
// means "[that player] may [do something else]. If [they don't], [do something]."): "each opponent
// sacrifices a permanent unless they pay {3}" (Rishadan Cutpurse), "it deals 3 damage to you unless
// you pay {2}" (Hasran Ogress). The effect before "unless" is read by the clause given, as a
// sentence of its own.
import type { EffectNode } from '../tree';
import type { Parser } from './primitives';

const UNLESS = /^([^.]*?) unless (they|you) pay ((?:\{(?:\d+|[WUBRGC])\})+)\./;

export function unlessPays(clause: Parser<EffectNode>): Parser<EffectNode> {
  return (text, at) => {
    const m = UNLESS.exec(text.slice(at));
    if (!m) return null;
    const headEnd = at + m[1].length;
    // The effect alone, its sentence ending where "unless" starts: its spans are the text's own.
    const head = clause(`${text.slice(0, headEnd)}.`, at);
    if (!head || head.end !== headEnd + 1) return null;
    const end = at + m[0].length;
    return { value: { kind: 'unlessPays', span: { start: at, end }, effect: head.value, payer: m[2] as 'they' | 'you', mana: m[3] }, end };
  };
}
