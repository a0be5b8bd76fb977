// Snapshots of the tree and the definition for real cards of the energy family: "you get {E}{E}"
// gives the controller energy counters (122.1, 107.14); "Pay {E}" in an activation cost removes
// them (107.14, 118.3); "You may pay {E}{E}. If you do, ..." is a cost paid as the ability
// resolves (118.12); "you may pay any amount of {E}" chooses the number as it resolves (608.2d);
// "Whenever you get one or more {E}" triggers once per event. Each was checked by hand against the
// card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"you get {E}{E}" in a triggered ability or a spell (122.1)': [
    'Aether Hub', 'Attune with Aether', 'Glimmer of Genius', 'Sage of Shaila\'s Claim', 'Decoction Module',
    // "for each creature you control" after the reminder text; "that many {E}" of combat damage dealt (510.3a)
    'Aetherwind Basker', 'Empyreal Voyager',
    // with another clause: "you gain 3 life and get {E}{E}{E}", "draw a card and you get {E}{E}", "Scry 2, then you get {E}{E}"
    'Woodweaver\'s Puzzleknot', 'Rogue Refiner', 'Glassblower\'s Puzzleknot',
  ],
  '"Pay {E}{E}" in an activation cost (107.14)': [
    'Longtusk Cub', 'Servant of the Conduit', 'Dynavolt Tower', 'Aethertorch Renegade', 'Whirler Virtuoso',
    // not (yet) modelled beside it: "~ gets +X/+X until end of turn, where X is its power"
    'Electrostatic Pummeler',
  ],
  '"You may pay {E}{E}. If you do, ..." as the ability resolves (118.12)': [
    'Aether Chaser', 'Thriving Rhino', 'Riparian Tiger', 'Voltaic Brawler', 'Glint-Sleeve Siphoner',
    // not (yet) modelled beside it: "another target attacking creature"
    'Consul\'s Shieldguard',
  ],
  '"Choose target creature. You get {E}{E}{E}, then you may pay any amount of {E}. ~ deals that much damage to that creature." (115.1, 608.2d)': [
    'Harnessed Lightning',
    // not (yet) modelled beside it: "The creature gets -1/-1 until end of turn for each {E} paid this way."
    'Die Young',
  ],
  '"Whenever you get one or more {E}" (122.1)': ['Territorial Gorger', 'Fabrication Module'],
};

snapshotFamilies('compiled cards of the energy family (the tree and the definition)', FAMILIES);
