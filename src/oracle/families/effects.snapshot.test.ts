// Snapshots of the tree and the definition for real cards of the effect families (issue 13, point 5):
// destroy, counter unless its controller pays, damage to you and to each creature and player,
// discard, cards in graveyards, searching for a basic land, enters tapped unless. Each was checked by
// hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'destroy (701.8)': [
    'Naturalize', 'Doom Blade', 'Smite the Monstrous', 'Shatter', 'Tranquility', 'Stone Rain', 'Cast Down', 'Armageddon', 'Assassinate',
    'Fulminator Mage', 'Bedevil', 'Reave Soul', "Nature's Ruin", 'Planar Cleansing', 'Uktabi Orangutan',
  ],
  'counter target ... spell (701.5, 115.1)': ['Annul', 'Spell Pierce', 'Flashfreeze', 'Guttural Response', 'Frazzle', 'Dispel', 'Mystic Denial', 'Unyaro Griffin', 'Izzet Charm', 'Voracious Greatshark'],
  'counter unless its controller pays (118.12a)': [
    'Mana Leak', 'Force Spike', 'Miscast', 'Convolute', 'Quench', 'Mana Tithe', 'Disruptive Student', 'Spiketail Drake', 'Cursecatcher', 'Offering to Asha', 'Mindstatic',
  ],
  'damage to you, to each, "It deals" (120.3)': [
    'Ancient Tomb', 'Karplusan Forest', 'Aeolipile', 'Char', 'Pyroclasm', 'Earthquake', 'Fire Tempest', 'Sizzle', 'Fledgling Djinn', 'Forge Devil',
    'Corrupt Eunuchs', 'Tremor', 'Orcish Cannoneers', 'Elves of Deep Shadow', 'Lightning Helix', 'Last Kiss', 'Essence Drain',
  ],
  'discard (701.9)': [
    'Mind Rot', 'Merfolk Looter', 'Ravenous Rats', 'Virus Beetle', 'Sibsig Icebreakers', 'Cunning Lethemancer', 'Fill with Fright', 'Deadbridge Shaman', 'Facet Reader',
    'Merfolk Traders', 'Pain // Suffering', 'Careful Study',
  ],
  'exile, destroy and return cards and permanents (115.2, 406.2)': [
    'Raise Dead', 'Cremate', 'Disentomb', 'Gix', 'Izzet Chronarch', 'Mystic Retrieval', 'Reconstruction', 'Heap Doll', 'Coffin Purge', 'Purify the Grave',
    'Archaeomender', 'Return to Nature', 'Celestial Purge', 'Fate Forgotten',
  ],
  'search for a basic land (701.23)': [
    'Evolving Wilds', 'Rampant Growth', 'Lay of the Land', 'Sakura-Tribe Elder', 'Prismatic Vista', 'Terminal Moraine', 'Warped Landscape', 'Expedition Map',
    'Braidwood Sextant', 'Renegade Map', 'Explosive Vegetation', 'Farhaven Elf', 'Polluted Delta', 'Demonic Tutor', 'Bant Panorama', "Nature's Lore",
    'Rune-Scarred Demon', 'Farseek',
  ],
  'you may (603.5)': ['Gravedigger', 'Reclamation Sage', 'Solemn Simulacrum', 'Aven Fisher', 'Frilled Mystic', 'Serpent Assassin', 'Eternal Witness', 'Leonin Snarecaster', 'Festering Mummy', 'Civic Wayfinder'],
  "can't be regenerated (701.19c)": ['Terror', 'Wrath of God', 'Damnation', 'Dark Banishing', 'Avatar of Woe', 'Big Game Hunter', 'Crosis\'s Charm', 'Death Rattle', 'Spite // Malice', 'Dark Hatchling'],
  'lose life, mill, untap, put on top, return (119.3, 701.17, 701.26)': [
    'Soul Feast', 'Foul Imp', 'Caustic Hound', 'Ambition\'s Cost', 'Millstone', 'Nephalia Drownyard', 'Blossom Dryad', 'Glimmerbell', 'Time Ebb', 'Banishment Decree',
    'Resurrection', 'Protomatter Powder', 'Lantern Spirit', 'Archwing Dragon', 'Orzhov Guildmage',
  ],
  'sacrifice (701.21a)': [
    'Diabolic Edict', 'Fleshbag Marauder', 'Cruel Edict', 'Innocent Blood', 'Tremble', 'Crack the Earth', 'Mire in Misery', 'Tribute to the Wild', "Angrath's Rampage",
    'Abyssal Gatekeeper', 'Blighted Fen',
  ],
  'draws and loses life (one target, two effects)': ['Sign in Blood', 'Blood Pact', 'Bloodgift Demon', 'Damnable Pact', 'Harrowing Journey'],
  'up to N targets (601.2c)': ['Lead Astray', 'Dutiful Return', 'Into the Void', 'Downpour', 'Tidal Surge', 'Crossroads Candleguide', 'Quicksilver Geyser', 'Explosive Entry', 'Tilling Treefolk', 'Hoverguard Sweepers'],
  'create creature tokens (111.1, 111.3, 111.4)': [
    'Raise the Alarm', 'Beetleback Chief', 'Inkling Summoning', 'Lingering Souls', 'Aspiring Aeronaut', 'Broodmate Dragon', 'Flurry of Horns', 'Myr Sire', 'Verdant Force',
    'Rise of Eagles', 'Garrison Cat', 'Call the Cavalry',
  ],
  'counters on each, two effects in a sentence, a graveyard card on top, a graveyard exiled': [
    'Inspiring Roar', 'Soul Snuffers', 'Gavony Township', 'Preordain', 'Foresee', 'Read the Bones', 'Inspiring Overseer', "Sphinx's Revelation", 'Reclaim',
    'Volrath\'s Stronghold', 'Reinforcements', 'Tormod\'s Crypt', 'Remorseful Cleric', 'Bojuka Bog',
  ],
  '"Its controller" of what was destroyed, exiled or countered (608.2h)': [
    'Despoil', 'Countersquall', 'Hideous End', "Assassin's Strike", 'Dismal Failure', 'Dream Fracture', 'Introduction to Annihilation', 'Certain Death', 'Punish Ignorance',
    'Victorious Destruction',
  ],
  'each player draws, tap / untap / return / exile all, an opponent\'s graveyard': [
    'Temple Bell', 'Vision Skeins', 'Cephalid Looter', 'Lore Broker', 'Wistful Thinking', 'Mobilize', 'Awakening', 'Deluge', 'Blinding Light', 'Evacuation',
    'Upheaval', 'Final Judgment', 'Scavenging Harpy',
  ],
  'divided damage (601.2d), two damage phrases, target opponent or planeswalker': [
    'Forked Bolt', 'Electrolyze', 'Fiery Justice', 'Arc Lightning', 'Pyrotechnics', 'Fire // Ice', 'Hungry Flames', 'Cunning Strike', 'Kiss of Death', 'Burning Fields',
  ],
  'return a permanent you control (chosen, no target)': [
    'Azorius Chancery', 'Dimir Aqueduct', 'Guildless Commons', 'Kor Skyfisher', 'Shrieking Drake', 'Emancipation Angel', 'Esperzoa', 'Roaring Primadox', 'Riptide Chimera',
    'Noggle Bridgebreaker',
  ],
  'counted as it happens: for each, equal to the number of (608.2h)': [
    'Festival of Trokin', 'Ground Assault', 'Collective Unconscious', 'Regal Force', 'Blighted Steppe', 'Massive Raid', 'Feedback Bolt', 'Filigree Angel', 'Pledge of Unity',
    'Tidy Conclusion',
  ],
  'enters tapped unless (614.1c)': [
    'Blackcleave Cliffs', 'Glacial Fortress', 'Deserted Beach', 'Luxury Suite', 'Concealed Courtyard', 'Dragonskull Summit', 'Clifftop Retreat', 'Spirebluff Canal',
    'Sunken Hollow', 'Prairie Stream', 'Morphic Pool', 'Haunted Ridge',
  ],
};

snapshotFamilies('compiled cards of the effect families (the tree and the definition)', FAMILIES);
