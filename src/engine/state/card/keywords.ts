// The keyword abilities the engine models, their parameters, and a keyword standing for its text (CR 702).
import type { CardType, Color, Supertype } from './characteristics';
import type { AbilityDef } from './abilities';

/**
 * The keyword abilities the engine models (702), as Oracle text writes them in lower case. A
 * keyword with a parameter carries it in its AbilityDef: protection's quality (702.16a), ward's
 * cost (702.21a), landwalk's land (702.14a). The evasion abilities fear, intimidate, landwalk,
 * shadow, horsemanship and skulk are checked by combat/evasion.ts (509.1b); the compiler lowers
 * them once blocking calls it (oracle/lowerEffect.ts ENGINE_KEYWORDS).
 */
export type Keyword =
  | 'haste' | 'flying' | 'flash' | 'reach' | 'first strike' | 'double strike' | 'deathtouch' | 'lifelink' | 'trample'
  | 'vigilance' | 'menace' | 'defender' | 'indestructible' | 'hexproof' | 'shroud' | 'protection' | 'ward'
  | 'fear' | 'intimidate' | 'landwalk' | 'shadow' | 'horsemanship' | 'skulk'
  /** 702.114a: the card's colors are none, written in its definition (`colors`); nothing else to do. */
  | 'devoid'
  /** 702.80a, 702.90b-c: damage as -1/-1 counters to creatures; infect's to players as poison counters (effects/damage.ts). */
  | 'wither'
  | 'infect'
  /**
   * 702.5a: "Enchant [object or player]": what an Aura spell can target (303.4a) and what the Aura
   * can enchant (303.4c, 704.5m), its `enchant` filter.
   */
  | 'enchant'
  /** 702.61a: while the spell is on the stack, no other spell is cast and no ability that isn't a mana ability is activated (casting/splitSecond.ts). */
  | 'split second'
  /** 702.145b-g: a double-faced permanent turned by day and night, and by nothing else (turn/dayNight.ts). */
  | 'daybound'
  | 'nightbound'
  /** 702.89a: an Aura's "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura" (state/umbraArmor.ts); "totem armor" is its older name (702.89b). */
  | 'umbra armor';

/**
 * 702.14a, 702.14c: the lands a landwalk names: a land type ("islandwalk"), a supertype
 * ("legendary landwalk"), the lack of one ("nonbasic landwalk"), or a supertype and a land type
 * ("snow swampwalk"). A land is of that kind when it has every field given.
 */
export type LandwalkQuality = { subtype?: string; supertype?: Supertype; notSupertype?: Supertype };

/**
 * 702.16a: "Protection from [quality]": a color ("from red"), every color ("from all colors",
 * "from each color"), a card type ("from creatures"), a subtype ("from Goblins"), multicolored,
 * or everything (702.16j). An object has the quality when it matches any field given.
 */
export type ProtectionQuality = {
  colors?: Color[];
  types?: CardType[];
  subtypes?: string[];
  multicolored?: boolean;
  monocolored?: boolean;
  everything?: boolean;
  /** "from the chosen color": what the source of the granting ability chose as it entered (614.12; made plain in layer 6, state/chosen.ts). */
  chosen?: 'color';
};

/**
 * A keyword ability that stands for the text it means (702.108a: "Prowess" means "Whenever you cast
 * a noncreature spell, this creature gets +1/+1 until end of turn."): the ability is that text's,
 * its `text` the keyword as written; it is listed among the object's keywords, and what it does
 * cites the keyword's rule.
 */
export type KeywordMeaning = {
  keyword: string;
  rule: string;
  /**
   * A keyword that represents a triggered ability and "This permanent enters with N [kind]
   * counters on it" (modular 702.43a, fading 702.32a): the second, a replacement effect as it
   * enters (614.1c), carried by the same ability. `optional`: "You may have this permanent enter
   * with ..." (unleash 702.98a), its controller's choice as it would enter (614.12, GameObject
   * `chosen.entering`); `orHaste`: "If you don't, it gains haste." (riot 702.136a).
   */
  entersWith?: { counter: string; n: number; optional?: true; orHaste?: true };
  /**
   * A keyword that represents two linked triggered abilities, the second "When this permanent leaves
   * the battlefield, ..." (champion 702.72a, 607.2a): the second, carried by the same ability
   * (stack/keywordLeaves.ts).
   */
  leaves?: Extract<AbilityDef, { kind: 'triggered' }>;
};
