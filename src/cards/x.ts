// "X on the battlefield" (107.3m): a permanent that enters with X counters uses the X of the spell
// it was; its own X is 0.
import type { CardDef, TokenDef } from '../engine';
import { activated, counters, creature, keyword, staticAbility, triggered } from './helpers';

const THOPTER: TokenDef = {
  types: ['Artifact', 'Creature'],
  subtypes: ['Thopter'],
  power: 1,
  toughness: 1,
  oracle: 'Flying',
  abilities: [keyword('flying')],
};

const entersWithX = staticAbility('This creature enters with X +1/+1 counters on it.', { kind: 'entersWithCounters', counter: '+1/+1', amount: { of: 'x' } });

export const xCards: CardDef[] = [
  creature({
    name: 'Hangarback Walker',
    cost: '{X}{X}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Construct'],
    pt: [0, 0],
    oracle:
      'This creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.\n{1}, {T}: Put a +1/+1 counter on this creature.',
    abilities: [
      entersWithX,
      triggered(
        'When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.',
        { event: 'dies' },
        [{ kind: 'createToken', token: THOPTER, amount: { of: 'sourceCounters', counter: '+1/+1' } }],
      ),
      activated('{1}, {T}: Put a +1/+1 counter on this creature.', { mana: '{1}', tap: true }, [counters('+1/+1', 1)]),
    ],
  }),
  creature({
    name: 'Endless One',
    cost: '{X}',
    subtypes: ['Eldrazi'],
    pt: [0, 0],
    oracle: 'This creature enters with X +1/+1 counters on it.',
    abilities: [entersWithX],
  }),
];
