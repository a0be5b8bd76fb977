// Database cards that bring continuous effects into random play (issue 15): anthems and lords,
// Auras and Equipment, pumps and "becomes" spells, control changes, type- and color-changing
// statics, characteristic-defining abilities and Clones. Compiled from their Oracle text as any
// database card is; added to the pool by `npm run fuzz:play` and by random play's layers test.
import type { CardDef } from '../engine/state/card';
import { cardDefinitionFor } from './lookup';

export const LAYERS_NAMES = [
  'Glorious Anthem', 'Honor of the Pure', 'Crusade', 'Bad Moon', 'Intangible Virtue', 'Levitation', 'Lord of Atlantis', 'Goblin King',
  'Holy Strength', 'Unholy Strength', 'Spectral Flight', 'Control Magic', 'Pacifism', 'Cage of Hands', 'Bonesplitter', 'Short Sword', 'Lightning Greaves',
  'Giant Growth', 'Titanic Growth', 'Jump', 'Act of Treason', 'Threaten', 'Diminish', 'Twisted Image', 'Turn to Frog', 'Humble', 'Stun',
  'Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Humility', 'Godhead of Awe', 'Nightmare', 'Tarmogoyf', 'Kird Ape', 'Treetop Village',
  'Clone', 'Sower of Temptation', 'Merfolk of the Pearl Trident', 'Ornithopter',
];

/** The layers cards' definitions; a name the database lacks is an error, not a silent gap. */
export function layersCards(): CardDef[] {
  return LAYERS_NAMES.map((name) => {
    const def = cardDefinitionFor(name);
    if (!def) throw new Error(`layers pool: ${name} is not in the card database`);
    return def;
  });
}
