// Snapshots of the tree and the definition for real cards of the predefined-token and small effect
// families: Food, Clue and Blood tokens (111.10b, 111.10f, 111.10g), "Investigate" (701.16a),
// "mill N cards" (701.17a) and "you may gain N life" (603.5); triggers at each player's step and on
// casting a spell of a type (503.1a, 601.2i); counters as a permanent enters; "Exile all graveyards". Each was checked by hand against the
// card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'predefined tokens (111.10)': [
    'Bake into a Pie', 'Expose Evil', 'Jace\'s Scrutiny', 'Falkenrath Forebear', 'Curious Pair // Treats to Share', 'Gilded Goose',
    // not (yet) modelled: triggers the engine lacks ("whenever a land enters", "whenever you sacrifice")
    'Tireless Tracker',
  ],
  'mill N cards, you may gain N life (701.17a, 603.5)': [
    'Armored Skaab', 'Excavation Mole', 'Forsaken Drifters', 'Centaur Safeguard', 'Goldenglow Moth', "Ajani's Mantra",
  ],
  "each player's step, a spell of a type, counters, graveyards (503.1a, 601.2i, 614.1c, 406.2)": [
    'Braids, Cabal Minion', 'Copper Tablet', 'Beast Whisperer', "Bontu's Monument", 'Celestial Convergence', 'Blast Zone', 'Morningtide', 'Crook of Condemnation',
    // not (yet) modelled: a keyword counter (122.1b)
    'Biting-Palm Ninja',
  ],
};

snapshotFamilies('compiled cards of the predefined-token families (the tree and the definition)', FAMILIES);
