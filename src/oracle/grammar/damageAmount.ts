// Damage whose amount the text defines by a number read from the game (120.1, 107.3c, 608.2h):
// "~ deals damage to any target equal to the number of Mountains you control." (Spire Barrage),
// "~ deals damage equal to the number of creatures you control to target creature or planeswalker."
// (Cabaretti Charm), "~ deals X damage to any target, where X is the number of Dragons you control."
// (Scourge of Valkas), "... and you gain X life, where X is ..." (Tendrils of Corruption). The number
// is counted as the effect happens (608.2h); an X the text defines is never chosen (107.3c).
import { SELF } from '../normalize';
import type { CountedNode, EffectNode, RecipientNode, Span } from '../tree';
import { placedCounter } from './counter';
import { number } from './quantity';
import { sequence } from './sequence';
import { countOf } from './staticEffect';
import { alt, lit, map, template, where, type Parser } from './primitives';

const counters = alt(lit('counters'), lit('counter'));

/** "the number of charge counters on ~" ("on it": the source, which deals the damage). */
const sourceCounters: Parser<CountedNode> = map(template`the number of ${placedCounter} ${counters} on ${alt(lit(SELF), lit('it'))}`, ([counter], span) => ({
  kind: 'counted',
  span,
  count: { kind: 'count', span, sourceCounters: counter },
}));

const counted: Parser<CountedNode> = alt<CountedNode>(
  sourceCounters,
  map(countOf, (count, span) => ({ kind: 'counted', span, count })),
);

const fixed = where(number, (q) => typeof q.value === 'number');

/** What X (or "equal to") is: a count, or a number plus a count ("2 plus the number of ..."). */
export const definedAmount: Parser<CountedNode> = alt<CountedNode>(
  map(template`${fixed} plus ${counted}`, ([n, c], span) => ({ ...c, span, plus: n.value as number })),
  counted,
);


/** A copy of the count with every span at `span` (its X), for a part of the sentence before the "where". */
function at(amount: CountedNode, span: Span): CountedNode {
  const move = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(move);
    if (n === null || typeof n !== 'object') return n;
    const o = n as Record<string, unknown>;
    if (Object.keys(o).length === 2 && typeof o.start === 'number' && typeof o.end === 'number') return { ...span };
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, move(v)]));
  };
  return move(amount) as CountedNode;
}

const X = where(number, (q) => q.value === 'X');

/**
 * The forms, for a subject ("~", "It") and the recipients "deals N damage to" reads; `damaged` is
 * one recipient, `you` the controller.
 */
export function damageDefinedAmount(source: Parser<unknown>, damaged: Parser<RecipientNode>): Parser<EffectNode> {
  // "It" (not "~"): the lowering checks that it is the source, not an object the trigger names (lowerEffect.ts).
  const subject: Parser<boolean> = (text, at) => {
    const r = source(text, at);
    return r && { value: text[at] !== SELF, end: r.end };
  };
  const dealt = (it: boolean, amount: CountedNode, to: RecipientNode, span: Span): EffectNode => ({ kind: 'damage', span, amount, to, ...(it ? { it: true } : {}) });
  const you = (at: number): RecipientNode => ({ kind: 'you', span: { start: at, end: at + 'you'.length } });
  return alt<EffectNode>(
    // "~ deals damage to any target equal to the number of cards in your hand."
    map(template`${subject} deals damage to ${damaged} equal to ${definedAmount}.`, ([it, to, amount], span) => dealt(it, amount, to, span)),
    // "~ deals damage equal to the number of creatures you control to target creature or planeswalker."
    map(template`${subject} deals damage equal to ${definedAmount} to ${damaged}.`, ([it, amount, to], span) => dealt(it, amount, to, span)),
    // "~ deals X damage to any target, where X is the number of Dragons you control."
    map(template`${subject} deals ${X} damage to ${damaged}, where X is ${definedAmount}.`, ([it, , to, amount], span) => dealt(it, amount, to, span)),
    // "~ deals X damage to any target and you gain X life, where X is ...": the same number twice, in order (608.2c).
    // The first part reads its X as the count, written at the sentence's end (its tree points at its X); the last part holds the "where".
    map(template`${subject} deals ${X} damage to ${damaged} and you gain ${X} life, where X is ${definedAmount}.`, ([it, x, to, life, amount], span) =>
      sequence(span, [dealt(it, at(amount, x.span), to, { start: span.start, end: to.span.end }), { kind: 'gainLife', span: { start: life.span.start - 'you gain '.length, end: span.end }, amount }]),
    ),
    // "~ deals X damage to target creature and X damage to you, where X is ..." (Sparksmith).
    map(template`${subject} deals ${X} damage to ${damaged} and ${X} damage to you, where X is ${definedAmount}.`, ([it, x, to, mine, amount], span) => {
      const end = mine.span.end + ' damage to you'.length;
      return sequence(span, [dealt(it, at(amount, x.span), to, { start: span.start, end: to.span.end }), dealt(it, amount, you(end - 'you'.length), { start: mine.span.start, end: span.end })]);
    }),
  );
}
