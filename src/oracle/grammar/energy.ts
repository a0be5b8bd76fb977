// Energy (107.14, 122.1): "you get {E}{E}" gives the controller energy counters; "Pay {E}" in a cost
// and "You may pay {E}{E}." as the ability resolves (118.12) remove them. The reminder text that
// follows the symbols ("(two energy counters)") is set aside, leaving a space before the period.
import type { CardType, PermanentQuality } from '../../engine/state/card';
import type { EffectNode, Quantity } from '../tree';
import { count, number } from './quantity';
import { permanentNoun } from './target';
import { alt, lit, map, opt, re, template, type Parser } from './primitives';

/** "{E}{E}{E}": one or more energy symbols, read as their number (107.14). */
export const energySymbols: Parser<Quantity> = map(re(/(?:\{E\})+/), (m, span) => ({ kind: 'quantity', span, value: m[0].length / 3 }));

/** The end of a sentence, with the space reminder text left before its period. */
const stop = map(template`${opt(lit(' '))}.`, () => null);

/** "for each creature you control": the symbols' number times the permanents counted (reminder text may sit before it). */
const forEach = map(template`${opt(lit(' '))} for each ${permanentNoun(false)}`, ([, p]) => p);
const times = (q: Quantity, p: { types: CardType[]; quality?: PermanentQuality } | undefined): Quantity =>
  p ? { ...q, forEach: { permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) } } : q;

/** What the controller gets: "{E}{E}", "{E} for each creature you control", "that many {E}". */
const energyAmount: Parser<Quantity> = alt(
  map(template`${energySymbols}${opt(forEach)}`, ([q, p]) => times(q, p)),
  map(template`${count} {E}`, ([q]) => q), // "that many {E}" (the event's number)
);

const getEnergy = (span: { start: number; end: number }, amount: Quantity): EffectNode => ({ kind: 'getEnergy', span, amount });

/** "You get {E}{E}.", "you gain 3 life and get {E}{E}{E}.", "draw a card and you get {E}{E}." */
export const youGetEnergy: Parser<EffectNode> = alt<EffectNode>(
  map(template`You get ${energyAmount}${stop}`, ([amount], span) => getEnergy(span, amount)),
  map(template`You gain ${number} life and get ${energyAmount}${stop}`, ([life, amount], span) => ({
    kind: 'sequence',
    span,
    parts: [
      { kind: 'gainLife', span: life.span, amount: life },
      getEnergy(amount.span, amount),
    ],
  })),
  map(template`Draw ${count} ${alt(lit('cards'), lit('card'))} and you get ${energyAmount}${stop}`, ([c, , amount], span) => ({
    kind: 'sequence',
    span,
    parts: [
      { kind: 'draw', span: c.span, count: c },
      getEnergy(amount.span, amount),
    ],
  })),
);

/** "You may pay any amount of {E}." (608.2d): the number chosen as it resolves. */
export const payAnyEnergy: Parser<EffectNode> = map(lit('You may pay any amount of {E}.'), (_, span) => ({ kind: 'payAnyEnergy', span }));

/** "You may pay {E}{E}." (118.12): a payment as the ability resolves, the "If you do" after it. */
export const mayPayEnergy: Parser<EffectNode> = map(template`You may pay ${energySymbols}.`, ([q], span) => ({ kind: 'mayPay', span, mana: '', energy: q.value as number }));
