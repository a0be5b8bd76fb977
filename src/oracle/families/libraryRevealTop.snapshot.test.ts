// Snapshots of the tree and the definition for real cards of "reveal the top card of your library
// and put that card into your hand" (701.20a) with "its mana value" after it, that card's (608.2c).
// Each was checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('the top card revealed and put into the hand (701.20a)', {
  '"reveal the top card of your library and put that card into your hand. You lose (gain) life equal to its mana value." (608.2c)': ['Dark Confidant', 'Augury Adept', 'Dark Tutelage',
    // not (yet) modelled beside it: "that card's mana value"
    'Pain Seer'],
});
