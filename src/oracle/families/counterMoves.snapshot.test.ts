// Snapshots of the tree and the definition for real cards of the counters family (122): counters
// removed by an effect (122.1) or moved from one permanent onto another (122.5); counters removed
// from or put on the source as an activation cost (601.2h, 122.6), with "and sacrifice it"; the
// depletion lands' "If there are no depletion counters on ~, sacrifice it." (608.2c); counters put
// on each of up to N targets (601.2c) or on each permanent of a subtype (205.3d); abilities that
// trigger when counters are put on a permanent (122.6); shield counters (122.1c). Each was checked
// by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Remove a -1/-1 counter from ~.", "... from target creature", "... from each creature you control" (122.1)': [
    'Belligerent Hatchling', 'Magmaroth', 'Karstoderm', 'Chainbreaker', 'Heartmender', 'Ammit Eternal',
    // "all counters": every kind (a planeswalker's loyalty too)
    'Vampire Hexmage', 'Blitz Leech', 'Pestilent Haze',
  ],
  '"Move a +1/+1 counter from ~ onto target creature.", "Move all counters ..." (122.5)': ['Simic Fluxmage', 'Weapon Rack', 'Fate Transfer', 'Arcbound Fiend'],
  '"Remove three quest counters from ~ and sacrifice it", "Put a -1/-1 counter on ~" as a cost (601.2h, 122.6)': [
    'Ior Ruin Expedition', 'Hellion Crucible', 'Devoted Druid', 'Wall of Roots', 'Barrenton Medic', 'Sinking Feeling',
  ],
  '"Remove X +1/+1 counters from ~": X announced as it is activated (107.3a, 601.2h)': ['Cruel Sadist', 'Arcbound Javelineer', 'Chamber Sentry', 'Petalmane Baku', 'Infused Arrows'],
  '"When ~ dies, put its counters on target creature you control" (122.8)': ['Spiteful Squad', 'Star Pupil', 'Parish-Blade Trainee'],
  '"If there are no depletion counters on ~, sacrifice it." after a counter cost (608.2c)': ['Hickory Woodlot', 'Gemstone Mine'],
  '"Put a +1/+1 counter on each of up to two target creatures", "... on each other Dragon creature you control" (601.2c, 205.3d)': [
    'Gird for Battle', 'Reap What Is Sown', 'Gavony Silversmith', 'Acid-Spewer Dragon', 'Cordial Vampire',
    // not (yet) modelled: "each of up to two other target creatures" (115.4 with up to), "artifact creature"
    'Alharu, Solemn Ritualist', 'Arcbound Shikari',
  ],
  '"Whenever one or more +1/+1 counters are put on ~", "... on another creature you control", "Whenever a +1/+1 counter is put on ~" (122.6)': [
    'Herd Baloth', 'Benthic Biomancer', 'Knighted Myr', 'Growth-Chamber Guardian', 'Enduring Scalelord', 'Fathom Mage',
    // not (yet) modelled beside it: "you win the game"; "another non-Hydra creature"
    'Simic Ascendancy', 'Wildwood Scourge',
  ],
  '"~ enters with a shield counter on it", "Put a shield counter on target creature" (122.1c)': [
    'Dapper Shieldmate', 'Disciplined Duelist', 'Rhox Pummeler', 'Swooping Protector', 'Boon of Safety', 'Brokers Veteran',
  ],
};

snapshotFamilies('compiled cards of the counters family (the tree and the definition)', FAMILIES);
