// Snapshots of the tree and the definition for real cards with kinship (an ability word, 207.2c):
// "you may look at the top card of your library. If it shares a creature type with ~, you may reveal
// it. If you do, ...". Each was checked by hand against the card when written.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('kinship (207.2c)', {
  '"If it shares a creature type with ~, you may reveal it. If you do, ..." after looking at the top card': ['Ink Dissolver', 'Kithkin Zephyrnaut', 'Winnower Patrol', 'Wolf-Skull Shaman',
    // not (yet) modelled: "If you do, you may play that card without paying its mana cost."
    'Leaf-Crowned Elder'],
});
