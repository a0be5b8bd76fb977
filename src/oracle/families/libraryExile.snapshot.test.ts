// Snapshots of the tree and the definition for real cards of the library and exile wordings:
// "If a card or token would be put into a graveyard from anywhere, exile it instead." (614.1a),
// "Exile it at the beginning of the next end step." (603.7a-c), searches of the library and/or
// graveyard with "If you search your library this way, shuffle.", and searches of another player's
// library with "Then that player shuffles." (701.23a, 701.23d, 701.24a), and the top card exiled,
// which its controller may play for a time (406.2, 601.3, 611.2a). Each was checked by hand
// against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"If a card or token would be put into a graveyard from anywhere, exile it instead." and its kin (614.1a)': [
    'Rest in Peace', 'Dryad Militant',
    // not (yet) modelled beside it: the opening hand, one spell each turn, playing from the graveyard, disturb
    'Leyline of the Void', 'Yawgmoth\'s Agenda', 'Kindly Ancestor // Ancestor\'s Embrace',
  ],
  '"Exile it at the beginning of the next end step." of a token created or a card returned (603.7a, 603.7c)': [
    'Rakdos Guildmage', 'Thunderheads',
    // not (yet) modelled beside it: conspire; "That creature gains haste until end of turn." of the card returned
    'Giantbaiting', 'Dawn of the Dead',
    // "at the beginning of the next end step" read; the trigger condition isn't
    'Protean Hydra',
  ],
  '"Search your library and/or graveyard for ...", "If you search your library this way, shuffle." (701.23a, 701.24a)': [
    'Chandra\'s Outburst', 'Angrath\'s Fury', 'Elspeth\'s Devotee', 'Tezzeret\'s Betrayal', 'Gate to the Afterlife', 'Runeforge Champion', 'Sanctum of All',
    // an Aura put onto the battlefield attached: not modelled (303.4f)
    'Runed Crown',
  ],
  '"Search target player\'s library for ...", "Then that player shuffles." (701.23a, 701.23d, 701.24a)': [
    'Extract', 'Jester\'s Cap', 'Supreme Inquisitor', 'Denying Wind', 'Acquire', 'Bribery', 'Life\'s Finale',
    // not (yet) modelled: X counted, a named card of a chosen permanent
    'Nightmare Incursion', 'Mimeofacture',
  ],
  '"Exile the top card of your library.", "You may play that card this turn.", "Until the end of your next turn", "Until the beginning of your next upkeep" (406.2, 601.3, 305.1, 611.2a)': [
    'Dark-Dweller Oracle', 'Aerial Caravan', 'Abbot of Keral Keep', 'Ire Shaman', 'Breya\'s Apprentice', 'Elkin Bottle',
    // not (yet) modelled beside it: looking at the top card any time, casting from the top of the library
    'Mystic Forge',
  ],
};

snapshotFamilies('compiled cards of the library and exile wordings (the tree and the definition)', FAMILIES);
