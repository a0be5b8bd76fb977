// "Tap all other creatures.", "Untap all creatures you control.", "Untap each other creature you
// control.", "Tap all Islands.": every permanent the words name as the effect resolves (611.2c does
// not apply: a one-shot effect, 610.1), tapped or untapped (701.26a-b).
import type { EachNode, EffectNode } from '../tree';
import { permanentNoun, permanentsNoun, target } from './target';
import { eachOf } from './staticNoun';
import { alt, lit, map, template, where, type Parser } from './primitives';

const each = (span: { start: number; end: number }, p: { types: EachNode['permanents']; quality?: EachNode['quality'] }, other: boolean): EachNode => ({
  kind: 'each',
  span,
  permanents: p.types,
  ...(p.quality ? { quality: p.quality } : {}),
  ...(other ? { other: true } : {}),
});

/** The words after "all" or "each", with subtypes ("Islands", "Merfolk you control", "other Myr"), as static abilities read them. */
/** "creatures target player controls", "lands target player controls" (the player a target names). */
export const ofTargetPlayer: Parser<EachNode> = map(template`${permanentsNoun} ${where(target, (t) => t.phrase === 'target player' || t.phrase === 'target opponent')} controls`, ([p, t], span) => ({ ...each(span, p, false), of: t }));

const all: Parser<EachNode> = alt<EachNode>(
  map(template`all ${ofTargetPlayer}`, ([n], span) => ({ ...n, span })),
  map(template`all other ${permanentsNoun}`, ([p], span) => each(span, p, true)),
  map(template`all ${permanentsNoun}`, ([p], span) => each(span, p, false)),
  map(template`each other ${permanentNoun(false)}`, ([p], span) => each(span, p, true)),
  map(template`each ${permanentNoun(false)}`, ([p], span) => each(span, p, false)),
  map(template`all other ${eachOf(true, true)}`, ([n], span) => ({ ...n, span })),
  map(template`all ${eachOf(true)}`, ([n], span) => ({ ...n, span })),
  map(template`each other ${eachOf(false, true)}`, ([n], span) => ({ ...n, span })),
  map(template`each ${eachOf(false)}`, ([n], span) => ({ ...n, span })),
);

export const tapAll: Parser<EffectNode> = alt<EffectNode>(
  // "Untap those creatures.", "Untap them.": the permanents the sentence before named (608.2c).
  map(template`Untap ${alt(lit('those creatures'), lit('them'))}.`, ([w], span) => ({ kind: 'untap', span, what: { kind: 'ref', span: { start: span.start + 6, end: span.start + 6 + w.length }, word: 'those creatures' } })),
  map(template`Tap ${all}.`, ([what], span) => ({ kind: 'tap', span, what })), // 701.26a
  map(template`Untap ${all}.`, ([what], span) => ({ kind: 'untap', span, what })), // 701.26b
);
