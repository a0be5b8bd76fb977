// A card's colors, types and supertypes, and a card quality built of them (CR 105, 106.1b, 205, 202.3).

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
/** 106.1b: the six types of mana. Colorless is a type, not a color. */
export type ManaType = Color | 'C';

export type CardType = 'Land' | 'Creature' | 'Artifact' | 'Enchantment' | 'Planeswalker' | 'Instant' | 'Sorcery' | 'Battle' | 'Kindred'
  // Nontraditional cards (a card of the database may be put anywhere; they play no part yet).
  | 'Conspiracy' | 'Dungeon' | 'Phenomenon' | 'Plane' | 'Scheme' | 'Vanguard';
export type Supertype = 'Basic' | 'Legendary' | 'Ongoing' | 'Snow' | 'World';

/** A card of a stated quality: one of `types`, every supertype, one of `subtypes`, one of `colors`, a permanent card (110.4b), mana value at most (202.3). */
export type CardQuality = { types?: CardType[]; supertypes?: Supertype[]; subtypes?: string[]; colors?: Color[]; permanent?: true; manaValueAtMost?: number };
