// Snapshots of the tree and the definition for real cards of the dice family (706): "Roll a d20."
// as an effect (706.1a) with the results table printed after it, which is part of the same
// ability (706.3a, 706.3b); the triggers "Whenever you roll one or more dice" and "When you roll a
// natural 20" (706.2), from the graveyard (113.6m); "Choose target creature, then roll a d20";
// "roll that many dice plus one and ignore the lowest roll" (614.1a, 706.6); flavor words before an
// ability (207.2d). Each was checked by hand against the card when written; a change to either
// shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"roll a d20." and its results table, every row read (706.1a, 706.3a, 706.3b)': [
    'Djinni Windseer', 'Sylvan Shepherd', 'Hoarding Ogre', "Farideh's Fireball",
    // flavor words before the trigger or the cost (207.2d); "It" of a row is the attacking creature
    'Lightfoot Rogue', 'Herald of Hadar', 'Arcane Investigator',
  ],
  '"Choose target creature, then roll a d20.": the rows\' "that creature" is the target (115.1, 608.2c)': ['Spiked Pit Trap', 'Scion of Stygia',
    // not (yet) modelled: the rows ("Return it to its owner's hand", ...)
    'Power of Persuasion'],
  '"Create two of those tokens.": the token the row before creates (706.3a)': ['Swarming Goblins'],
  '"Each opponent sacrifices two permanents." in a row, and beside rolls: "Each player sacrifices two creatures" (701.21a)': ['Earth-Cult Elemental', 'Barter in Blood', 'Wildfire'],
  'a results table with a row not (yet) read: the roll stays unmodelled': [
    // "Trapped! — " and a search with a condition
    'Treasure Chest',
  ],
  '"Whenever you roll one or more dice" (706.1)': ['Brazen Dwarf', 'Feywild Trickster',
    // not (yet) modelled beside it: "If any of those results was 10 or higher"
    'Farideh, Devil\'s Chosen'],
  '"If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll." (614.1a, 706.6)': ['Pixie Guide',
    // not (yet) modelled beside it: a Class's levels
    'Barbarian Class'],
  '"When you roll a natural 20, return ~ from your graveyard to your hand" (706.2): it works from the graveyard (113.6m)': ['Critical Hit'],
  'a roll whose result is used as an amount: not (yet) modelled': ['Bucknard\'s Everfull Purse', 'Underdark Rift'],
};

snapshotFamilies('dice (706)', FAMILIES);
