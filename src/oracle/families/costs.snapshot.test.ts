// Snapshots of the tree and the definition for real cards of the cost and activated-ability
// families (issue 13, point 5): cycling (702.29a), "Discard ~" and "Discard a card" (701.9a),
// "Sacrifice a creature" (701.21a) and "Tap an untapped creature you control" as costs, and
// restrictions on activation (602.5). Each was
// checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'cycling (702.29a)': [
    'Barren Moor', 'Drifting Meadow', 'Forgotten Cave', 'Lonely Sandbar', 'Ketria Triome', 'Desert of the Fervent', 'Neutralize', 'Rescind',
    'Hieroglyphic Illumination', 'Flame Jet', 'Desert Cerodon', 'Pendrell Drake',
    // not (yet) modelled: typecycling searches a library (702.29e); a trigger on cycling (702.29c)
    'Twisted Abomination', 'Renewed Faith', 'Street Wraith',
  ],
  'discard as a cost (701.9a)': [
    'Compulsion', 'Fodder Tosser', 'Kris Mage', 'Latulla, Keldon Overseer', 'Mad Prophet', 'Markov Dreadknight', 'Molten Vortex', 'Peace of Mind',
    'Rummaging Goblin', 'Seismic Assault', 'Selhoff Entomber', 'Stern Constable',
    // not (yet) modelled: at random; discarding the card itself with an effect the engine lacks
    'Hell-Bent Raider', 'Wild Mongrel',
  ],
  'sacrifice as a cost (701.21a)': [
    'Arms Dealer', 'Barrage Ogre', 'Blazing Hellhound', 'Blood Rites', 'Bloodflow Connoisseur', 'Carnage Altar', 'Dark Heart of the Wood', 'Goblin Bombardment',
    'Gobbling Ooze', 'Phyrexian Vault', 'Overgrown Estate', 'Claws of Gix',
    // mana abilities that sacrifice or discard (auto-tap never uses them)
    "Ashnod's Altar", 'Phyrexian Altar', 'Phyrexian Tower', 'Skirge Familiar', 'Wild Cantor',
    // not (yet) modelled: a permanent tapped and sacrificed for mana (106.12a needs its last known information)
    'Crystal Vein',
  ],
  'tap an untapped creature you control as a cost (601.2h)': [
    'Springleaf Drum', 'Azami, Lady of Scrolls', 'Aphetto Grifter', 'Diversionary Tactics', 'Dune Diviner', 'Ghirapur Aether Grid', 'Holdout Settlement',
    'Keeper of the Nine Gales', 'Kyren Negotiations', 'Loam Dryad', 'Sandsower', 'Seton, Krosan Protector',
  ],
  'exiling the card itself, removing counters, ability words (113.6m, 122.1, 207.2c)': [
    'Elvish Spirit Guide', 'Simian Spirit Guide', 'Gemstone Array', "Mirrodin's Core", 'Ghost-Lit Redeemer', 'Mnemonic Sphere', 'Mox Opal',
    'Ondu War Cleric', 'Spawnbinder Mage', 'Chromatic Star',
    // not (yet) modelled: an ability from a graveyard whose effect the engine lacks; any number of counters
    'Angel of Grace', 'Dread Return', 'Mage-Ring Network',
  ],
  'exiling cards from your graveyard as a cost': ['Grim Lavamancer', 'Soul Shepherd', 'Moorland Haunt', 'Psychatog', 'Cabal Surgeon', 'Drudge Spell', 'Graveyard Marshal', 'Hostile Desert', 'Immortal Coil', 'Dread Defiler'],
  'restrictions on activation (602.5)': [
    'Cave of Temptation', 'Dwarven Weaponsmith', 'Grasping Dunes', 'Mire Shade', 'Novice Dissector', 'Voracious Null', 'Aggressive Mining', 'Avizoa',
    'Chained Brute', 'Ebon Praetor', "Lion's Eye Diamond", 'Birthing Pod', 'Apprentice Sorcerer', 'Talas Researcher', 'Tainted Field', 'Cryptic Caves', "Inventors' Fair",
  ],
};

snapshotFamilies('compiled cards of the cost families (the tree and the definition)', FAMILIES);
