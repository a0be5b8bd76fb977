// The type words of the Comprehensive Rules (205.2a, 205.3g-q, 205.4a), effective 2026-09-25,
// copied from ../shared/cr as data: the type line parser looks words up here, never in code.
// The CR writes a curly apostrophe (Urza’s); Oracle text writes a straight one, as here.
import { CREATURE_TYPES } from '../engine/state/creatureTypes';

/** 205.2a: the card types. */
export const CARD_TYPES = [
  'Artifact', 'Battle', 'Conspiracy', 'Creature', 'Dungeon', 'Enchantment', 'Instant', 'Kindred', 'Land',
  'Phenomenon', 'Plane', 'Planeswalker', 'Scheme', 'Sorcery', 'Vanguard',
] as const;
export type AnyCardType = (typeof CARD_TYPES)[number];

/** 205.4a: the supertypes. */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;
export type AnySupertype = (typeof SUPERTYPES)[number];

/** 308.3: cards printed with the obsolete "tribal" type have received errata to kindred. */
export const OBSOLETE_CARD_TYPES: Readonly<Record<string, AnyCardType>> = { Tribal: 'Kindred' };

/** 205.3g: artifact types. */
export const ARTIFACT_TYPES: readonly string[] = [
  'Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food',
  'Fortification', 'Gold', 'Heartwood', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map',
  'Mutagen', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle', 'Vibranium',
];

/** 205.3h: enchantment types. */
export const ENCHANTMENT_TYPES: readonly string[] = [
  'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Plan', 'Role', 'Room', 'Rune',
  'Saga', 'Shard', 'Shrine',
];

/** 205.3i: land types. */
export const LAND_TYPES: readonly string[] = [
  'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains',
  'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's",
];

/** 205.3j: planeswalker types. */
export const PLANESWALKER_TYPES: readonly string[] = [
  'Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'Bahamut', 'Basri', 'Bolas', 'Calix',
  'Chandra', 'Comet', 'Dack', 'Dakkon', 'Daretti', 'Davriel', 'Dellian', 'Dihada', 'Domri',
  'Dovin', 'Ellywick', 'Elminster', 'Elspeth', 'Estrid', 'Freyalise', 'Garruk', 'Gideon', 'Grist',
  'Guff', 'Huatli', 'Jace', 'Jared', 'Jaya', 'Jeska', 'Kaito', 'Karn', 'Kasmina', 'Kaya', 'Kiora',
  'Koth', 'Liliana', 'Lolth', 'Lukka', 'Minsc', 'Mordenkainen', 'Nahiri', 'Narset', 'Niko',
  'Nissa', 'Nixilis', 'Oko', 'Quintorius', 'Ral', 'Rowan', 'Saheeli', 'Samut', 'Sarkhan', 'Serra',
  'Sivitri', 'Sorin', 'Szat', 'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar',
  'Ugin', 'Urza', 'Venser', 'Vivien', 'Vraska', 'Vronos', 'Will', 'Windgrace', 'Wrenn', 'Xenagos',
  'Yanggu', 'Yanling', 'Zariel',
];

/** 205.3k: spell types, shared by instants and sorceries. */
export const SPELL_TYPES: readonly string[] = [
  'Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap',
];

/** 205.3m: creature types; the list lives with the engine, which reads it ("all creature types"). */
export { CREATURE_TYPES } from '../engine/state/creatureTypes';

/** 205.3n: planar types; a plane's subtype is all the words after the dash (205.3b). */
export const PLANAR_TYPES: readonly string[] = [
  'The Abyss', 'Alara', 'Alfava Metraxis', 'Amonkhet', 'Androzani Minor', 'Antausia', 'Apalapucia',
  'Arcavios', 'Arkhos', 'Avishkar', 'Azgol', 'Belenon', "Bolas's Meditation Realm", 'Capenna',
  'Cridhe', 'The Dalek Asylum', 'Darillium', 'Dominaria', 'Earth', 'Echoir', 'Eldraine', 'Equilor',
  'Ergamon', 'Fabacin', 'Fiora', 'Gallifrey', 'Gargantikar', 'Gobakhan', 'Horsehead Nebula',
  'Ikoria', 'Innistrad', 'Iquatana', 'Ir', 'Ixalan', 'Kaldheim', 'Kamigawa', 'Kandoka', 'Karsus',
  'Kephalai', 'Kinshala', 'Kolbahan', 'Kylem', 'Kyneth', 'The Library', 'Lorwyn', 'Luvion', 'Mars',
  'Mercadia', 'Mirrodin', 'Moag', 'Mongseng', 'Moon', 'Muraganda', 'Necros', 'New Earth',
  'New Phyrexia', "Outside Mutter's Spiral", 'Phyrexia', 'Pyrulea', 'Rabiah', 'Rath', 'Ravnica',
  'Regatha', 'Segovia', "Serra's Realm", 'Shadowmoor', 'Shandalar', 'Shenmeng', 'Skaro',
  'Spacecraft', 'Tarkir', 'Theros', 'Time', 'Trenzalore', 'Ulgrotha', 'Unknown Planet', 'Valla',
  'Vryn', 'Wildfire', 'Xerex', 'Zendikar', 'Zhalfir',
];

/** Which subtypes each card type may have (205.3c); 205.3p, 205.3q; 205.3r: none for the rest. */
export const SUBTYPES_OF: Readonly<Partial<Record<AnyCardType, readonly string[]>>> = {
  Artifact: ARTIFACT_TYPES,
  Enchantment: ENCHANTMENT_TYPES,
  Land: LAND_TYPES,
  Planeswalker: PLANESWALKER_TYPES,
  Instant: SPELL_TYPES,
  Sorcery: SPELL_TYPES,
  Creature: CREATURE_TYPES,
  Kindred: CREATURE_TYPES,
  Plane: PLANAR_TYPES,
  Dungeon: ['Undercity'],
  Battle: ['Siege'],
};
