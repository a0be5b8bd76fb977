// Damage dealt (120.1): "~ deals 3 damage to any target", to whom ("each creature", "you", "that
// player"), in what amount ("that much"), and with what else in the same sentence (608.2c).
import type { EachNode, EffectNode, Quantity, RecipientNode } from '../tree';
import { damageDefinedAmount } from './damageAmount';
import { number, stat } from './quantity';
import { sequence } from './sequence';
import { dividedTargets, permanentNoun, refTo, target, thatPermanentsController } from './target';
import { alt, lit, map, template, where, type Parser } from './primitives';

/** "each creature and each player", "each creature without flying", "each opponent" (no target). */
const each: Parser<EachNode> = alt<EachNode>(
  map(template`each ${permanentNoun(false)} and each player`, ([p], span) => ({ kind: 'each', span, players: 'all', permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) })),
  // "each creature and each planeswalker": the permanents of either kind (no quality on either).
  map(where(template`each ${permanentNoun(false)} and each ${permanentNoun(false)}`, ([a, b]) => !a.quality && !b.quality), ([a, b], span) => ({ kind: 'each', span, permanents: [...a.types, ...b.types] })),
  // "each other creature": not the source (Chaos Maw).
  map(template`each other ${permanentNoun(false)}`, ([p], span) => ({ kind: 'each', span, permanents: p.types, other: true, ...(p.quality ? { quality: p.quality } : {}) })),
  map(lit('each player'), (_, span) => ({ kind: 'each', span, players: 'all' })),
  map(lit('each opponent'), (_, span) => ({ kind: 'each', span, players: 'opponents' })),
  map(template`each ${permanentNoun(false)}`, ([p], span) => ({ kind: 'each', span, permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) })),
);

const you: Parser<RecipientNode> = map(lit('you'), (_, span) => ({ kind: 'you', span }));
export const recipient: Parser<RecipientNode> = alt<RecipientNode>(target, each, you);
/** Who is dealt damage: a recipient, or the player a trigger or an earlier sentence named. */
// "that creature's controller" before "that creature": the first alternative that matches is kept (PEG).
const damaged: Parser<RecipientNode> = alt<RecipientNode>(recipient, thatPermanentsController, refTo('the player', 'that player', 'that creature', 'defending player'));

/** "that much": the number of the event that triggered the ability (its damage). */
export const thatMuch: Parser<Quantity> = map(lit('that much'), (_, span): Quantity => ({ kind: 'quantity', span, value: 'thatMany' }));

/** "you gain 3 life", the second clause of "... and you gain 3 life." (119.3). */
export const youGain = map(template`you gain ${number} life`, ([amount], span): EffectNode => ({ kind: 'gainLife', span, amount }));

/** The subject of "deals damage": the card itself; "It" too, as the ability's first words (Aeolipile). */
export const damage = (subject: Parser<unknown>): Parser<EffectNode> =>
  alt<EffectNode>(
    // "... and 2 damage to you" (Char): both dealt at once, in the text's order (608.2c).
    map(template`${subject} deals ${number} damage to ${recipient} and ${number} damage to you.`, ([, amount, to, alsoToYou], span) =>
      sequence(span, [
        { kind: 'damage', span: { start: span.start, end: to.span.end }, amount, to },
        { kind: 'damage', span: { start: alsoToYou.span.start, end: span.end }, amount: alsoToYou, to: { kind: 'you', span: { start: span.end - 4, end: span.end - 1 } } },
      ]),
    ),
    // "... and you gain 3 life." (Lightning Helix): the damage, then the life (608.2c).
    map(
      template`${map(template`${subject} deals ${number} damage to ${recipient}`, ([, amount, to], span): EffectNode => ({ kind: 'damage', span, amount, to }))} and ${youGain}.`,
      ([first, then], span) => sequence(span, [first, then]),
    ),
    // 120.1, 601.2d: damage divided among several targets as the spell is cast, or split evenly (Fireball).
    map(template`${subject} deals ${number} damage divided as you choose among ${dividedTargets}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to, divided: true })),
    map(template`${subject} deals ${number} damage divided evenly, rounded down, among ${dividedTargets}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to, evenly: true })),
    // "... to target creature and 2 damage to target player or planeswalker": two phrases, two amounts.
    map(
      template`${map(template`${subject} deals ${number} damage to ${target}`, ([, amount, to], span): EffectNode => ({ kind: 'damage', span, amount, to }))} and ${map(template`${number} damage to ${target}`, ([amount, to], span): EffectNode => ({ kind: 'damage', span, amount, to }))}.`,
      ([first, then], span) => sequence(span, [first, then]),
    ),
    // "... to any target and 3 damage to itself" (Psionic Entity): the source is dealt damage too.
    map(
      template`${map(template`${subject} deals ${number} damage to ${target}`, ([, amount, to], span): EffectNode => ({ kind: 'damage', span, amount, to }))} and ${map(template`${number} damage to itself`, ([amount], span): EffectNode => ({ kind: 'damage', span, amount, to: { kind: 'ref', span: { start: span.end - 6, end: span.end }, word: 'itself' } }))}.`,
      ([first, then], span) => sequence(span, [first, then]),
    ),
    // "... to target creature and 2 damage to that creature's controller" (608.2c).
    map(
      template`${map(template`${subject} deals ${number} damage to ${target}`, ([, amount, to], span): EffectNode => ({ kind: 'damage', span, amount, to }))} and ${map(template`${number} damage to ${thatPermanentsController}`, ([amount, to], span): EffectNode => ({ kind: 'damage', span, amount, to }))}.`,
      ([first, then], span) => sequence(span, [first, then]),
    ),
    map(
      template`${subject} deals ${number} damage to ${where(target, (t) => t.phrase === 'target player or planeswalker')} and each creature that player or that planeswalker's controller controls.`,
      ([, amount, to], span) => ({ kind: 'damage', span, amount, to, alsoCreaturesOf: true }),
    ),
    // "its power": the subject's, which is the source itself (Chainweb Aracnir, Cinder Shade; 608.2h).
    map(template`${subject} deals damage equal to ${stat} to ${target}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount: amount.of === 'it' ? { ...amount, of: 'self' } : amount, to })),
    map(template`${subject} deals ${number} damage to ${damaged}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to })), // 120.1
    // "that much": the event's damage ("Whenever ~ is dealt damage, it deals that much damage to any target").
    map(template`${subject} deals ${thatMuch} damage to ${damaged}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to })),
    damageDefinedAmount(subject, damaged), // damageAmount.ts: "equal to the number of ...", "where X is ..."
  );
