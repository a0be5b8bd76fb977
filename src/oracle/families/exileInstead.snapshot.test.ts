// Snapshots of the tree and the definition for real cards with "exile it instead" replacement
// effects on dying (614.1a; grammar/exileInstead.ts, engine/state/exileInstead.ts). Each was checked
// by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('exile instead of dying (614.1a)', {
  'a resolved effect, for the turn': [
    'Lava Coil', 'Scorching Dragonfire', 'Bleed Dry', 'Anger of the Gods', 'Pillar of Flame',
    // not (yet) modelled: "that creature" after damage to two recipients; every creature, even one that enters later
    'Burn the Accursed', 'Flaying Tendrils',
  ],
  'a static ability': ['Frostwielder', "Kumano's Pupils", "Kumano's Blessing"],
});
