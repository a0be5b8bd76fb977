// Snapshots of the tree and the definition for real cards that target a permanent "that was dealt
// damage this turn" (120.3; remembered until the cleanup step, 514.2): grammar/target.ts reads the
// words after the others of the noun, engine/state/quality.ts checks them. Each was checked by hand.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('target permanent that was dealt damage this turn (120.3)', {
  'destroy it': ['Fatal Blow', "Witch's Mist", 'Hooded Assassin', 'Final-Sting Faerie'],
  'an opponent controls, creature or planeswalker': ['Fathom Fleet Cutthroat', "Vraska's Finisher"],
  'damage to it': ['Crushing Pain', 'Opportunist'],
  // not modelled: the creature that dealt the damage (a different memory), "any target" of it
  'left unmodelled on purpose': ['Avenging Arrow', 'Needle Drop'],
});
