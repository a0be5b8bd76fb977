// Snapshots of the tree and the definition for real cards that prevent all damage a source of the
// controller's choice would deal this turn (615.1a; the source chosen as the effect is created,
// 609.7a): grammar/prevention.ts, engine/effects/preventAll.ts. Each was checked by hand.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('prevent all damage a source of your choice would deal (615.1a, 609.7a)', {
  'to anything': ['Pay No Heed', 'Prahv, Spires of Order', "Rith's Charm"],
  'a red source': ['Burrenton Forge-Tender'],
  'to you': ['Auriok Replica', 'Consulate Surveillance'],
  // not modelled: a source that shares a color with the exiled card; damage redirected instead
  'left unmodelled on purpose': ["Mourner's Shield", 'Kor Chant'],
});
