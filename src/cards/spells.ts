import type { CardDef } from '../engine';
import { anyTarget, counter, damage, draw, instant, sorcery, spell, targetSpell } from './helpers';

export const spells: CardDef[] = [
  instant({
    name: 'Lightning Bolt',
    cost: '{R}',
    oracle: 'Lightning Bolt deals 3 damage to any target.',
    abilities: [spell('Lightning Bolt deals 3 damage to any target.', [damage(3)], [anyTarget])],
  }),
  instant({
    name: 'Shock',
    cost: '{R}',
    oracle: 'Shock deals 2 damage to any target.',
    abilities: [spell('Shock deals 2 damage to any target.', [damage(2)], [anyTarget])],
  }),
  sorcery({ name: 'Divination', cost: '{2}{U}', oracle: 'Draw two cards.', abilities: [spell('Draw two cards.', [draw(2)])] }),
  instant({
    name: 'Counterspell',
    cost: '{U}{U}',
    oracle: 'Counter target spell.',
    abilities: [spell('Counter target spell.', [counter()], [targetSpell])],
  }),
];
