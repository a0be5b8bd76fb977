// Snapshots of the tree and the definition for real cards with prevention effects that stop all of
// some damage (615.1a) or the next damage from a chosen source (615.8); grammar/prevention.ts,
// engine/effects/preventAll.ts. Each was checked by hand against the card when written; a change to
// either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('prevention of all damage (615.1a)', {
  'a static ability, while its source is on the battlefield': [
    'Fog Bank', 'Temporal Isolation',
    // and an effect right after it (615.5)
    'Phantom Tiger', 'Phantom Nomad',
    // not (yet) modelled: "prevent that damage and remove that many +1/+1 counters"
    'Protean Hydra',
  ],
  'a resolved effect, for the turn': ['Maze of Ith', 'Kor Haven'],
  'the next time a source of your choice would deal damage (615.8, 609.7a)': [
    'Circle of Protection: Red', 'Circle of Protection: Artifacts', "Martyr's Cause",
    // not (yet) modelled: what happens to the damage prevented; a shield of N from a chosen source
    'Deflecting Palm', 'Healing Grace',
  ],
});
