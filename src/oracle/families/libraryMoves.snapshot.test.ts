// Snapshots of the tree and the definition for real cards that move cards between the library, the
// hand, the graveyard and the battlefield (wave 4, library slice): the cards looked at from the top of
// a library, one or two taken and the rest (the other) put to the bottom or the graveyard, "that
// card" of Consider, and surveil's choice over them ("any number of them into your graveyard and the
// rest back on top", 701.25a, 401.4, 608.2c). Each was checked by hand against the card when written;
// a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Put one (two) of them into your hand and the other (the rest) ...", "You may put that card into your graveyard.", "Put any number of them into your graveyard and the rest back on top of your library in any order." (608.2c, 401.4, 701.25a)': [
    'Consider', 'Think Tank', 'Cruel Witness', 'Curate', 'Grim Flayer', 'Sultai Ascendancy', 'Sea Gate Oracle', 'Sleight of Hand', 'Tower Geist', 'Ancestral Memories', 'Dig Through Time',
  ],
};

snapshotFamilies('compiled cards that move cards between zones (the tree and the definition)', FAMILIES);
