// Snapshots of the tree and the definition for real cards of small families: devoid (702.114a),
// "~ can't be countered." (113.6g, 101.2), "When ~ leaves the battlefield" (603.6c), "At the
// beginning of combat on your turn" (507.1), "Sacrifice ~." and "Exile ~." (701.21a, 406.2),
// "You may pay {M}. If you do, ..." (118.12), attacking or blocking creatures (506.4), "Prevent
// all combat damage that would be dealt this turn." (615.1a), "Return ~ from your graveyard to
// your hand." (113.6m), "Whenever you gain life" (119.9). Each was checked by hand against the
// card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'devoid (702.114a)': [
    'Blinding Drone', 'Complete Disregard', 'Essence Depleter', 'Kozilek\'s Translator', 'Oblivion Strike', 'Prophet of Distortion', 'Reality Hemorrhage',
    'Vestige of Emrakul',
    // Benthic Infiltrator beside it: ingest (702.115a, keywordMeaning.ts); not (yet) modelled: Eldrazi Scion tokens with a mana ability, processors
    'Abstruse Interference', 'Benthic Infiltrator', 'Dust Stalker',
  ],
  '"~ can\'t be countered." (113.6g, 101.2)': [
    'Carnage Tyrant', 'Dovin\'s Veto', 'Great Sable Stag', 'Last Word', 'Magic Missile', 'Mistcutter Hydra', 'Obliterate', 'Supreme Verdict', 'Terra Stomper',
    'Thrun, the Last Troll', 'Void Rend', 'Volcanic Fallout', 'Wreak Havoc',
    // not (yet) modelled beside it: "mana value 3 or less", another spell's "can't be countered" (a continuous effect)
    'Abrupt Decay', 'Allosaurus Shepherd', 'Cavern of Souls',
  ],
  '"When ~ leaves the battlefield" (603.6c, 603.10a)': [
    'Circuit Mender', 'Delusions of Mediocrity', 'Phyrexian Bloodstock', 'Thalakos Seer', 'Thragtusk',
    // not (yet) modelled: the exiled card ("return the exiled card"), "it" as the permanent that left, a sacrifice
    'Journey to Nowhere', 'Fiend Hunter', 'Aven Riftwatcher', 'Firemaw Kavu', 'Animate Dead',
  ],
  '"When ~ is put into a graveyard from the battlefield" (603.6c, 603.10a)': [
    'Goblin Boom Keg', 'Hatching Plans', 'Horizon Spellbomb', 'Implement of Malice', 'Flagstones of Trokair', 'Retributive Wand', 'Dunes of the Dead',
    'Gods\' Eye, Gate to the Reikai', 'Nihil Spellbomb', 'Origin Spellbomb',
    // not (yet) modelled: "return ~" from the graveyard (the new object, 603.6c), an Aura
    'Rancor', 'Chromatic Star', 'Spine of Ish Sah',
  ],
  '"Whenever you cast a noncreature spell" (205.4b), "Whenever a player casts a spell" (601.2i)': [
    'Sprite Dragon', 'Spellgorger Weird', 'Goblinslide', 'Kykar, Wind\'s Fury', 'Zephyr Scribe', 'Firebrand Archer', 'Blisterspit Gremlin',
    'Ebon Drake', 'Managorger Hydra', 'Pyroceratops',
    // not (yet) modelled: prowess beside it, "that player", "that spell's mana value"
    'Monastery Swiftspear', 'Mage-Ring Bully', 'Burning Prophet',
  ],
  '"target attacking or blocking creature", "attacking", "blocking" (506.4)': [
    'Arrows of Justice', 'Aven Archer', 'Divine Verdict', 'Gideon\'s Reproach', 'Impeccable Timing', 'Crimson Manticore', 'Dauthi Jackal', 'Elite Archers',
    'Burning Oil', 'Heavy Ballista',
    // not (yet) modelled: "gets +N/+N until end of turn", "deals damage equal to", a target's controller
    'Righteousness', 'Condemn', 'Chastise',
  ],
  '"Prevent all combat damage that would be dealt this turn." (615.1a)': [
    'Fog', 'Holy Day', 'Darkness', 'Moment\'s Peace', 'Respite', 'Lull', 'Spore Frog', 'Knight-Captain of Eos', 'Dawnstrider', 'Angelsong',
    // not (yet) modelled beside it: a condition, "by creatures", "Draw a card at the beginning of the next turn's upkeep"
    'Blunt the Assault', 'Pollen Lullaby', 'Winds of Qal Sisma', 'Clinging Mists',
  ],
  '"Return ~ from your graveyard to your hand." (113.6m)': [
    'Sanitarium Skeleton', 'Firewing Phoenix', 'Kraul Swarm', 'Hammer of Bogardan', 'Shard Phoenix', 'Undead Gladiator', 'Deathless Ancient', 'Gangrenous Goliath',
    'Magma Phoenix', 'Pilgrim of the Ages',
    // not (yet) modelled beside it: a snow land in a cost, "until end of turn", another ability
    'Whiteout', 'Gutterbones', 'Eternal Dragon',
  ],
  '"Whenever you gain life" (119.9)': [
    'Ajani\'s Pridemate', 'Archangel of Thune', 'Bloodbond Vampire', 'Cliffhaven Vampire', 'Epicure of Blood', 'Drogskol Reaver', 'Famished Paladin',
    'Karlov of the Ghost Council', 'Dawn of Hope', 'Searing Meditation',
    // not (yet) modelled: "that much", "that many", "until end of turn"
    'Sanguine Bond', 'Ageless Entity', 'Malakir Familiar',
  ],
  '"Whenever ~ enters or attacks" (603.2)': ['Grave Titan', 'Sun Titan', 'Primeval Titan', 'Inferno Titan'],
  '"At the beginning of combat on your turn" (507.1)': [
    'Luminarch Aspirant',
    // not (yet) modelled: "gets +N/+N until end of turn" and the like
    'Goblin Rabblemaster', 'Battle-Rattle Shaman', 'Ajani\'s Comrade', 'Combat Professor', 'Desecration Demon', 'Aurelia, Exemplar of Justice',
    'Fang of the Pack', 'Greasefang, Okiba Boss', 'Boros Battleshaper',
  ],
  '"Sacrifice ~." and "Exile ~." as an ability resolves (701.21a, 406.2, 400.7)': [
    'Ball Lightning', 'Arc Runner', 'Groundbreaker', 'Lightning Skelemental', 'Spark Elemental', 'Spark Trooper', 'Goblin Cannon',
    // a spell exiling itself as it resolves (406.2; 608.2n then has nothing to put away), since wave 4 (kw-cast)
    'Temporal Mastery', 'Alrund\'s Epiphany',
    // not (yet) modelled beside it: an upkeep cost ("unless you pay"), a condition
    'Bog Serpent', 'Pestilence', 'Midnight Clock', 'Evershrike', 'Hell\'s Thunder',
  ],
  '"sacrifice ~ unless you pay {M}" (118.12a)': [
    'Hungry Mist', 'Child of Gaea', 'Darba', 'Drifter il-Dal', 'Breeding Pit', 'Piru, the Volatile', 'Drifting Djinn', 'Junún Efreet', 'Pit Raptor', 'Spindrift Drake',
    // not (yet) modelled beside it: a static ability, an Aura, a condition
    'Lathnu Hellion', 'Kami of the Tended Garden', 'Peacekeeper',
  ],
  '"You may pay {M}. If you do, ..." (118.12)': [
    'Lunar Mystic', 'Stalking Tiger Avatar', 'Brass Man', 'Goblin Dirigible', 'Embersmith', 'Equilibrium', 'Customs Depot', 'Eye of Vecna', 'Haazda Snare Squad',
    'Papercraft Decoy', 'Drainpipe Vermin', 'Eyes of the Watcher',
    // not (yet) modelled: a trigger not read, "that much life", another ability (Azor), "Otherwise"
    'Azorius Aethermage', 'Basilica Guards', 'Azor, the Lawbringer', 'Apothecary Initiate', 'Death Spark',
  ],
};

snapshotFamilies('compiled cards of small families (the tree and the definition)', FAMILIES);
