// "~ gets +2/+2 until end of turn and deals 1 damage to you." (Firedrinker Satyr, Electric Eel):
// the pump (611.2a), then the damage to the ability's controller (120.1), in the text's order (608.2c).
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import { ptChange } from './continuous';
import { number } from './quantity';
import { lit, map, template, type Parser } from './primitives';

export const selfPumpAndDamage: Parser<EffectNode> = map(
  template`${lit(SELF)} gets ${ptChange} until end of turn and deals ${number} damage to you.`,
  ([, change, amount], span): EffectNode => ({
    kind: 'sequence',
    span,
    parts: [
      { kind: 'untilEndOfTurn', span: { start: span.start, end: change.span.end + ' until end of turn'.length }, what: { kind: 'self', span: { start: span.start, end: span.start + SELF.length } }, parts: [change] },
      { kind: 'damage', span: { start: amount.span.start, end: span.end }, amount, to: { kind: 'you', span: { start: span.end - 4, end: span.end - 1 } } },
    ],
  }),
);
