// Snapshots of the tree and the definition for real cards of the evergreen keyword and combat
// families: the keywords the engine models (702.2-702.21, card.ts `Keyword`), protection's
// qualities (702.16a, 702.16g-j) and ward's cost (702.21a), a permanent's own combat rules
// (506.5, 508.1c-d, 509.1b-c) and its combat triggers (508.3a, 509.3a, 509.3c, 510.3a). Each was checked
// by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'evergreen keywords (702)': [
    'Serra Angel', 'Giant Spider', 'Vampire Nighthawk', 'Knight of Meadowgrain', 'Typhoid Rats', 'Fencing Ace', 'Colossal Dreadmaw', 'Boggart Brute',
    'Wall of Omens', 'Darksteel Myr', 'Gladecover Scout', 'Simic Sky Swallower', 'Sentinel Spider', 'Akroma, Angel of Wrath',
    // hexproof beside regeneration (701.19a)
    'Troll Ascetic',
    // not (yet) modelled: a condition on hexproof, "can be blocked only by"
    'Dragonlord Ojutai', 'Silhana Ledgewalker',
  ],
  'protection (702.16)': [
    'Kor Firewalker', 'White Knight', 'Black Knight', 'Paladin en-Vec', 'Mirran Crusader', 'Baneslayer Angel', 'Progenitus', 'Iridescent Angel',
    'Soldier of the Pantheon', 'Commander Eesha', 'Tel-Jilad Chosen', 'Warren-Scourge Elf', 'Midnight Duelist', 'Emrakul, the Promised End',
    // not (yet) modelled: from a player (702.16k); a supertype; gained at a level (711.2b)
    'True-Name Nemesis', 'Hexdrinker', 'Skywatcher Adept',
  ],
  'ward (702.21)': [
    'Waterfall Aerialist', 'Owlin Shieldmage', 'Westgate Regent', 'Sedgemoor Witch', 'Gavony Dawnguard', 'Kappa Cannoneer',
  ],
  "a permanent's own combat rules (506.5, 508.1c-d, 509.1b-c)": [
    'Aesthir Glider', 'Ashenmoor Gouger', 'Aether Figment', 'Azorius Herald', 'Ascending Aven', 'Battlefield Percher', 'Akoum Firebird', 'Alpine Guide',
    'Iron Golem', 'Relentless Raptor', 'Razorgrass Screen', 'Tormented Soul', 'Inkfathom Infiltrator', 'Vigean Hydropon', 'Phantom Warrior',
    // restrictions that name other objects (combatRestrictions.snapshot.test.ts)
    'Mogg Flunkies', 'Ironclaw Orcs',
  ],
  'removed from combat by an effect (506.4)': [
    'Reconnaissance', 'Labyrinth of Skophos',
    // not (yet) modelled: what the removal does to the creatures it blocked or was blocked by
    'Balduvian Warlord',
  ],
  'combat triggers (508.3a, 509.3a, 509.3c, 510.3a)': [
    'Blazing Specter', 'Demon of Loathing', 'Akki Underminer', 'Bloodcrazed Neonate', 'Precinct Captain', 'Howling Golem', 'Merfolk Skyscout',
    'Chambered Nautilus', 'Saprazzan Heir', 'Pride Guardian', 'Fire-Omen Crane', 'Raging Regisaur', 'Infectious Horror', 'Alaborn Cavalier',
    'Audacious Thief', 'Sigiled Skink',
    // "that many": the combat damage dealt (510.3a)
    'Crosstown Courier', 'Glint-Eye Nephilim', 'Needle Specter', 'Living Hive',
    // not (yet) modelled: "and isn't blocked", damage that isn't combat damage, "defending player", a pump
    'Ophidian', 'Hypnotic Specter', 'Thieving Magpie',
    // not (yet) modelled: a -0/-1 counter (the engine counts only +1/+1 and -1/-1 counters, 122.1a)
    'Shield Sphere', 'Goblin Guide', 'Dimir Cutpurse',
  ],
  "damage equal to its power (608.2h)": ['Chainweb Aracnir', 'Cinder Shade', 'Dreadhorde Butcher', 'Aerie Ouphes'],
};

snapshotFamilies('compiled cards of the keyword and combat families (the tree and the definition)', FAMILIES);
