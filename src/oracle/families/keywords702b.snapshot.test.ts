// Snapshots of the tree and the definition for real cards of keyword abilities of 702 read in
// session 6: transmute (702.53a, keywordAbilities.ts), spectacle (702.137a, lowerCasting.ts),
// awaken (702.113a, awaken.ts), casualty and conspire (702.153a, 702.78a, lowerCasting.ts), devour
// (702.82a, 702.82c, keywordMeaning.ts), replicate and assist (702.56a, 702.132a, lowerCasting.ts).
// Each was checked by hand against the card and its rule when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'transmute (702.53a)': ['Dimir House Guard', 'Dizzy Spell', 'Drift of Phantasms'],
  'spectacle (702.137a)': ['Skewer the Critics', 'Hackrobat', 'Dead Revels'],
  'awaken (702.113a)': ['Coastal Discovery', 'Clutch of Currents', 'Boiling Earth'],
  'casualty (702.153a)': ["Light 'Em Up", 'A Little Chat', 'Make Disappear'],
  'conspire (702.78a)': ['Burn Trail', 'Aethertow', 'Barkshell Blessing'],
  'devour, devour artifact (702.82a, 702.82c)': ['Thunder-Thrash Elder', 'Caprichrome', 'Mycoloth'],
  'replicate (702.56a)': ['Pyromatics', 'Train of Thought', 'Gigadrowse'],
  'assist (702.132a)': ['Charging Binox', 'Bring Down', 'Fan Favorite'],
};

snapshotFamilies('compiled cards of keyword abilities of 702, second file (the tree and the definition)', FAMILIES);
