// Snapshots of the tree and the definition for real cards whose combat restrictions name other
// objects (508.1c, 509.1a-b; grammar/combatRestriction.ts, engine/combat/restrictions.ts). Each was
// checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('combat restrictions that name other objects', {
  'who may block it (509.1b)': [
    'Amrou Kithkin', 'Juggernaut', 'Treetop Rangers', 'Dread Warlock', 'Charging Rhino', 'Norwood Riders',
    // one of two kinds: "with flying or reach", "Walls and/or creatures with flying"
    'Orchard Spirit', 'Elven Riders', 'Amrou Seekers',
    // not (yet) modelled: a condition on the restriction
    'Hundred-Handed One',
  ],
  'what it may block (509.1a-b)': ['Ironclaw Orcs', 'Palace Guard'],
  'whom it may attack, and with whom (508.1c)': ['Sea Monster', 'Dandân', 'Mogg Flunkies'],
  'must be blocked if able (509.1c)': ["Gaea's Protector", 'Goblin Fire Fiend'],
  // 611.3b: the restriction applies while the condition doesn't hold
  'can\'t attack or block unless ... (508.1c, 509.1b)': ['Blind-Spot Giant', 'Desperate Castaways', 'Deep-Sea Terror', 'Felhide Brawler'],
});
