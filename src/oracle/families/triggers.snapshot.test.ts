// Snapshots of the tree and the definition for real cards of the trigger conditions that watch
// other objects and players (grammar/triggerWatch.ts): a permanent of a kind dying (700.4,
// 603.10a), the creature an Aura or Equipment is attached to dying, attacking or dealing combat
// damage (301.5, 303.4), a creature you control attacking or dealing combat damage (508.3a,
// 510.3a), a spell of a color or type cast by you, a player or an opponent (601.2i), and the steps
// of an opponent's turn and the end of combat (503.1a, 511.2, 513.1a); a hand revealed and a card
// of it chosen by the caster, then discarded or exiled (701.20a, 701.9b); the top
// cards of a library looked at, one taken, the rest put on the bottom or into the graveyard (401.4);
// a card cycled (702.29c); a modal triggered ability's modes (603.3c). Each was checked by hand
// against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Whenever a creature dies", "another creature you control dies", "~ or another creature dies" (700.4, 603.10a)': [
    'Abzan Ascendancy', 'Algae Gharial', 'Bastion of Remembrance', 'Dark Prophecy', 'Dictate of Erebos', 'Dross Harvester', 'Blood Artist', 'Butcher of Malakir',
    'Zulaport Cutthroat', 'Warteye Witch', 'Selhoff Occultist',
    // not (yet) modelled beside it: a charge-counter mana ability, "that creature's power"
    'Black Market', 'Grim Haruspex',
  ],
  '"When enchanted creature dies", "Whenever equipped creature attacks / deals combat damage to a player" (301.5, 303.4)': [
    'Dying Wail', 'Elephant Guide', 'Griffin Guide', 'Skullclamp', 'Sylvok Lifestaff', 'Argentum Armor', 'Extra Arms', 'Mask of Riddles', 'Moonsilver Spear',
    'Rogue\'s Gloves', 'Necromantic Thirst',
  ],
  '"Whenever a creature you control attacks / deals combat damage to a player" (508.3a, 510.3a)': [
    'Druids\' Repository', 'Ohran Frostfang', 'Reconnaissance Mission', 'Toski, Bearer of Secrets', 'Deepfathom Skulker',
  ],
  '"Whenever a player casts a black spell", "an opponent casts an instant or sorcery spell", "you cast or copy" (601.2i, 105.2, 707.10)': [
    'Archmage Emeritus', 'Clever Lumimancer', 'Karok Wrangler', // "cast or copy" (707.10)
    'Angel\'s Feather', 'Bog Gnarr', 'Balefire Liege', 'Cinder Pyromancer', 'Arasta of the Endless Web', 'Aether Sting', 'Ammit Eternal',
  ],
  '"At the beginning of each opponent\'s upkeep", "At end of combat", "your precombat main phase" (503.1a, 505.1, 511.2)': [
    'Davriel, Rogue Shadowmage', 'Archfiend of Depravity', 'Black Market', 'Altar of Shadows',
    // the upkeep of the enchanted player or of the enchanted creature's controller (303.4)
    'Soul Bleed', 'Curse of the Bloody Tome', 'Parasitic Bond', 'Wanderlust',
  ],
  '"Target opponent reveals their hand. You choose a nonland card from it. That player discards that card." (701.20a, 701.9b, 701.9a)': [
    'Duress', 'Thoughtseize', 'Coercion', 'Despise', 'Divest', 'Castigate', 'Night Terrors', 'Thought-Knot Seer', 'Splitting Headache', 'Pilfering Imp',
    // not (yet) modelled beside it: a number of cards revealed, "from that player's graveyard or hand"
    'Kitesail Freebooter', 'Inquisition of Kozilek',
  ],
  '"Look at the top N cards of your library. You may reveal a ... card from among them and put it into your hand. Put the rest on the bottom ..." (401.4, 701.20a)': [
    'Impulse', 'Anticipate', 'Adventurous Impulse', 'Arcane Infusion', 'Commune with Nature', 'Forbidden Alchemy', 'Glimpse the Future', 'Index', 'Gilt-Leaf Seer',
    'Discombobulate', 'Brightwood Tracker',
    // not (yet) modelled beside it: two cards taken, a card cast from among them
    'Fact or Fiction', 'Dig Through Time',
  ],
  '"When you cycle ~", "Whenever you cycle a card", "Whenever a player cycles a card" (702.29c)': [
    'Renewed Faith', 'Krosan Tusker', 'Complicate', 'Decree of Savagery', 'Prickly Marmoset', 'Fleeting Aven', 'Lightning Rift', 'Invigorating Boon',
    // "cycle or discard" is read since (triggerEvents.ts); not (yet) modelled beside it: "When you cycle ~ or it dies"
    'Drannith Healer', 'Archfiend of Ifnir',
  ],
  '"When ~ enters, choose one —": a modal triggered ability (700.2, 603.3c)': [
    'Knight of Autumn', 'Cleanup Crew', 'Deceiver Exarch', 'Inquisitor Exarch', 'Elder Gargaroth', 'Retreat to Kazandu', 'Retreat to Emeria', 'Entomber Exarch',
    // not (yet) modelled beside it: a mode the grammar doesn't read
    'Felidar Retreat',
  ],
  '"Whenever ~ deals damage to a player / an opponent", "... combat damage to an opponent" (120.3a, 510.3a)': [
    'Abyssal Specter', 'Charnelhoard Wurm', 'Fungal Shambler', 'Barbed Shocker',
  ],
};

snapshotFamilies('compiled cards of the watched trigger families (the tree and the definition)', FAMILIES);
