// Targeting phrases (115.1) and the objects and players they accept.
import type { CardType } from '../../engine/state/card';
import type { TargetNode } from '../tree';
import { alt, lit, map, type Parser } from './primitives';

type Filter = Omit<TargetNode, 'kind' | 'span' | 'phrase'>;

const PERMANENT_TYPES: CardType[] = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];

/** The phrases the engine's targeting understands, longest first so "target creature or planeswalker" wins over "target creature". */
const PHRASES: [string, Filter][] = [
  ['any target', { players: 'any', permanents: ['Creature', 'Planeswalker'] }],
  ['target player or planeswalker', { players: 'any', permanents: ['Planeswalker'] }],
  ['target creature or planeswalker', { permanents: ['Creature', 'Planeswalker'] }],
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

export const target: Parser<TargetNode> = alt(
  ...PHRASES.map(([p, filter]) => map(phrase(p), (_, span): TargetNode => ({ kind: 'target', span, phrase: p, ...structuredClone(filter) }))),
);
