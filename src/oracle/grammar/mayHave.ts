// "You may have target creature get -2/-2 until end of turn.", "you may have ~ deal 1 damage to
// any target": the controller chooses as the effect resolves whether the clause happens (608.2d,
// 603.5), the clause written with its verb in the base form after "have". It is read as the clause
// itself ("Target creature gets ..."): the verb is given its "s" in a copy of the text, and the
// positions the clause's tree records are moved back to the card's own text.
import type { EffectNode } from '../tree';
import { capitalized, lit, type Parser } from './primitives';

/** The verbs a "have" clause uses, in the base form; each takes an "s" in the clause read. */
const VERB = /^(.*?) (get|deal|discard|gain|lose|fight|mill|draw|sacrifice|become|block)\b/;

/** Every span of `node` (an object with only numeric start and end) with `move` applied, in place. */
function moveSpans(node: unknown, move: (p: number) => number): void {
  if (Array.isArray(node)) {
    for (const n of node) moveSpans(n, move);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 2 && typeof o.start === 'number' && typeof o.end === 'number') {
    o.start = move(o.start);
    o.end = move(o.end);
    return;
  }
  for (const k of keys) moveSpans(o[k], move);
}

/** "You may have <subject> <verb> ...": a `may` of the clause "<Subject> <verb>s ...". */
export function mayHave(clause: Parser<EffectNode>): Parser<EffectNode> {
  return (text, at) => {
    const head = lit('You may have ')(text, at);
    if (!head) return null;
    const m = VERB.exec(text.slice(head.end));
    if (!m) return null;
    const verbEnd = head.end + m[0].length;
    const read = `${text.slice(0, verbEnd)}s${text.slice(verbEnd)}`;
    const inner = capitalized(clause)(read, head.end);
    if (!inner) return null;
    const move = (p: number): number => (p <= verbEnd ? p : p - 1);
    const effect = structuredClone(inner.value);
    moveSpans(effect, move);
    const end = move(inner.end);
    return { value: { kind: 'may', span: { start: at, end }, words: { start: head.end - 'have '.length, end: end - 1 }, effect }, end };
  };
}
