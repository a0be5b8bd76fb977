// Snapshots of the tree and the definition for real cards with prevention effects that stop all of
// some damage (615.1a; grammar/prevention.ts, engine/effects/preventAll.ts). Each was checked by
// hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('prevention of all damage (615.1a)', {
  'a static ability, while its source is on the battlefield': [
    'Fog Bank', 'Temporal Isolation',
    // not (yet) modelled: a shield that removes a counter (615.5)
    'Protean Hydra',
  ],
  'a resolved effect, for the turn': ['Maze of Ith', 'Kor Haven'],
});
