// Snapshots of the tree and the definition for real cards that enter with counters on a condition
// of how they came to be (614.1c; engine/state/entering.ts): kicked (702.33d), escaped (702.138c),
// converge (601.2h), "enters tapped with". Each was checked by hand against the card when written.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('entering with counters (614.1c)', {
  'if it was kicked (702.33d)': ['Academy Drake', 'Kavu Aggressor', 'Kavu Primarch'],
  'escapes with (702.138c)': ['Phoenix of Ash', 'Underworld Charger'],
  'converge (601.2h)': ['Crystalline Crawler', 'Skyrider Elf'],
  'enters tapped with': ['Vivid Crag', 'Vivid Grove'],
  'a counter on each other creature you control (122.1)': ['Ridgescale Tusker', 'Bellowing Aegisaur', 'Supply Runners'],
  'double the number of counters (701.10e)': ['Solarion', 'Dragonsguard Elite'],
  'on or tapping enchanted creature (301.5, 303.4)': ["Ephara's Enlightenment", 'Forced Adaptation', 'Claustrophobia', 'Capture Sphere'],
  'regenerate enchanted creature (701.19a, 301.5)': ['Carapace', 'Blessing of Leeches'],
  // not (yet) modelled: raid's condition of the turn ("if you attacked this turn")
  'not modelled': ['Rigging Runner'],
});
