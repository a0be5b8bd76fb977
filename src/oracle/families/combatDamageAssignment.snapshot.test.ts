// Snapshots of real cards that change how a creature assigns its combat damage: "You may have ~
// assign its combat damage as though it weren't blocked" (510.1c, a static combat rule), and "If
// you do, ~ assigns no combat damage this turn" (510.1a, an effect for the turn after "you may have
// it deal damage"; engine/combat/combatDamage.ts). Each was checked by hand against the card.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('how a creature assigns its combat damage', {
  "as though it weren't blocked (510.1c)": ['Deathcoil Wurm', 'Lone Wolf', 'Pride of Lions', 'Rhox'],
  'assigns no combat damage this turn (510.1a)': ["Farrel's Zealot", 'Dwarven Vigilantes', 'Laccolith Grunt'],
  // not (yet) modelled: "and" joins it to a destruction whose target the defending player controls
  'not read': ['Goblin Vandal'],
});
