// Snapshots of the tree and the definition for real cards with morph and megamorph (702.37) and
// "When ~ is turned face up" (708.8; engine/casting/morph.ts). Each was checked by hand against the
// card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('morph and face-down permanents (702.37, 708)', {
  'morph {cost}: cast face down for {3}, turned face up for its morph cost': ['Grim Haruspex', 'Rattleclaw Mystic', 'Krosan Colossus'],
  'megamorph: a +1/+1 counter as it is turned face up (702.37b)': ['Ainok Survivalist', 'Stratus Dancer'],
  'when ~ is turned face up (708.8)': ['Skinthinner', 'Atarka Efreet'],
  // not (yet) modelled: a morph cost other than mana; a face-down permanent other objects look for
  'not modelled': ['Fathom Seer', 'Aphetto Runecaster', 'Secret Plans'],
});
