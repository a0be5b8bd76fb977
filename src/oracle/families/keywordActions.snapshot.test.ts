// Snapshots of the tree and the definition for real cards of keyword actions (701) and the small
// effects beside them: sacrificing and discarding at random (701.21a, 701.9a), delayed "at end of
// combat" abilities (511.2, 603.7), destroying and regenerating "it" (701.8a, 701.19a), amass,
// support, populate, connive, detain, investigate, skipping a turn, the defending player. Each was
// checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('keyword actions (701)', {
  'sacrifice a creature, as an effect (701.21a)': [
    'Accursed Centaur', 'Daemogoth Titan', 'Demonic Appetite',
    // not (yet) modelled: "other than ~"
    'Demonic Taskmaster',
  ],
  'discard a card at random, as a cost (701.9a, 118.8)': [
    'Amok', 'Canyon Drake', 'Acceptable Losses',
    // a discard at random as the ability resolves, "sacrifice it unless" (118.12a; unless.snapshot.test.ts)
    'Balduvian Horde',
  ],
  'destroy or sacrifice at end of combat (511.2, 603.7a, 603.7c)': [
    'Abomination', 'Ceremonial Guard', 'Crumbling Colossus', 'Arrogant Bloodlord', 'Mardu Blazebringer',
  ],
  'destroy it (701.8a)': ['Blight', 'Dwindle'],
  'destroy all lands of a basic land type (205.3i, 701.8a)': ['Boil', 'Acid Rain', 'Flashfires'],
  'regenerate it (701.19a, 608.2c)': ['Boon of Erebos', 'Necrobite'],
  'amass (701.47a, 701.47d)': ['Aven Eternal', 'Bleeding Edge', 'Herald of the Dreadhorde',
    // not (yet) modelled: "amass X, where X is ..."
    'Invade the City'],
  'support (701.41a)': ['Expedition Raptor', 'Joraga Auxiliary', 'Press into Service'],
  'populate (701.36a)': ['Growing Ranks', "Coursers' Accord", 'Rootborn Defenses',
    // not (yet) modelled: "Populate X times."
    'Full Flowering'],
  'connive (701.50a)': ['Echo Inspector', 'Hypnotic Grifter', 'Illuminator Virtuoso'],
  'investigate twice, three times (701.16a)': ['Confirm Suspicions'],
  'detain (701.35a)': ['Azorius Arrester', 'Inaction Injunction', 'Lyev Decree'],
  'exert as a cost (701.43a)': ['Fervent Paincaster', 'Oasis Ritualist', 'Pride Sovereign'],
  'skip your next turn (614.10, 500.11)': ['Meditate', 'Chronatog'],
  'defending player (506.2)': ['Shrieking Specter', 'Abyssal Nightstalker', 'Silent Skimmer', 'Corrupt Official',
    // not (yet) modelled: "attacks alone" names no defending player here
    'Nefarox, Overlord of Grixis'],
});
