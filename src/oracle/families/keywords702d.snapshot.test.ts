// Snapshots of the tree and the definition for real cards read in session 8: exploit (702.110a,
// keywordMeaning.ts) and "When ~ exploits a creature" (702.110b, grammar/trigger.ts); strive, an
// ability word (207.2c) before "This spell costs {M} more to cast for each target beyond the first."
// (601.2f), with "any number of target creatures" (601.2c, grammar/target.ts); other ability words
// before a static ability or a cost of casting; multikicker (702.33c, lower.ts) and "enters with a
// +1/+1 counter on it for each time it was kicked" (702.33d, grammar/entersWith.ts). Each was
// checked by hand against the card and its rule when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'exploit (702.110a, 702.110b)': ['Qarsi Sadist', "Sidisi's Faithful", 'Silumgar Butcher', 'Sidisi, Undead Vizier'],
  'strive (207.2c, 601.2f)': ['Aerial Formation', 'Blinding Flare', "Kiora's Dismissal", 'Consign to Dust'],
  'an ability word before a static ability (207.2c)': ['Stratadon', 'Aven Trailblazer', 'Golgari Raiders'],
  'multikicker (702.33c, 702.33d)': ['Apex Hawks', 'Everflowing Chalice', 'Gnarlid Pack', 'Lightkeeper of Emeria'],
  'any number of target permanents or cards (601.2c)': ['Pyrokinesis', 'Eerie Interlude', 'Sea God\'s Scorn'],
};

snapshotFamilies('compiled cards of keyword abilities of 702 and ability words, fourth file (the tree and the definition)', FAMILIES);
