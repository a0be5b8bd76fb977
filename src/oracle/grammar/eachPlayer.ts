// What each player (or each opponent) does in turn, with no target: "Each player discards their
// hand, then draws seven cards." (701.9a, 121.1), "Each player discards their hand.", "Each player
// mills three cards." (701.17a). The players act in APNAP order (101.4).
import type { EachNode, EffectNode } from '../tree';
import { count } from './quantity';
import { alt, lit, map, template, type Parser } from './primitives';

const eachPlayer: Parser<EachNode> = map(alt(lit('Each player'), lit('Each opponent')), (w, span) => ({ kind: 'each', span, players: w === 'Each player' ? 'all' : 'opponents' }));
const cards = alt(lit('cards'), lit('card'));

const discardsHand = map(template`${eachPlayer} discards their hand`, ([who], span): EffectNode => ({ kind: 'discard', span, count: { kind: 'quantity', span: { start: span.end - 10, end: span.end }, value: 0 }, who, hand: true }));

export const eachPlayerActs: Parser<EffectNode> = alt<EffectNode>(
  // "..., then draws seven cards": the same players, after every discard (608.2c).
  map(template`${discardsHand}, then draws ${count} ${cards}.`, ([discard, n], span) => {
    const who = (discard as Extract<EffectNode, { kind: 'discard' }>).who as EachNode;
    return { kind: 'sequence', span, parts: [discard, { kind: 'draw', span: { start: discard.span.end + 2, end: span.end }, count: n, who: { ...who, span: { start: discard.span.end + 2, end: discard.span.end + 2 } } }] };
  }),
  map(template`${discardsHand}.`, ([d]) => d),
  map(template`${eachPlayer} mills ${count} ${cards}.`, ([who, n], span) => ({ kind: 'mill', span, count: n, who })),
);
