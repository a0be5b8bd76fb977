// "Gain control of target creature until end of turn." (613.1b): a control-changing effect of a
// resolving spell or ability, with its duration (611.2a, 611.2b). The Threaten family's "Untap
// that creature. It gains haste until end of turn." are sentences of their own (effect.ts).
import type { DurationWord, EachNode, EffectNode, TargetNode } from '../tree';
import { permanentsNoun, target } from './target';
import { forAsLongAs } from './duration';
import { alt, lit, map, opt, template, where, type Parser } from './primitives';

/** A permanent target (115.1): "target creature", "target artifact", "target creature an opponent controls". */
const permanentTarget = where(target, (t) => t.permanents !== undefined && !t.players && !t.spells && !t.cards);

const all: Parser<EachNode> = map(template`all ${permanentsNoun}`, ([p], span) => ({ kind: 'each', span, permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) }));

/** 611.2a, 611.2b: how long; no words is for good (an indefinite effect). */
const duration: Parser<DurationWord> = alt<DurationWord>(
  map(lit(' until end of turn'), () => 'endOfTurn'),
  forAsLongAs, // 611.2b (duration.ts)
);

/** "Gain control of target creature [until end of turn | for as long as you control ~]." */
export const gainControl: Parser<EffectNode> = alt<EffectNode>(
  map(template`Gain control of ${alt<TargetNode | EachNode>(permanentTarget, all)}${opt(duration)}.`, ([what, d], span) => ({ kind: 'gainControl', span, what, duration: d ?? 'indefinite' })),
  // "Untap target creature and gain control of it until end of turn.": one target, untapped first (608.2c).
  map(template`Untap ${permanentTarget} and gain control of ${lit('it')}${opt(duration)}.`, ([what, it, d], span): EffectNode => {
    const itAt = span.start + `Untap ${'x'.repeat(what.span.end - what.span.start)} and gain control of `.length;
    return {
      kind: 'sequence',
      span,
      parts: [
        { kind: 'untap', span: { start: span.start, end: what.span.end }, what },
        { kind: 'gainControl', span: { start: what.span.end + 5, end: span.end }, what: { kind: 'ref', span: { start: itAt, end: itAt + it.length }, word: 'it' }, duration: d ?? 'indefinite' },
      ],
    };
  }),
);
