// Snapshots of the tree and the definition for real cards of small families: devoid (702.114a),
// "~ can't be countered." (113.6g, 101.2). Each was checked by hand against the card when
// written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'devoid (702.114a)': [
    'Blinding Drone', 'Complete Disregard', 'Essence Depleter', 'Kozilek\'s Translator', 'Oblivion Strike', 'Prophet of Distortion', 'Reality Hemorrhage',
    'Vestige of Emrakul',
    // not (yet) modelled beside it: ingest (702.115), Eldrazi Scion tokens with a mana ability, processors
    'Abstruse Interference', 'Benthic Infiltrator', 'Dust Stalker',
  ],
  '"~ can\'t be countered." (113.6g, 101.2)': [
    'Carnage Tyrant', 'Dovin\'s Veto', 'Great Sable Stag', 'Last Word', 'Magic Missile', 'Mistcutter Hydra', 'Obliterate', 'Supreme Verdict', 'Terra Stomper',
    'Thrun, the Last Troll', 'Void Rend', 'Volcanic Fallout', 'Wreak Havoc',
    // not (yet) modelled beside it: "mana value 3 or less", another spell's "can't be countered" (a continuous effect)
    'Abrupt Decay', 'Allosaurus Shepherd', 'Cavern of Souls',
  ],
};

snapshotFamilies('compiled cards of small families (the tree and the definition)', FAMILIES);
