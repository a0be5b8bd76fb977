// Mana abilities and lands (106, 305, 605): mana "in any combination" (106.1b, 605.3b, 608.2d),
// filter lands naming every combination ("Add {U}{U}, {U}{R}, or {R}{R}."), and the number of
// lands a player can play (305.2: "You may play an additional land on each of your turns.",
// "You may play an additional land this turn."), "sacrifice it unless you return a non-Lair land you
// control to its owner's hand" and the other "unless" choices of a permanent's own trigger (118.12a,
// 603.5), "Add two mana of different colors.", depletion lands, "Creatures your opponents control
// enter tapped." (614.1c), and "Target land becomes the basic land type of your choice until end of turn." (305.7, 608.2d).
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('compiled cards of the mana and land families (the tree and the definition)', {
  'mana in any combination of types (106.1b, 605.3b)': ['Cascade Bluffs', 'Fire-Lit Thicket', 'Manamorphose', 'Terrarion', 'Goblin Clearcutter', 'Cascading Cataracts', 'Axebane Guardian'],
  'additional lands (305.2)': ['Exploration', 'Azusa, Lost but Seeking', 'Explore', 'Summer Bloom', 'Journey of Discovery'],
  "can't play lands this turn (305.2b), lands from the graveyard (305.1)": ['Turf Wound', 'Pardic Miner', 'Solfatara', 'Crucible of Worlds', 'Ramunap Excavator'],
  'sacrifice it unless you sacrifice, return or pay (118.12a, 603.5)': ["Crosis's Catacombs", 'Living Tsunami', 'Quickling', 'Coral Atoll', 'Plant Elemental', 'Transguild Promenade', 'Rupture Spire'],
  'two mana of different colors (605.3b)': ['Firemind Vessel', 'Guild Globe', 'Component Pouch'],
  'depletion lands: sacrificed with no depletion counters left (122.1)': ['Hickory Woodlot', 'Sandstone Needle'],
  'permanents your opponents control enter tapped (614.1c, 614.12)': ['Kismet', 'Authority of the Consuls', 'Blind Obedience'],
  'the basic land type of your choice (305.7, 608.2d)': ['Dream Thrush', 'Jinx', 'Grixis Illusionist', 'Mystic Compass'],
});
