// "It doesn't untap during its controller's next untap step.", "~ doesn't untap during your next
// untap step.", "Lands you control don't untap during your next untap step." (502.3): a resolved
// effect that keeps permanents tapped through one untap step.
import { SELF } from '../normalize';
import type { EffectNode, ModifiedNode, RefNode, TargetNode } from '../tree';
import { oneSubject, severalSubject } from './continuous';
import { ref, severalPermanents, target } from './target';
import { alt, lit, map, template, where, type Parser } from './primitives';
import { forAsLongAs } from './duration';

/** "It", "That creature", "Target creature", "~": the one permanent. */
const one: Parser<ModifiedNode> = alt<ModifiedNode>(where(ref, (r) => r.word === 'it' || r.word === 'that creature'), oneSubject);
/** "Those creatures" (the ones the effect before tapped), "Lands you control", "up to two target creatures". */
const several: Parser<ModifiedNode> = alt<ModifiedNode>(
  map(lit('Those creatures'), (_, span): ModifiedNode => ({ kind: 'ref', span, word: 'those creatures' })),
  where(target, severalPermanents),
  severalSubject,
);

const whose = alt(lit("its controller's"), lit('your'));
const theirs = alt(lit("their controller's"), lit("their controllers'"), lit('your'));

/** "It doesn't untap during its controller's untap step for as long as ~ remains tapped." (502.3, 611.2b) */
export const keptTapped: Parser<EffectNode> = map(
  template`${one} doesn't untap during its controller's untap step${forAsLongAs}.`,
  ([what, duration], span) => ({ kind: 'keptTapped', span, what, duration }),
);

export const skipNextUntap: Parser<EffectNode> = alt<EffectNode>(
  map(template`${lit(SELF)} doesn't untap during your next untap step.`, (_, span) => ({ kind: 'skipNextUntap', span, what: { kind: 'self', span: { start: span.start, end: span.start + SELF.length } } })),
  map(template`${one} doesn't untap during ${whose} next untap step.`, ([what], span) => ({ kind: 'skipNextUntap', span, what })),
  map(template`${several} don't untap during ${theirs} next untap step.`, ([what], span) => ({ kind: 'skipNextUntap', span, what })),
);

/** "Tap that creature and it doesn't untap during its controller's next untap step." (701.26a, 502.3): one object, tapped, then kept tapped once (608.2c). */
export const tapAndSkipNextUntap: Parser<EffectNode> = (text, at) => {
  const tap = template`Tap ${alt<TargetNode | RefNode>(where(target, (t) => t.permanents !== undefined && (t.max ?? 1) === 1 && !t.anyNumber), where(ref, (r) => r.word === 'that creature' || r.word === 'it'))}`(text, at);
  const rest = tap && lit(" and it doesn't untap during its controller's next untap step.")(text, tap.end);
  if (!tap || !rest) return null;
  const it = tap.end + ' and '.length;
  return {
    value: {
      kind: 'sequence',
      span: { start: at, end: rest.end },
      parts: [
        { kind: 'tap', span: { start: at, end: tap.end }, what: tap.value[0] },
        { kind: 'skipNextUntap', span: { start: it, end: rest.end }, what: { kind: 'ref', span: { start: it, end: it + 2 }, word: 'it' } },
      ],
    },
    end: rest.end,
  };
};
