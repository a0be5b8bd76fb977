// Cards of the cost and activated-ability families (issue 13, point 5), for the scenarios that play
// them: cycling (702.29a); "Discard a card", "Sacrifice a creature", "Tap an untapped creature you
// control" and "Exile two cards from your graveyard" as costs (601.2h via 602.2b); restrictions on
// activation (602.5). Each definition is the compiler's for the card's Oracle text
// (compiled.test.ts checks it), written out until the pool is compiled.
import type { AbilityDef, ActivationRestriction, CardDef, CostDef, EffectDef, TargetSpec } from '../engine';
import { activated, ANY_COLOR, anyTarget, counters, creature, damage, draw, gainLife, instant, permanent, staticAbility, tapForMana, targetCreature, targetSpell, counter } from './helpers';

/** "Cycling [cost]" means "[Cost], Discard this card: Draw a card." (702.29a) */
const cycling = (mana: string): AbilityDef => activated(`Cycling ${mana}`, { mana, discardSelf: true }, [draw(1)]);

/** An activated ability with a restriction on its activation (602.5). */
const restricted = (text: string, cost: CostDef, effects: EffectDef[], restriction: ActivationRestriction, targets?: TargetSpec[]): AbilityDef =>
  targets ? { kind: 'activated', text, cost, effects, targets, restriction } : { kind: 'activated', text, cost, effects, restriction };

const CYCLING_REMINDER = (mana: string) => `Cycling ${mana} (${mana}, Discard this card: Draw a card.)`;

