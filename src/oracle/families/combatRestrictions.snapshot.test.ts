// Snapshots of the tree and the definition for real cards whose combat restrictions name other
// objects (508.1c, 509.1a-b; grammar/combatRestriction.ts, engine/combat/restrictions.ts). Each was
// checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('combat restrictions that name other objects', {
  'who may block it (509.1b)': [
    'Amrou Kithkin', 'Juggernaut', 'Treetop Rangers', 'Dread Warlock', 'Charging Rhino', 'Norwood Riders',
    // not (yet) modelled: a condition on the restriction
    'Hundred-Handed One',
  ],
  'what it may block (509.1a-b)': ['Ironclaw Orcs', 'Palace Guard'],
  'whom it may attack, and with whom (508.1c)': ['Sea Monster', 'Dandân', 'Mogg Flunkies'],
});
