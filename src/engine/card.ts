// The shape of a card definition: plain data the engine interprets (DESIGN.md, "Cards are data").
// The engine never imports a card; definitions travel in the game state (state.cards).

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
/** 106.1b: the six types of mana. Colorless is a type, not a color. */
export type ManaType = Color | 'C';

export type CardType = 'Land' | 'Creature' | 'Artifact' | 'Enchantment' | 'Planeswalker' | 'Instant' | 'Sorcery';
export type Supertype = 'Basic' | 'Legendary';
export type Keyword = 'haste' | 'flying' | 'flash';

/** Which players or objects a targeting phrase accepts (115.1). */
export type TargetFilter = {
  /** Players the phrase accepts: any player, or only an opponent of the controller. */
  players?: 'any' | 'opponent';
  /** Permanents the phrase accepts, by card type (any of them). */
  permanents?: CardType[];
  /** Spells the phrase accepts: any spell, or only spells of these types. */
  spells?: CardType[] | 'any';
};

/** One targeting phrase of a spell or ability ("any target", "target spell"). */
export type TargetSpec = {
  /** The phrase as the card says it, shown in prompts. */
  phrase: string;
  filter: TargetFilter;
  /** How many targets the phrase takes; one when absent. */
  min?: number;
  max?: number;
};

/** Where an effect finds the player or object it affects. */
export type Affected =
  | { target: number } // the Nth targeting phrase of the ability (0-based)
  | { who: 'controller' }; // "you": the controller of the spell or ability

export type Amount = number;

export type EffectDef =
  | { kind: 'damage'; amount: Amount; to: Affected }
  | { kind: 'draw'; count: Amount; who: Affected }
  | { kind: 'counter'; what: Affected }
  | { kind: 'addMana'; mana: ManaType[] } // fixed mana ("Add {G}")
  | { kind: 'addManaOfChoice'; amount: Amount; choices: ManaType[] }; // "one mana of any color"

/** An activation cost (602.1a). */
export type CostDef = {
  mana?: string; // mana symbols, e.g. "{1}{W}{W}"
  tap?: boolean; // {T} (107.5)
  untap?: boolean; // {Q} (107.6)
};

/** One ability, in Oracle order: every keyword is one, every other paragraph one (SCENARIO.md). */
export type AbilityDef =
  | { kind: 'keyword'; keyword: Keyword; text: string }
  | { kind: 'spell'; text: string; targets?: TargetSpec[]; effects: EffectDef[] }
  | { kind: 'activated'; text: string; cost: CostDef; targets?: TargetSpec[]; effects: EffectDef[] }
  | { kind: 'static'; text: string };

export type CardDef = {
  name: string;
  /** Mana symbols ("{1}{G}"); absent for lands, which have no mana cost (202.1). */
  manaCost?: string;
  supertypes?: Supertype[];
  types: CardType[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  /** The Oracle text, shown to the user. */
  oracle: string;
  abilities: AbilityDef[];
};
