// The card a player puts from their hand onto the battlefield (Growth Spiral, Elvish Piper,
// Stoneforge Mystic): "You may put a land card from your hand onto the battlefield.", "... a basic
// land card ... tapped", "a green creature card", "a Goblin permanent card", "an Equipment card".
// The card is chosen as the effect resolves (608.2d: no target); "you may" lets the player put none.
import type { CardType, Color } from '../../engine/state/card';
import type { CardKind, EffectNode } from '../tree';
import { isCreatureType } from '../../engine/state/creatureTypes';
import { searchQuality } from './searchQuality';
import { alt, lit, map, opt, re, template, where, type Parser } from './primitives';

const article = alt(lit('an '), lit('a '));
const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const color = map(re(/(white|blue|black|red|green)(?![\w-])/), (m) => COLORS[m[1]]);
/** "green", "blue or red" (105.2: a card of either color). */
const colors: Parser<Color[]> = alt(map(template`${color} or ${color}`, ([a, b]) => [a, b]), map(color, (c) => [c]));
const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker' };
const typeWord = map(re(/(creature|artifact|enchantment|land|planeswalker)(?![\w-])/), (m) => TYPES[m[1]]);
const creatureType = where(map(re(/([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?![\w-])/), (m) => m[1]), isCreatureType);
const landType = map(re(/(Plains|Island|Swamp|Mountain|Forest)(?![\w-])/), (m) => m[1]);

/** "a land card", "a basic Forest card", "a blue or red creature card", "an Elemental creature card", "a Goblin permanent card". */
export const cardKind: Parser<CardKind> = alt<CardKind>(
  map(lit('a basic land card'), () => ({ types: ['Land'], supertypes: ['Basic'] })),
  map(template`a basic ${landType} card`, ([t]) => ({ subtypes: [t], supertypes: ['Basic'] })),
  map(template`${article}${colors} ${typeWord} card`, ([, c, t]) => ({ types: [t], colors: c })),
  map(template`${article}${creatureType} creature card`, ([, t]) => ({ types: ['Creature'], subtypes: [t] })),
  map(lit('a land card'), () => ({ types: ['Land'] })),
  // "a creature card", "an artifact card", "an Equipment card", "a Goblin permanent card" (701.23b's words): one card, no name.
  map(where(searchQuality, (q) => !q.named && q.count === undefined), (q): CardKind => ({ ...(q.types ? { types: q.types } : {}), ...(q.subtypes ? { subtypes: q.subtypes } : {}), ...(q.permanent ? { permanent: true } : {}), ...(q.manaValueAtMost !== undefined ? { manaValueAtMost: q.manaValueAtMost } : {}) })),
);

/** "You may put a land card from your hand onto the battlefield.", "Put a creature card from your hand onto the battlefield tapped." */
export const putFromHand: Parser<EffectNode> = map(
  template`${alt(lit('You may put'), lit('Put'))} ${cardKind} from your hand onto the battlefield${opt(lit(' tapped'))}.`,
  ([verb, card, tapped], span): EffectNode => ({ kind: 'putFromHand', span, card, tapped: tapped !== undefined, optional: verb === 'You may put' }),
);

const PERMANENT_TYPES: CardType[] = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];
const permanentWord = alt<CardType[]>(map(lit('permanent'), () => PERMANENT_TYPES), map(typeWord, (t) => [t]));

/** "Return a red or green creature you control to its owner's hand." (Horned Kavu), "Return another creature you control ..." (Ambush Krotiq): chosen as it resolves (608.2d). */
export const returnYours: Parser<EffectNode> = alt<EffectNode>(
  map(template`Return ${article}${colors} ${permanentWord} you control to its owner's hand.`, ([, c, types], span): EffectNode => ({ kind: 'returnChosen', span, types, colors: c })),
  map(template`Return another ${permanentWord} you control to its owner's hand.`, ([types], span): EffectNode => ({ kind: 'returnChosen', span, types, another: true })),
);
