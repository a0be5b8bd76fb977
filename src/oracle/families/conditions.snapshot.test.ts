// Snapshots of the tree and the definition for real cards whose abilities carry a condition on the
// game (602.5 "Activate only if ..."; engine/casting/activationCondition.ts). Each was checked by
// hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('conditions on the game', {
  'Activate only if (602.5)': [
    'Chainflinger', 'Barbarian Ring', 'Krosan Restorer', "Fool's Tome", 'Keldon Megaliths', 'Dragon-Scarred Bear', 'Atarka Beastbreaker',
    // not (yet) modelled: what happened this turn
    'Caged Zombie',
  ],
  'Any player may activate this ability (602.2)': [
    'Flailing Soldier', 'Sailmonger', 'Scandalmonger',
    // not (yet) modelled: "but only during their turn before the end step"
    'Mana Cache',
  ],
});
