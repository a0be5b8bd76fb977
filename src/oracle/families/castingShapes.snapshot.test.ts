// Snapshots of the tree and the definition for real cards of the casting families (issue 17,
// point 5): the keywords that pay part of a spell's mana (convoke 702.51a, improvise 702.126a,
// delve 702.66a), that reduce its cost (affinity 702.41a, "costs {1} less to cast for each",
// 601.2f), optional additional costs (buyback 702.27a, entwine 702.42a) and the permissions to
// cast from a graveyard by discarding a card (retrace 702.81a, jump-start 702.133a), the alternative
// costs with a trigger (madness 702.35a, evoke 702.74a). Each was
// checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'convoke (702.51a)': ['Stoke the Flames', 'Siege Wurm', 'Conclave Equenaut',
    // not (yet) modelled: the search of the rest of its text
    'Chord of Calling'],
  'improvise (702.126a)': ['Reverse Engineer', 'Barricade Breaker', 'Whir of Invention'],
  'delve (702.66a)': ['Treasure Cruise', 'Murderous Cut', 'Gurmag Angler'],
  'affinity (702.41a)': ['Frogmite', 'Myr Enforcer', 'Thoughtcast', 'Razor Golem',
    // not (yet) modelled: granting affinity to other spells
    'Mycosynth Golem'],
  'costs {1} less to cast for each, or if you control (601.2f)': ['Gearseeker Serpent', 'Blasphemous Act', 'Brine Giant', "Wizard's Lightning", 'Squash',
    // not (yet) modelled: a creature with a keyword, two subtypes
    'Gust of Wind', 'Frostpyre Arcanist'],
  'spells cost more or less (601.2f)': ['Thalia, Guardian of Thraben', 'Goblin Electromancer', 'Foundry Inspector', 'Aura of Silence', 'Dragonspeaker Shaman',
    'Boreal Elemental', 'Sphinx of New Prahv',
    // not (yet) modelled: an increase of colored mana; the ability granted in quotation marks
    'Andradite Leech', 'Jubilant Skybonder'],
  'buyback (702.27a)': ['Capsize', 'Whispers of the Muse', 'Constant Mists'],
  'flashback and buyback costs after a dash (702.34a, 702.27a)': ['Deep Analysis', 'Dread Return', 'Acorn Harvest',
    // not (yet) modelled: a cost whose count is X, a quality the cost grammar doesn't read
    'Conflagrate', 'Battle Screech'],
  'escape (702.138a)': ['Sleep of the Dead', 'Glimpse of Freedom', 'Escape Velocity',
    // not (yet) modelled: "escapes with" counters (702.138c)
    'Underworld Breach'],
  'entwine (702.42a)': ['Barbed Lightning', "Dream's Grip", 'Tooth and Nail'],
  'additional costs stated as activation costs (118.8)': ['Thrill of Possibility', 'Bankrupt in Blood', 'Cobbled Lancer', 'Costly Plunder',
    // not (yet) modelled: a random discard, a choice of costs
    'Acceptable Losses', 'Bone Shards'],
  '"choose one or more" (700.2)': ['Casualties of War', 'Farewell', 'Clan Defiance'],
  'madness (702.35a)': ['Fiery Temper', 'Basking Rootwalla', 'Arrogant Wurm'],
  'evoke (702.74a)': ['Mulldrifter', 'Shriekmaw',
    // not (yet) modelled: an evoke cost that isn't mana
    'Solitude'],
  'retrace (702.81a), jump-start (702.133a)': ['Flame Jab', "Raven's Crime", 'Radical Idea', "Chemister's Insight"],
};

snapshotFamilies('casting shapes', FAMILIES);