export const costCards: CardDef[] = [
  permanent({
    name: 'Barren Moor',
    types: ['Land'],
    oracle: `Barren Moor enters the battlefield tapped.\n{T}: Add {B}.\n${CYCLING_REMINDER('{B}')}`,
    abilities: [staticAbility('Barren Moor enters the battlefield tapped.', { kind: 'entersTapped' }), tapForMana('B'), cycling('{B}')],
  }),
  instant({
    name: 'Neutralize',
    cost: '{1}{U}{U}',
    oracle: `Counter target spell.\n${CYCLING_REMINDER('{2}')}`,
    abilities: [{ kind: 'spell', text: 'Counter target spell.', effects: [counter()], targets: [targetSpell] }, cycling('{2}')],
  }),
  creature({ name: 'Desert Cerodon', cost: '{5}{R}', subtypes: ['Beast'], pt: [6, 4], oracle: CYCLING_REMINDER('{R}'), abilities: [cycling('{R}')] }),
  creature({
    name: 'Rummaging Goblin',
    cost: '{2}{R}',
    subtypes: ['Goblin', 'Rogue'],
    pt: [1, 1],
    oracle: '{T}, Discard a card: Draw a card.',
    abilities: [activated('{T}, Discard a card: Draw a card.', { tap: true, discard: { count: 1 } }, [draw(1)])],
  }),
  permanent({
    name: 'Compulsion',
    cost: '{1}{U}',
    types: ['Enchantment'],
    oracle: '{1}{U}, Discard a card: Draw a card.\n{1}{U}, Sacrifice Compulsion: Draw a card.',
    abilities: [
      activated('{1}{U}, Discard a card: Draw a card.', { mana: '{1}{U}', discard: { count: 1 } }, [draw(1)]),
      activated('{1}{U}, Sacrifice Compulsion: Draw a card.', { mana: '{1}{U}', sacrificeSelf: true }, [draw(1)]),
    ],
  }),
  permanent({
    name: 'Molten Vortex',
    cost: '{R}',
    types: ['Enchantment'],
    oracle: '{R}, Discard a land card: Molten Vortex deals 2 damage to any target.',
    abilities: [activated('{R}, Discard a land card: Molten Vortex deals 2 damage to any target.', { mana: '{R}', discard: { count: 1, type: 'Land' } }, [damage(2)], [anyTarget])],
  }),
  permanent({
    name: 'Goblin Bombardment',
    cost: '{1}{R}',
    types: ['Enchantment'],
    oracle: 'Sacrifice a creature: Goblin Bombardment deals 1 damage to any target.',
    abilities: [activated('Sacrifice a creature: Goblin Bombardment deals 1 damage to any target.', { sacrifice: { count: 1, filter: { types: ['Creature'] } } }, [damage(1)], [anyTarget])],
  }),
  creature({
    name: 'Blazing Hellhound',
    cost: '{2}{B}{R}',
    subtypes: ['Elemental', 'Dog'],
    pt: [4, 3],
    oracle: '{1}, Sacrifice another creature: Blazing Hellhound deals 1 damage to any target.',
    abilities: [
      activated('{1}, Sacrifice another creature: Blazing Hellhound deals 1 damage to any target.', { mana: '{1}', sacrifice: { count: 1, filter: { types: ['Creature'] }, another: true } }, [damage(1)], [anyTarget]),
    ],
  }),
  creature({
    name: 'Arms Dealer',
    cost: '{2}{R}',
    subtypes: ['Goblin', 'Rogue'],
    pt: [1, 1],
    oracle: '{1}{R}, Sacrifice a Goblin: Arms Dealer deals 4 damage to target creature.',
    abilities: [activated('{1}{R}, Sacrifice a Goblin: Arms Dealer deals 4 damage to target creature.', { mana: '{1}{R}', sacrifice: { count: 1, filter: { subtype: 'Goblin' } } }, [damage(4)], [targetCreature])],
  }),
  creature({
    name: 'Novice Dissector',
    cost: '{3}{B}',
    subtypes: ['Troll', 'Warlock'],
    pt: [3, 3],
    oracle: '{1}, Sacrifice another creature: Put a +1/+1 counter on target creature. Activate only as a sorcery.',
    abilities: [
      restricted(
        '{1}, Sacrifice another creature: Put a +1/+1 counter on target creature. Activate only as a sorcery.',
        { mana: '{1}', sacrifice: { count: 1, filter: { types: ['Creature'] }, another: true } },
        [counters('+1/+1', 1, { target: 0 })],
        { sorcery: true },
        [targetCreature],
      ),
    ],
  }),
  creature({
    name: 'Dwarven Weaponsmith',
    cost: '{1}{R}',
    subtypes: ['Dwarf', 'Artificer'],
    pt: [1, 1],
    oracle: '{T}, Sacrifice an artifact: Put a +1/+1 counter on target creature. Activate only during your upkeep.',
    abilities: [
      restricted(
        '{T}, Sacrifice an artifact: Put a +1/+1 counter on target creature. Activate only during your upkeep.',
        { tap: true, sacrifice: { count: 1, filter: { types: ['Artifact'] } } },
        [counters('+1/+1', 1, { target: 0 })],
        { step: 'upkeep' },
        [targetCreature],
      ),
    ],
  }),
  creature({
    name: 'Mire Shade',
    cost: '{1}{B}',
    subtypes: ['Shade'],
    pt: [1, 1],
    oracle: '{B}, Sacrifice a Swamp: Put a +1/+1 counter on Mire Shade. Activate only as a sorcery.',
    abilities: [
      restricted(
        '{B}, Sacrifice a Swamp: Put a +1/+1 counter on Mire Shade. Activate only as a sorcery.',
        { mana: '{B}', sacrifice: { count: 1, filter: { subtype: 'Swamp' } } },
        [counters('+1/+1', 1)],
        { sorcery: true },
      ),
    ],
  }),
  permanent({
    name: "Ashnod's Altar",
    cost: '{3}',
    types: ['Artifact'],
    oracle: 'Sacrifice a creature: Add {C}{C}.',
    abilities: [activated('Sacrifice a creature: Add {C}{C}.', { sacrifice: { count: 1, filter: { types: ['Creature'] } } }, [{ kind: 'addMana', mana: ['C', 'C'] }])],
  }),
  creature({
    name: 'Wild Cantor',
    cost: '{R/G}',
    subtypes: ['Human', 'Druid'],
    pt: [1, 1],
    oracle: '({R/G} can be paid with either {R} or {G}.)\nSacrifice Wild Cantor: Add one mana of any color.',
    abilities: [activated('Sacrifice Wild Cantor: Add one mana of any color.', { sacrificeSelf: true }, [{ kind: 'addManaOfChoice', amount: 1, choice: ANY_COLOR }])],
  }),
  permanent({
    name: 'Springleaf Drum',
    cost: '{1}',
    types: ['Artifact'],
    oracle: '{T}, Tap an untapped creature you control: Add one mana of any color.',
    abilities: [
      activated('{T}, Tap an untapped creature you control: Add one mana of any color.', { tap: true, tapUntapped: { count: 1, filter: { types: ['Creature'] } } }, [
        { kind: 'addManaOfChoice', amount: 1, choice: ANY_COLOR },
      ]),
    ],
  }),
  {
    ...creature({
      name: 'Azami, Lady of Scrolls',
      cost: '{2}{U}{U}{U}',
      subtypes: ['Human', 'Wizard'],
      pt: [0, 2],
      oracle: 'Tap an untapped Wizard you control: Draw a card.',
      abilities: [activated('Tap an untapped Wizard you control: Draw a card.', { tapUntapped: { count: 1, filter: { subtype: 'Wizard' } } }, [draw(1)])],
    }),
    supertypes: ['Legendary'],
  },
  creature({
    name: 'Grim Lavamancer',
    cost: '{R}',
    subtypes: ['Human', 'Wizard'],
    pt: [1, 1],
    oracle: '{R}, {T}, Exile two cards from your graveyard: Grim Lavamancer deals 2 damage to any target.',
    abilities: [
      activated('{R}, {T}, Exile two cards from your graveyard: Grim Lavamancer deals 2 damage to any target.', { mana: '{R}', tap: true, exileFromGraveyard: { count: 2 } }, [damage(2)], [anyTarget]),
    ],
  }),
  creature({
    name: 'Soul Shepherd',
    cost: '{1}{W}',
    subtypes: ['Human', 'Cleric'],
    pt: [2, 1],
    oracle: '{W}, Exile a creature card from your graveyard: You gain 1 life.',
    abilities: [activated('{W}, Exile a creature card from your graveyard: You gain 1 life.', { mana: '{W}', exileFromGraveyard: { count: 1, type: 'Creature' } }, [gainLife(1)])],
  }),
];
