// Snapshots of the tree and the definition for real planeswalkers (606): each loyalty ability is an
// activated ability whose cost is loyalty counters ("+2" is 2, "−3" is -3, "0" is 0, "−X" is
// 'minusX', 606.4); one whose effect isn't read can still be activated, its text carried out by
// hand. Each was checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'every loyalty ability read': ['Jace Beleren', 'Chandra Nalaar', 'Chandra, Pyrogenius'],
  'some loyalty abilities read': [
    'Liliana of the Veil', 'Ob Nixilis Reignited', "Elspeth, Sun's Champion", 'Teferi, Timebender', 'Chandra, Bold Pyromancer', 'Ral, Caller of Storms',
    'Garruk Wildspeaker', 'Elspeth Tirel', 'Jace, Memory Adept', 'Liliana, Death Mage', 'Sarkhan Unbroken', 'Nissa, Voice of Zendikar',
    'Ajani Goldmane', 'Karn Liberated', 'Ugin, the Spirit Dragon', 'Gideon Jura', 'Vraska the Unseen',
  ],
  // a loyalty ability of a static or triggered planeswalker, and of a double-faced card's back face
  'with other abilities': ['Teferi, Time Raveler', 'Nissa, Vastwood Seer // Nissa, Sage Animist', 'Gideon Blackblade'],
};

snapshotFamilies('loyalty abilities (606)', FAMILIES);
