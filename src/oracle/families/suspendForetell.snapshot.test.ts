// Snapshots of the tree and the definition for real cards with suspend (702.62a: "Suspend N—[cost]",
// exiled from the hand with N time counters by a special action, 116.2f; a time counter removed at
// each upkeep; cast without paying its mana cost as the last is removed, a creature with haste) and
// foretell (702.143a: {2} to exile it face down during its owner's turn, 116.2h; cast from exile on
// a later turn for its foretell cost, an alternative cost, 118.9). Each was checked by hand against
// the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'Suspend N—[cost] (702.62a, 116.2f)': [
    'Rift Bolt', 'Ancestral Vision', 'Lotus Bloom', 'Crashing Footfalls', 'Search for Tomorrow', 'Gargadon', 'Errant Ephemeron', 'Keldon Halberdier',
    // no mana cost: cast only by suspend (118.6, 118.6a)
    'Mox Tantalite', 'Sol Talisman',
    // not (yet) modelled beside it: "Suspend X—... X can't be 0." and the time counter triggers
    'Aeon Chronicler', 'Deep-Sea Kraken',
  ],
  '"Exile ~ with three time counters on it." as a spell resolves: suspended again (406.2, 702.62b)': [
    'Arc Blade', 'Inspiring Refrain', 'Cyclical Evolution', 'Festering March',
    // not (yet) modelled beside it: "Until your next turn, creatures can't attack you."
    'Chronomantic Escape',
  ],
  'Foretell [cost] (702.143a, 116.2h)': [
    'Saw It Coming', 'Behold the Multiverse', 'Doomskar', 'Demon Bolt', 'Augury Raven', 'Vengeful Reaper', 'Scorn Effigy',
    // not (yet) modelled beside it: "if this spell was foretold" (702.143c)
    'Poison the Cup', 'Starnheim Unleashed',
  ],
};

snapshotFamilies('compiled cards with suspend and foretell (the tree and the definition)', FAMILIES);
