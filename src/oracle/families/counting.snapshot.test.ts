// Snapshots of the tree and the definition for real cards that count what the rules count
// (611.3a, 613.4c; the Amounts of engine/state/gameAmount.ts). Each was checked by hand against the
// card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('counting (611.3a)', {
  'for each Aura or Equipment attached to it (301.5, 303.4)': [
    'Kor Spiritdancer', 'Loxodon Punisher', 'Myr Adapter', 'Goblin Gaveleer',
    // not (yet) modelled: "it" is the enchanted or equipped creature, or each creature
    "Auramancer's Guise", 'Golem-Skin Gauntlets', 'Bruenor Battlehammer',
  ],
});
