// Snapshots of the tree and the definition for real cards that move cards between the library, the
// hand, the graveyard and the battlefield (wave 4, library slice): the cards looked at from the top of
// a library, one or two taken and the rest (the other) put to the bottom or the graveyard, "that
// card" of Consider, and surveil's choice over them ("any number of them into your graveyard and the
// rest back on top", 701.25a, 401.4, 608.2c); a card of a stated quality put from the hand onto the
// battlefield (608.2d, 110.2; not a land played, 305.4); a card exiled and returned, a new object
// (400.7), at once or at the next end step (603.7a); shuffles (701.24a) and the tutor that puts its card
// on top after one (701.23a); a card returned from the graveyard by its own ability (113.6m) or by
// its dies trigger (603.10a); an exile until the source leaves the battlefield (610.3); where a spell
// countered this way goes instead (614.1a); no maximum hand size (402.2); a permanent of a color, or
// another, returned to its owner's hand (608.2d); a card from a graveyard put on the bottom of its
// owner's library (400.3); the source returned to its owner's hand as a cost (601.2h). Each was checked by hand against the card when written;
// a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Put one (two) of them into your hand and the other (the rest) ...", "You may put that card into your graveyard.", "Put any number of them into your graveyard and the rest back on top of your library in any order." (608.2c, 401.4, 701.25a)': [
    'Consider', 'Think Tank', 'Cruel Witness', 'Curate', 'Grim Flayer', 'Sultai Ascendancy', 'Sea Gate Oracle', 'Sleight of Hand', 'Tower Geist', 'Ancestral Memories', 'Dig Through Time',
  ],
  '"You may put a land card from your hand onto the battlefield (tapped).", "... a green creature card", "a Goblin permanent card" (608.2d, 110.2, 305.4)': [
    'Growth Spiral', 'Llanowar Scout', 'Arboreal Grazer', 'Elvish Pioneer', 'Gaea\'s Touch', 'Elvish Piper', 'Norwood Priestess', 'Mindwrack Liege', 'Goblin Lackey', 'Stoneforge Mystic', 'Chulane, Teller of Tales',
    // not (yet) modelled beside it: "That creature gains haste", "Sacrifice it at the beginning of the next end step" of the card put
    'Incandescent Soulstoke', 'Planebound Accomplice',
  ],
  '"Exile target creature you control, then return it (that card) to the battlefield under its owner\'s control", and at the beginning of the next end step (400.7, 603.7a, 111.8)': [
    'Ephemerate', 'Momentary Blink', 'Cloudshift', 'Displace', 'Turn to Mist', 'Mistmeadow Witch', 'Aetherling', 'Flickering Spirit',
    // not (yet) modelled beside it: "another target" of a permanent's ability (not itself), "It gains first strike"; Restoration Angel's non-Angel target is read since wave 6 (205.3)
    'Flickerwisp', 'Justiciar\'s Portal', 'Restoration Angel',
  ],
  '"Target player shuffles their graveyard into their library.", "You may shuffle.", "Search your library for a card, then shuffle and put that card on top." (701.24a, 701.23a)': [
    'Reminisce', 'Learn from the Past', 'Blessed Respite', 'Ponder', 'Boggart Forager', 'Vampiric Tutor', 'Worldly Tutor', 'Mystical Tutor', 'Campus Guide',
  ],
  '"Shuffle ~ into its owner\'s library.", "~\'s owner shuffles it into their library." (701.24a, 608.2m)': ['Beacon of Destruction', 'Black Sun\'s Zenith', 'White Sun\'s Zenith', 'Blitz Hellion', 'Cerulean Sphinx', 'Lightning Shrieker'],
  '"Return ~ from your graveyard to the battlefield (tapped)." of an ability that works from the graveyard (113.6m, 110.2)': [
    'Reassembling Skeleton', 'Haunted Dead', 'Drownyard Temple', 'Necrosavant', 'Kuldotha Phoenix', 'Cauldron Familiar', 'Dread Wanderer', 'Geralf\'s Masterpiece',
  ],
  '"When ~ dies, return it to its owner\'s hand.", "... put it on top of its owner\'s library.", "When enchanted creature dies, return that card ..." (400.7, 603.10a); after "When ~ blocks", the permanent itself': [
    'Endless Cockroaches', 'Immortal Phoenix', 'Dark Revenant', 'Undying Beast', 'Demonic Vigor', 'Squee\'s Embrace', 'Zephyr Spirit', 'Saprazzan Raider',
  ],
  '"exile target creature an opponent controls until ~ leaves the battlefield", "Exile that card until ~ leaves the battlefield." (610.3, 610.3b, 610.3c)': [
    'Banisher Priest', 'Banishing Light', 'Cast Out', 'Conclave Tribunal', 'Fairgrounds Warden', 'Stasis Snare', 'Trapjaw Tyrant', 'Brain Maggot', 'Kitesail Freebooter',
  ],
  '"If that spell is countered this way, exile it instead of putting it into its owner\'s graveyard.", "... put it on top of its owner\'s library (into its owner\'s hand) instead ..." (614.1a)': [
    'Dissipate', 'Deny the Divine', 'Spell Shrivel', 'Void Shatter', 'Assert Authority', 'Memory Lapse', 'Remand', 'Lapse of Certainty',
  ],
  '"You have no maximum hand size." (402.2, 514.1)': ['Reliquary Tower', 'Thought Vessel', 'Spellbook', 'Graceful Adept', 'Body of Knowledge', 'Tishana, Voice of Thunder'],
  '"Return a red or green creature you control to its owner\'s hand.", "Return another creature you control ..." (608.2d, 105.2)': [
    'Horned Kavu', 'Shivan Wurm', 'Cavern Harpy', 'Fleetfoot Panther', 'Ambush Krotiq', 'Havengul Skaab', 'Yarok\'s Wavecrasher',
  ],
  '"Put target card from a graveyard on the bottom of its owner\'s library.", "... from your graveyard on the bottom of your library." (400.3)': [
    'Cogwork Archivist', 'Grazing Kelpie', 'Junktroller', 'Reito Lantern', 'Reito Sentinel', 'Epitaph Golem', 'Mistveil Plains',
  ],
  '"Return ~ to its owner\'s hand" as a cost (601.2h)': ['Attunement', 'Grinning Ignus', 'Broken Fall', 'Molting Skin', 'Recurring Nightmare', 'Steelshaper Apprentice'],
  '"Return a land you control to its owner\'s hand" as a cost or an additional cost (601.2h, 118.8)': ['Soratami Savant', 'Soratami Rainshaper', 'Meloku the Clouded Mirror', 'Floodbringer', 'Oboro Breezecaller', 'Deprive', 'Devour in Flames'],
};

snapshotFamilies('compiled cards that move cards between zones (the tree and the definition)', FAMILIES);
