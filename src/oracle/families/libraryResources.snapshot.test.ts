// Snapshots of the tree and the definition for real cards of the library and resource families:
// Treasure tokens (111.10a) and mana abilities that tap and sacrifice their source (605.1a, 106.12a);
// surveil (701.25a); proliferate (701.34a); discarding at random (701.9a); bolster (701.39a);
// searches for a stated quality: a card type or subtype, "permanent", a mana value, "named ~" (701.23); explore (701.44a).
// Each was checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'Treasure tokens (111.10a)': ['Crack Open', 'Dire Fleet Hoarder', 'Prosperous Pirates', 'Jewel Thief', "Bootleggers' Stash"],
  'mana abilities that tap and sacrifice their source (605.1a, 106.12a)': ['Crystal Vein', 'Lotus Petal', 'Black Lotus', 'Chromatic Sphere', 'Abandoned Outpost', 'Ancient Spring'],
  'surveil (701.25a)': ['Deadly Visit', 'Sinister Sabotage', 'Dimir Informant', 'Notion Rain'],
  'proliferate (701.34a)': ['Steady Progress', 'Contagion Clasp', "Atraxa, Praetors' Voice", 'Thrummingbird'],
  'discarding at random (701.9a)': ['Hymn to Tourach', 'Hypnotic Specter', 'Mind Twist', 'Goblin Lore', 'Desperate Ravings'],
  'bolster (701.39a)': ["Honor's Reward", 'Abzan Skycaptain', "Dromoka's Gift", 'Sandsteppe Mastodon'],
  'searching for a stated quality (701.23a, 701.23b)': [
    'Squadron Hawk', 'Trinket Mage', 'Amrou Scout', 'Cateran Summons', 'Survival of the Fittest', 'Spellseeker', 'Steelshaper\'s Gift',
    // not (yet) modelled: "X or less" (Chord of Calling); an Aura put onto the battlefield (303.4f, Zur the Enchanter)
    'Chord of Calling', 'Zur the Enchanter',
  ],
  'explore (701.44a)': ['Merfolk Branchwalker', "Seekers' Squire", 'Tomb Robber', "Emperor's Vanguard",
    // not (yet) modelled: "it" is the creature that entered, not the source; a target explores
    'Path of Discovery', 'Enter the Unknown',
  ],
};

snapshotFamilies('compiled cards of the library and resource families (the tree and the definition)', FAMILIES);
