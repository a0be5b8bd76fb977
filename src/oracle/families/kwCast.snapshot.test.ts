// Snapshots of the tree and the definition for real cards with casting and graveyard keywords
// (wave 4, kw-cast): typecycling (702.29e, 702.29f: a cycling ability that searches for a card of
// the type), embalm and eternalize (702.128a, 702.129a: a token copy of the exiled card with the exceptions part of its copiable values, 707.9b), scavenge (702.97a: counters by the exiled card's power, 608.2h), unearth (702.84a: an activated ability of the card in a graveyard, a sorcery, with
// haste, a delayed exile and a leave-the-battlefield replacement, 614.1a) emerge (702.119a: an alternative cost with a creature sacrificed, its mana value off the total cost), surge (702.117a: an alternative cost once its caster has cast another spell this turn), and dash (702.109a: an
// alternative cost, 118.9, whose permanent has haste and returns to its owner's hand at the next
// end step, 603.7a; blitz 702.152a likewise, sacrificed, with a card drawn when it dies), overload (702.96a-b: an alternative cost for the spell's text with "each" for "target", read by the same grammar), and extra turns (500.7: the most recent taken first). Each was checked by hand against the card when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'Typecycling [cost] (702.29e)': [
    'Absorb Vis', 'Ash Barrens', 'Migratory Route', 'Orchard Strider', 'Shoreline Ranger', 'World-Weary',
    // not read: "Artifact landcycling" isn't a keyword of the grammar's list
    "Sojourner's Companion",
  ],
  'Unearth [cost] (702.84a)': ['Dregscape Zombie', 'Hellspark Elemental', 'Archfiend of Sorrows', 'Rotting Rats', 'Viscera Dragger', 'Kathari Screecher'],
  '"Take an extra turn after this one." (500.7)': [
    'Time Walk', 'Temporal Manipulation', 'Capture of Jingzhou', "Gonti's Aether Heart", "Magistrate's Scepter", 'Teferi, Timebender', 'Time Sieve', 'Mu Yanling',
    // with "Exile ~." (406.2: the spell exiles itself as it resolves)
    'Temporal Mastery', 'Temporal Trespass', "Karn's Temporal Sundering",
    // not (yet) modelled beside it: a condition on the extra turn, a replacement of where the card goes
    'Seedtime', 'Nexus of Fate',
  ],
  'Overload [cost] (702.96a, 702.96b: "target" read as "each")': [
    'Electrickery', 'Mizzium Mortars', 'Mind Rake', 'Dynacharge', 'Downsize', 'Dragonshift', 'Weapon Surge', 'Scale Up',
    // not read: the text with "each" ("Tap each creature you don't control.")
    'Blustersquall', 'Cyclonic Rift', 'Vandalblast',
  ],
  'Scavenge [cost] (702.97a)': ['Deadbridge Goliath', 'Slitherhead', 'Drudge Beetle', 'Dreg Mangler', 'Sluiceway Scorpion', 'Zanikev Locust'],
  'Embalm [cost] (702.128a) and eternalize [cost] (702.129a)': [
    'Sacred Cat', 'Aven Wind Guide', 'Honored Hydra', 'Proven Combatant', 'Timeless Witness', 'Adorned Pouncer',
    // not read: a cost other than mana ("Eternalize—{3}{U}{U}, Discard a card.")
    'Sinuous Striker',
  ],
  'Surge [cost] (702.117a)': ['Boulder Salvo', 'Grip of the Roil', 'Goblin Freerunner', 'Jwar Isle Avenger', 'Overwhelming Denial'],
  'Emerge [cost] (702.119a)': ['Wretched Gryff', 'Abundant Maw', 'Elder Deep-Fiend', 'Vexing Scuttler', 'Decimator of the Provinces'],
  'Blitz [cost] (702.152a)': ['Mayhem Patrol', 'Night Clubber', 'Caldaia Strongarm', 'Plasma Jockey', 'Riveteers Requisitioner', 'Workshop Warchief'],
  'Dash [cost] (702.109a)': ['Goblin Heelcutter', 'Mardu Scout', "Kolaghan, the Storm's Fury", 'Zurgo Bellstriker', 'Alesha\'s Vanguard'],
};

snapshotFamilies('compiled cards with typecycling, unearth and dash (the tree and the definition)', FAMILIES);
