// The "Mana" section of CARDS.md: mana abilities, "could produce", triggered mana abilities,
// replacement effects on mana, {T} and {Q} costs (106, 107.5, 107.6, 302.6, 605).
import type { CardDef, ManaChoice } from '../engine';
import { activated, ANY_COLOR, counters, creature, keyword, permanent, staticAbility, tapForChoice, triggered } from './helpers';

const LANDS_YOU_CONTROL: ManaChoice = { from: 'couldProduce', lands: 'you', colorsOnly: false };
const COLORS_OF_OPPONENTS_LANDS: ManaChoice = { from: 'couldProduce', lands: 'opponents', colorsOnly: true };
const COLORS_OF_YOUR_LANDS: ManaChoice = { from: 'couldProduce', lands: 'you', colorsOnly: true };

const ADD_WHAT_THE_LAND_PRODUCED = 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.';
const addWhatTheLandProduced = { kind: 'addManaOfChoice', amount: 1, choice: { from: 'produced' }, to: { who: 'eventPlayer' } } as const;

export const manaCards: CardDef[] = [
  permanent({
    name: 'Gilded Lotus',
    cost: '{5}',
    types: ['Artifact'],
    oracle: '{T}: Add three mana of any one color.',
    abilities: [tapForChoice('{T}: Add three mana of any one color.', ANY_COLOR, 3)],
  }),
  creature({
    name: 'Viridian Joiner',
    cost: '{2}{G}',
    subtypes: ['Elf', 'Druid'],
    pt: [1, 2],
    oracle: "{T}: Add an amount of {G} equal to this creature's power.",
    abilities: [
      activated("{T}: Add an amount of {G} equal to this creature's power.", { tap: true }, [{ kind: 'addMana', mana: ['G'], times: { of: 'sourcePower' } }]),
    ],
  }),
  permanent({
    name: 'Reflecting Pool',
    types: ['Land'],
    oracle: '{T}: Add one mana of any type that a land you control could produce.',
    abilities: [tapForChoice('{T}: Add one mana of any type that a land you control could produce.', LANDS_YOU_CONTROL)],
  }),
  permanent({
    name: 'Exotic Orchard',
    types: ['Land'],
    oracle: '{T}: Add one mana of any color that a land an opponent controls could produce.',
    abilities: [tapForChoice('{T}: Add one mana of any color that a land an opponent controls could produce.', COLORS_OF_OPPONENTS_LANDS)],
  }),
  permanent({
    name: 'Fellwar Stone',
    cost: '{2}',
    types: ['Artifact'],
    oracle: '{T}: Add one mana of any color that a land an opponent controls could produce.',
    abilities: [tapForChoice('{T}: Add one mana of any color that a land an opponent controls could produce.', COLORS_OF_OPPONENTS_LANDS)],
  }),
  creature({
    name: 'Harvester Druid',
    cost: '{1}{G}',
    subtypes: ['Human', 'Druid'],
    pt: [1, 1],
    oracle: '{T}: Add one mana of any color that a land you control could produce.',
    abilities: [tapForChoice('{T}: Add one mana of any color that a land you control could produce.', COLORS_OF_YOUR_LANDS)],
  }),
  permanent({
    name: 'Meteor Crater',
    types: ['Land'],
    oracle: '{T}: Choose a color of a permanent you control. Add one mana of that color.',
    abilities: [tapForChoice('{T}: Choose a color of a permanent you control. Add one mana of that color.', { from: 'colorsOfPermanents' })],
  }),
  permanent({
    name: 'Mana Flare',
    cost: '{2}{R}',
    types: ['Enchantment'],
    oracle: ADD_WHAT_THE_LAND_PRODUCED,
    abilities: [triggered(ADD_WHAT_THE_LAND_PRODUCED, { event: 'tappedForMana', landsOnly: true }, [addWhatTheLandProduced])],
  }),
  permanent({
    name: 'Heartbeat of Spring',
    cost: '{2}{G}',
    types: ['Enchantment'],
    oracle: ADD_WHAT_THE_LAND_PRODUCED,
    abilities: [triggered(ADD_WHAT_THE_LAND_PRODUCED, { event: 'tappedForMana', landsOnly: true }, [addWhatTheLandProduced])],
  }),
  permanent({
    name: 'Overabundance',
    cost: '{1}{R}{G}',
    types: ['Enchantment'],
    oracle: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced, and this enchantment deals 1 damage to the player.',
    abilities: [
      triggered(
        'Whenever a player taps a land for mana, that player adds one mana of any type that land produced, and this enchantment deals 1 damage to the player.',
        { event: 'tappedForMana', landsOnly: true },
        [addWhatTheLandProduced, { kind: 'damage', amount: 1, to: { who: 'eventPlayer' } }],
      ),
    ],
  }),
  permanent({
    name: 'Mana Reflection',
    cost: '{4}{G}{G}',
    types: ['Enchantment'],
    oracle: 'If you tap a permanent for mana, it produces twice as much of that mana instead.',
    abilities: [
      staticAbility('If you tap a permanent for mana, it produces twice as much of that mana instead.', {
        kind: 'replaceMana',
        replacement: { kind: 'double', tappedBy: 'controller' },
      }),
    ],
  }),
  permanent({
    name: 'Contamination',
    cost: '{2}{B}',
    types: ['Enchantment'],
    oracle:
      'At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature.\nIf a land is tapped for mana, it produces {B} instead of any other type and amount.',
    abilities: [
      triggered('At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature.', { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' }, [
        { kind: 'sacrificeUnless', unless: 'Creature' },
      ]),
      staticAbility('If a land is tapped for mana, it produces {B} instead of any other type and amount.', {
        kind: 'replaceMana',
        replacement: { kind: 'becomes', type: 'B', landsOnly: true },
      }),
    ],
  }),
  creature({
    name: 'Order of Whiteclay',
    cost: '{1}{W}{W}',
    subtypes: ['Kithkin', 'Cleric'],
    pt: [1, 4],
    oracle: '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield. ({Q} is the untap symbol.)',
    abilities: [
      activated(
        '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.',
        { mana: '{1}{W}{W}', untap: true },
        [{ kind: 'returnToBattlefield', what: { target: 0 } }],
        [{ phrase: 'target creature card with mana value 3 or less from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: ['Creature'], maxManaValue: 3 } } }],
      ),
    ],
  }),
  creature({
    name: 'Farmstead Gleaner',
    cost: '{3}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Scarecrow'],
    pt: [2, 2],
    oracle: "This creature doesn't untap during your untap step.\n{2}, {Q}: Put a +1/+1 counter on this creature. ({Q} is the untap symbol.)",
    abilities: [
      staticAbility("This creature doesn't untap during your untap step.", { kind: 'doesntUntap' }),
      activated('{2}, {Q}: Put a +1/+1 counter on this creature.', { mana: '{2}', untap: true }, [counters('+1/+1', 1)]),
    ],
  }),
  creature({
    name: 'Silkbind Faerie',
    cost: '{2}{W/U}',
    subtypes: ['Faerie', 'Rogue'],
    pt: [1, 3],
    oracle: 'Flying\n{1}{W/U}, {Q}: Tap target creature. ({Q} is the untap symbol.)',
    abilities: [
      keyword('flying'),
      activated('{1}{W/U}, {Q}: Tap target creature.', { mana: '{1}{W/U}', untap: true }, [{ kind: 'tap', what: { target: 0 } }], [
        { phrase: 'target creature', filter: { permanents: ['Creature'] } },
      ]),
    ],
  }),
];
