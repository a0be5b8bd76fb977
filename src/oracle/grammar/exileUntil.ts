// "When ~ enters, exile target creature an opponent controls until ~ leaves the battlefield."
// (Banisher Priest, Banishing Light), "Exile that card until ~ leaves the battlefield." (Kitesail
// Freebooter): an exile that ends when the source leaves the battlefield, returning the card under
// its owner's control (610.3, 610.3c); not exiled if the source has already left (610.3a, 610.3b).
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import { alt, lit, map, template } from './primitives';
import { target } from './target';

const until = lit(` until ${SELF} leaves the battlefield.`);

export const exileUntil = alt<EffectNode>(
  map(template`Exile ${target}${until}`, ([what], span): EffectNode => ({ kind: 'exileUntilLeaves', span, what })),
  map(template`Exile that card${until}`, (_, span): EffectNode => ({ kind: 'exileUntilLeaves', span, what: 'chosen' })),
);
