// Snapshots of the tree and the definition for real cards in which each player or each opponent
// acts with no target: discards their hand, then draws (701.9a, 121.1), mills (701.17a), in APNAP
// order (101.4). grammar/eachPlayer.ts.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('each player acts', {
  'discards their hand, then draws (701.9a)': ['Wheel of Fortune', 'Magus of the Wheel', 'Mindslicer'],
  'mills (701.17a)': ['Sibsig Host', 'Whetstone', 'Altar of the Brood'],
});
