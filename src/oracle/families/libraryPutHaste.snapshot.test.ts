// Snapshots of the tree and the definition for real cards of "It gains haste." after a card is put
// onto the battlefield (611.2a: no duration, so for as long as the new object stays there; 400.7:
// the object the card became). Each was checked by hand against the card when written; a change to
// either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('"It gains haste." after a put onto the battlefield (611.2a, 400.7)', {
  'the creature put onto the battlefield gains haste for as long as it stays': ['Grave Upheaval',
    // not (yet) modelled beside it: "If it would leave the battlefield, exile it instead ..."
    'Whip of Erebos',
    // not (yet) modelled beside it: "Sacrifice it at the beginning of the next end step." names the artifact returned, not ~ (608.2c)
    'Kami of Industry'],
});
