// "Take an extra turn after this one." (Time Walk), "Target player takes an extra turn after this
// one." (Beacon of Tomorrows), "You take an extra turn after this one." (500.7: the turn is added
// directly after this one).
import type { EffectNode } from '../tree';
import { alt, lit, map, template, type Parser } from './primitives';
import { target } from './target';

export const extraTurn: Parser<EffectNode> = alt<EffectNode>(
  map(alt(lit('Take an extra turn after this one.'), lit('You take an extra turn after this one.')), (_, span) => ({ kind: 'extraTurn', span })),
  map(template`${target} takes an extra turn after this one.`, ([who], span) => ({ kind: 'extraTurn', span, who })),
);
