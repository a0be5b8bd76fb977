// Mana abilities and lands (106, 305, 605): mana "in any combination" (106.1b, 605.3b, 608.2d),
// filter lands naming every combination ("Add {U}{U}, {U}{R}, or {R}{R}."), and the number of
// lands a player can play (305.2: "You may play an additional land on each of your turns.",
// "You may play an additional land this turn.").
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('compiled cards of the mana and land families (the tree and the definition)', {
  'mana in any combination of types (106.1b, 605.3b)': ['Cascade Bluffs', 'Fire-Lit Thicket', 'Manamorphose', 'Terrarion', 'Goblin Clearcutter', 'Cascading Cataracts', 'Axebane Guardian'],
  'additional lands (305.2)': ['Exploration', 'Azusa, Lost but Seeking', 'Explore', 'Summer Bloom', 'Journey of Discovery'],
});
