// Targeting phrases (115.1) and the objects and players they accept, and the words that refer
// back to a player or object named before (608.2c).
import type { CardType } from '../../engine/state/card';
import type { RefNode, TargetNode } from '../tree';
import { number } from './quantity';
import { alt, lit, map, opt, re, template, where, type Parser } from './primitives';

type Filter = Omit<TargetNode, 'kind' | 'span' | 'phrase'>;

const PERMANENT_TYPES: CardType[] = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];
const ANY: Filter = { players: 'any', permanents: ['Creature', 'Planeswalker'] };

/** The phrases the engine's targeting understands, longest first so "target creature or planeswalker" wins over "target creature". */
const PHRASES: [string, Filter][] = [
  ['any target', ANY],
  // 115.4: damage to "one or two targets", "any number of targets", "another target": any target each.
  ['one or two targets', { ...ANY, min: 1, max: 2 }],
  ['any number of targets', { ...ANY, anyNumber: true }],
  ['another target', { ...ANY, another: true }],
  ['target player or planeswalker', { players: 'any', permanents: ['Planeswalker'] }],
  ['target creature or planeswalker', { permanents: ['Creature', 'Planeswalker'] }],
  ['target instant or sorcery spell you control', { spells: ['Instant', 'Sorcery'], yours: true }],
  ['target instant or sorcery spell', { spells: ['Instant', 'Sorcery'] }],
  ['target creature spell', { spells: ['Creature'] }],
  ['target spell', { spells: 'any' }],
  ['target creature', { permanents: ['Creature'] }],
  ['target artifact', { permanents: ['Artifact'] }],
  ['target enchantment', { permanents: ['Enchantment'] }],
  ['target land', { permanents: ['Land'] }],
  ['target planeswalker', { permanents: ['Planeswalker'] }],
  ['target permanent', { permanents: PERMANENT_TYPES }],
  ['target opponent', { players: 'opponent' }],
  ['target player', { players: 'any' }],
];

/** A phrase as written mid-sentence, or capitalized at a sentence's start ("Target player draws"). */
const phrase = (p: string) => alt(lit(p), lit(p[0].toUpperCase() + p.slice(1)));

const CARD_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };

/** "creature", "artifact": a card type as a word. */
export const cardType: Parser<CardType> = map(re(/(creature|artifact|enchantment|land|planeswalker|instant|sorcery)(?![\w])/), (m) => CARD_TYPES[m[1]]);

/** "with mana value 3 or less". */
const maxManaValue = map(
  where(template` with mana value ${number} or less`, ([mv]) => typeof mv.value === 'number'),
  ([mv]) => mv.value as number,
);

/** "target creature card [with mana value 3 or less] from your graveyard" (115.2: a card in a zone). */
const graveyardCard = map(template`target ${cardType} card${opt(maxManaValue)} from your graveyard`, ([type, max], span): TargetNode => ({
  kind: 'target',
  span,
  phrase: '',
  cards: { zone: 'graveyard', owner: 'you', types: [type], ...(max === undefined ? {} : { maxManaValue: max }) },
}));

export const target: Parser<TargetNode> = alt(
  ...PHRASES.map(([p, filter]) => map(phrase(p), (_, span): TargetNode => ({ kind: 'target', span, phrase: p, ...structuredClone(filter) }))),
);

/** A card in a graveyard as a target, its phrase its own words. */
export const cardTarget: Parser<TargetNode> = (text, at) => {
  const r = graveyardCard(text, at);
  return r && { value: { ...r.value, phrase: text.slice(at, r.end) }, end: r.end };
};

/** "that player", "the player", "that card", "the copy", "that spell", "it". */
export const ref: Parser<RefNode> = alt(
  ...(['that player', 'the player', 'that card', 'the copy', 'that spell', 'it'] as const).map((word) =>
    map(alt(lit(word), lit(word[0].toUpperCase() + word.slice(1))), (_, span): RefNode => ({ kind: 'ref', span, word })),
  ),
);
