// Snapshots of the tree and the definition for real cards with a choice made as they enter
// (614.12, 614.1c; engine/stack/lifeAsItEnters.ts). Each was checked by hand against the card when
// written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('choices as a permanent enters (614.12)', {
  'you may pay life, or it enters tapped': [
    'Steam Vents', 'Blood Crypt', 'Sacred Foundry',
    // not (yet) modelled: a modal double-faced card's land face
    "Agadeem's Awakening // Agadeem, the Undercrypt",
  ],
});
