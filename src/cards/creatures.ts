import type { CardDef } from '../engine';
import { activated, ANY_COLOR, anyTarget, creature, damage, keyword, tapForChoice, tapForMana } from './helpers';

export const creatures: CardDef[] = [
  creature({ name: 'Grizzly Bears', cost: '{1}{G}', subtypes: ['Bear'], pt: [2, 2] }),
  creature({ name: 'Hill Giant', cost: '{3}{R}', subtypes: ['Giant'], pt: [3, 3] }),
  creature({ name: 'Goblin Piker', cost: '{1}{R}', subtypes: ['Goblin'], pt: [2, 1] }),
  creature({ name: 'Craw Wurm', cost: '{4}{G}{G}', subtypes: ['Wurm'], pt: [6, 4] }),
  creature({ name: 'Raging Goblin', cost: '{R}', subtypes: ['Goblin', 'Berserker'], pt: [1, 1], oracle: 'Haste', abilities: [keyword('haste')] }),
  creature({ name: 'Llanowar Elves', cost: '{G}', subtypes: ['Elf', 'Druid'], pt: [1, 1], oracle: '{T}: Add {G}.', abilities: [tapForMana('G')] }),
  creature({
    name: 'Birds of Paradise',
    cost: '{G}',
    subtypes: ['Bird'],
    pt: [0, 1],
    oracle: 'Flying\n{T}: Add one mana of any color.',
    abilities: [keyword('flying'), tapForChoice('{T}: Add one mana of any color.', ANY_COLOR)],
  }),
  creature({
    name: 'Prodigal Pyromancer',
    cost: '{2}{R}',
    subtypes: ['Human', 'Wizard'],
    pt: [1, 1],
    oracle: '{T}: This creature deals 1 damage to any target.',
    abilities: [activated('{T}: This creature deals 1 damage to any target.', { tap: true }, [damage(1)], [anyTarget])],
  }),
];
