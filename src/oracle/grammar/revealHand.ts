// "Target opponent reveals their hand. You choose a nonland card from it. That player discards
// that card." (Duress, Thoughtseize): a hand revealed (701.20a), a card of it chosen by the
// spell's controller (701.9b: an effect may let another player choose), then discarded (701.9a)
// or exiled (406.2). Each sentence is its own clause; the later ones refer back (608.2c).
import type { CardType } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { alt, lit, map, re, template, type Parser } from './primitives';
import { target } from './target';

const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
const typeWord = map(re(/(creature|artifact|enchantment|land|planeswalker|instant|sorcery)(?![\w-])/), (m) => TYPES[m[1]]);

type Kind = { types: CardType[]; notTypes: CardType[] };
/** "a card", "a nonland card", "a creature card", "an instant or sorcery card", "a noncreature, nonland card". */
const cardKind: Parser<Kind> = alt<Kind>(
  map(lit('a card'), () => ({ types: [], notTypes: [] })),
  map(template`a non${typeWord}, non${typeWord} card`, ([a, b]) => ({ types: [], notTypes: [a, b] })),
  map(template`a non${typeWord} card`, ([t]) => ({ types: [], notTypes: [t] })),
  map(template`${alt(lit('an '), lit('a '))}${typeWord} or ${typeWord} card`, ([, a, b]) => ({ types: [a, b], notTypes: [] })),
  map(template`${alt(lit('an '), lit('a '))}${typeWord} card`, ([, t]) => ({ types: [t], notTypes: [] })),
);

const reveals = map(template`${target} reveals their hand`, ([who], span): EffectNode => ({ kind: 'revealHand', span, who }));
const choose = map(template`you choose ${cardKind} from it`, ([k], span): EffectNode => ({ kind: 'chooseFromHand', span, ...k }));

export const revealHand: Parser<EffectNode> = alt<EffectNode>(
  map(template`${reveals}.`, ([r], span) => ({ ...r, span })),
  // "Target opponent reveals their hand and you choose a nonland card from it." (608.2c: in order)
  map(template`${reveals} and ${choose}.`, ([r, c], span) => ({ kind: 'sequence', span, parts: [r, c] })),
  map(template`You choose ${cardKind} from it.`, ([k], span) => ({ kind: 'chooseFromHand', span, ...k })),
  map(lit('That player discards that card.'), (_, span) => ({ kind: 'discardChosen', span })),
  map(lit('Exile that card.'), (_, span) => ({ kind: 'exileChosen', span })),
  // "You choose a nonland card from it and exile that card."
  map(template`You choose ${cardKind} from it and exile that card.`, ([k], span) => ({
    kind: 'sequence',
    span,
    parts: [
      { kind: 'chooseFromHand', span: { start: span.start, end: span.end - ' and exile that card.'.length }, ...k },
      { kind: 'exileChosen', span: { start: span.end - 'exile that card.'.length, end: span.end } },
    ],
  })),
);
