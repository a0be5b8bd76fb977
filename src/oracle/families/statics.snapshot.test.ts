// Snapshots of the tree and the definition for real cards of the static continuous-effect families
// (611.3, 613): anthems and lords, Aura and Equipment bonuses, "as long as" conditions (611.3b),
// characteristic-defining power and toughness (604.3, 613.4a), colors and land types (613.1d-e,
// 305.6, 305.7). Each was checked by hand against the card when written; the cards that stay
// unmodelled say why in their family's name.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'anthems: creatures you control, colors, tokens, "with flying" (613.4c)': [
    'Glorious Anthem', 'Crusade', 'Bad Moon', 'Intangible Virtue', 'Favorable Winds', 'Ascendant Evincar', 'Glory of Warfare',
  ],
  'lords: other [subtype] creatures, [subtypes] you control, and what they have (613.1f, 613.4c)': [
    'Lord of Atlantis', 'Goblin King', 'Elvish Champion', 'Elvish Archdruid', 'Cemetery Reaper', 'Lord of the Undead',
  ],
  'granted keywords: creatures you control have ... (613.1f)': ['Fervor', 'Levitation', "Akroma's Memorial", 'Tempered Steel', 'Ainok Bond-Kin'],
  'abilities lost, base power and toughness (613.1f, 613.4b)': ['Humility'],
  'abilities in quotation marks (613.1f)': ['Psionic Gift', 'Chromatic Lantern', 'Acidic Sliver'],
  'control and untapping (613.1b; 613.1f, 502.3)': ['Control Magic', 'Claustrophobia'],
  'combat rules the objects have (613.1f; 508.1c-d, 509.1b-c)': ['Pacifism', 'Grand Melee', 'Bedlam', 'Cagemail', 'Goblin Rabblemaster'],
  'enchanted or equipped creature gets, has (301.5, 303.4; "Enchant" and "Equip" are not of this family)': [
    'Rancor', 'Holy Strength', 'Unholy Strength', 'Bonesplitter', 'Lightning Greaves', 'Evil Presence',
  ],
  '"as long as": your turn, you control, its own state, cards in a graveyard, an ability word before it (611.3b, 207.2c)': [
    'Kird Ape', 'Wild Nacatl', 'Ardent Recruit', 'Dragonlord Ojutai', 'Prickleboar', 'Skophos Reaver', 'Nimble Mongoose', 'Mystic Enforcer', 'Gnarlwood Dryad', 'Myojin of Cleansing Fire',
  ],
  'characteristic-defining abilities: power and toughness, color (604.3, 613.4a, 613.3)': ['Maro', 'Nightmare', 'Mortivore', 'Tarmogoyf', 'Lhurgoyf', 'Ghostfire'],
  'colors and land types (613.1d, 613.1e, 305.6, 305.7)': ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Darkest Hour', 'Prismatic Omen'],
  'a creature type that replaces the others; "a [color] [type] creature": the card type too (205.1a, 613.1d-e, 613.4b)': ['Lignify', 'Frogify', "Kenrith's Transformation"],
  'unmodelled: an amount the engine doesn\'t count (card types, life, names), a level, "loses all other abilities, card types"': [
    'Serra Avatar', 'Plague Rats', 'Kabira Vindicator', 'Darksteel Mutation',
  ],
};

snapshotFamilies('compiled cards of the static continuous-effect families (the tree and the definition)', FAMILIES);
