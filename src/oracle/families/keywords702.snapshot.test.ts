// Snapshots of the tree and the definition for real cards of the keyword abilities of 702 the
// engine carries out beyond evasion and combat damage: those that stand for a text or an ability
// built for them (keywordMeaning.ts), damage as
// counters (wither, infect), changeling's characteristic-defining ability, and partner, which
// does nothing in a game. Each was checked by hand against the card and its rule when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'prowess (702.108a)': ['Monastery Swiftspear', 'Dragon-Style Twins', 'Bloodfire Expert'],
  'bushido (702.45a)': ['Devoted Retainer', 'Battle-Mad Ronin'],
  'outlast (702.107a)': ['Abzan Falconer', 'Ainok Bond-Kin'],
  'echo (702.30a)': ['Acridian', 'Albino Troll', 'Avalanche Riders'],
  'exalted (702.83a, 702.83b)': ['Akrasan Squire', 'Aven Squire', 'Cathedral of War'],
  'undying, persist (702.93a, 702.79a)': ['Butcher Ghoul', 'Kitchen Finks', 'Geralf\'s Messenger'],
  'soulshift (702.46a)': ['Gibbering Kami', 'Promised Kannushi'],
  'wither, infect (702.80a, 702.90)': ['Boggart Ram-Gang', 'Glistener Elf', 'Blackcleave Goblin'],
  'changeling (702.73a)': ['Changeling Outcast', 'Game-Trail Changeling'],
  'partner (702.124h)': ['Akiri, Line-Slinger'],
  'storm (702.40a)': ['Grapeshot', 'Empty the Warrens'],
  'cascade (702.85a)': ['Bloodbraid Elf', 'Ardent Plea'],
  'cumulative upkeep (702.24a)': ['Arctic Wolves', 'Fyndhorn Pollen'],
  'crew (702.122a)': ['Aradara Express', 'Brute Suit'],
  'battle cry, flanking, rampage, afflict (702.91a, 702.25a, 702.23a, 702.130a)': ['Goblin Wardriver', 'Benalish Cavalry', 'Aerathi Berserker', 'Khenra Eternal'],
  'bloodthirst (702.54a)': ['Bloodrage Vampire', 'Carnage Wurm'],
  'modular, fading (702.43a, 702.32a)': ['Arcbound Worker', 'Arcbound Bruiser', 'Cloudskate', 'Blastoderm'],
  'renown (702.112a)': ['Akroan Sergeant', 'Citadel Castellan'],
  'afterlife, living weapon (702.135a, 702.92a)': ['Ministrant of Obligation', 'Flayer Husk', 'Batterskull'],
  'dethrone, training (702.105a, 702.149a)': ['Enraged Revolutionary', 'Apprentice Sharpshooter'],
  'extort (702.101a)': ['Basilica Screecher', 'Syndic of Tithes'],
  'sunburst (702.44a)': ['Etched Oracle', 'Pentad Prism'],
  'ingest (702.115a)': ['Culling Drone', 'Mist Intruder'],
  // "Partner with [name]": its enters trigger, a target player's search (702.124j)
  'partner with (702.124j)': ['Chakram Slinger'],
  // not (yet) modelled: a cost of another kind (cumulative upkeep—pay life), bloodthirst X (702.54b), banding
  'not (yet) modelled': ['Aboroth', 'Benalish Hero'],
};

snapshotFamilies('compiled cards of the keyword abilities of 702 (the tree and the definition)', FAMILIES);
