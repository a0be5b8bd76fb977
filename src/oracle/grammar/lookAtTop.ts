// "Look at the top four cards of your library. You may reveal a creature card from among them and
// put it into your hand. Put the rest on the bottom of your library in a random order." (Adventurous
// Impulse, Grim Discovery's kin): the cards looked at, one taken (revealed, 701.20a), the rest put on
// the bottom in a random order or in any order (401.4), or into the graveyard, or back on top in
// any order. Each sentence is its own clause; "them" and "the rest" refer back (608.2c).
import type { CardType } from '../../engine/state/card';
import type { EffectNode, Quantity } from '../tree';
import { SELF } from '../normalize';
import { number } from './quantity';
import { alt, lit, map, re, template, type Parser } from './primitives';

const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
const typeWord = map(re(/(creature|artifact|enchantment|land|planeswalker|instant|sorcery)(?![\w-])/), (m) => TYPES[m[1]]);
const article = alt(lit('an '), lit('a '));

/** "a creature card", "an instant or sorcery card", "a creature or land card", "an artifact, creature, or land card", "a nonland card", "a card". */
type Kind = { types: CardType[]; notTypes: CardType[] };
const kind: Parser<Kind> = alt<Kind>(
  map(template`${article}${typeWord}, ${typeWord}, or ${typeWord} card`, ([, a, b, c]) => ({ types: [a, b, c], notTypes: [] })),
  map(template`${article}${typeWord} or ${typeWord} card`, ([, a, b]) => ({ types: [a, b], notTypes: [] })),
  map(template`${article}${typeWord} card`, ([, t]) => ({ types: [t], notTypes: [] })),
  map(template`a non${typeWord} card`, ([t]) => ({ types: [], notTypes: [t] })),
  map(lit('a card'), () => ({ types: [], notTypes: [] })),
);

const one = (span: { start: number; end: number }): Quantity => ({ kind: 'quantity', span, value: 1 });
const top = alt<Quantity>(map(template`the top ${number} cards`, ([n]) => n), map(lit('the top card'), (_, span) => one(span)));

type Rest = { where: 'bottom' | 'graveyard' | 'top'; order: 'random' | 'any' | 'none' };
const rest: Parser<Rest> = alt<Rest>(
  map(lit(' on the bottom of your library in a random order'), (): Rest => ({ where: 'bottom', order: 'random' })),
  map(lit(' on the bottom of your library in any order'), (): Rest => ({ where: 'bottom', order: 'any' })),
  map(lit(' into your graveyard'), (): Rest => ({ where: 'graveyard', order: 'none' })),
);
/** "the other" of two cards looked at: one card, so no order to choose ("on the bottom of your library"). */
const other: Parser<Rest> = alt<Rest>(rest, map(lit(' on the bottom of your library'), (): Rest => ({ where: 'bottom', order: 'none' })));

/** "Put one (two) of them into your hand and the rest (the other) ...": the cards taken, then the rest (608.2c). */
const takeAndRest = (n: number, word: string): Parser<EffectNode> =>
  map(template`Put ${lit(word)} of them into your hand and ${alt(map(template`the rest${rest}`, ([r]) => r), map(template`the other${other}`, ([r]) => r))}.`, ([, r], span): EffectNode => {
    const cut = span.start + `Put ${word} of them into your hand`.length;
    return {
      kind: 'sequence',
      span,
      parts: [
        { kind: 'takeLooked', span: { start: span.start, end: cut }, types: [], notTypes: [], optional: false, reveal: false, ...(n > 1 ? { count: n } : {}) },
        { kind: 'putRest', span: { start: cut + 5, end: span.end }, ...r },
      ],
    };
  });

export const lookAtTop: Parser<EffectNode> = alt<EffectNode>(
  // 401.4: "then put them back in any order".
  map(template`Look at ${top} of your library, then put them back in any order.`, ([count], span): EffectNode => ({ kind: 'lookAtTop', span, count, thenBack: true })),
  map(template`Look at ${top} of your library.`, ([count], span): EffectNode => ({ kind: 'lookAtTop', span, count })),
  map(template`You may reveal ${kind} from among them and put it into your hand.`, ([k], span): EffectNode => ({ kind: 'takeLooked', span, ...k, optional: true, reveal: true })),
  map(template`You may put ${kind} from among them into your hand.`, ([k], span): EffectNode => ({ kind: 'takeLooked', span, ...k, optional: true, reveal: false })),
  map(template`${alt(lit('Then put'), lit('Put'))} the rest${rest}.`, ([, r], span): EffectNode => ({ kind: 'putRest', span, ...r })),
  // "Put one of them into your hand and the rest on the bottom of your library in any order.", "... and the other into your graveyard."
  takeAndRest(1, 'one'),
  takeAndRest(2, 'two'),
  // Surveil's choice over the cards looked at (701.25a): "Put any number of them into your graveyard and the rest back on top of your library in any order."
  map(lit('Put any number of them into your graveyard and the rest back on top of your library in any order.'), (_, span): EffectNode => ({ kind: 'putRest', span, where: 'graveyardOrTop', order: 'any' })),
  // Kinship (207.2c): "If it shares a creature type with ~, you may reveal it.": the one card looked
  // at, revealed (701.20a) only if it shares a creature type with the source; a "you may" (603.5)
  // that "If you do" can follow (608.2d).
  map(lit(`If it shares a creature type with ${SELF}, you may reveal it.`), (_, span): EffectNode => {
    const words = { start: span.end - 'reveal it.'.length, end: span.end - 1 };
    return { kind: 'may', span, words, effect: { kind: 'revealLooked', span: { start: words.start, end: span.end }, sharesCreatureType: true } };
  }),
  // Consider: "You may put that card into your graveyard.": the one card looked at (608.2c).
  map(lit('Put that card into your graveyard.'), (_, span): EffectNode => ({ kind: 'putRest', span, where: 'graveyard', order: 'none', that: true })),
);
