// "for as long as" durations of a resolved effect (611.2b), after the words of the change:
// "for as long as ~ remains on the battlefield", "for as long as you control ~", "for as long as
// ~ remains tapped" (the 502.3 family of "You may choose not to untap ~"), and both of the last.
import { SELF } from '../normalize';
import type { DurationWord } from '../tree';
import { alt, lit, map, type Parser } from './primitives';

export const forAsLongAs: Parser<DurationWord> = alt<DurationWord>(
  map(lit(` for as long as ${SELF} remains on the battlefield`), () => 'whileSourceOnBattlefield'),
  map(lit(` for as long as you control ${SELF} and ${SELF} remains tapped`), () => 'whileSourceControlledAndTapped'),
  map(lit(` for as long as you control ${SELF}`), () => 'whileSourceControlled'),
  map(lit(` for as long as ${SELF} remains tapped`), () => 'whileSourceTapped'),
);
