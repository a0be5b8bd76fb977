// What a spell or ability affects: targets and their qualities, "each ...", the words that refer back (CR 115, 608.2c).
import type { CardType, Color, Supertype } from './characteristics';
import type { Keyword } from './keywords';
import type { Amount } from './amounts';

/**
 * What a permanent must be besides one of the card types named (109.2, 115.1): "nonblack",
 * "nonbasic", "tapped", "with flying", "with power 4 or greater", "an opponent controls".
 */
export type PermanentQuality = {
  /** "nonland permanent", "nonartifact creature" (205.4b: "non" + a type). */
  notTypes?: CardType[];
  /** "artifact creatures", "land creatures": of each of these card types too, besides one the phrase names. */
  alsoTypes?: CardType[];
  /** "with a +1/+1 counter on it": at least one counter of this kind on it (122.1). */
  counter?: string;
  /** "black creature", "green or white creature" (105.2): of one of these colors. */
  colors?: Color[];
  /** "nonblack creature". */
  notColors?: Color[];
  /** "nonbasic land" (205.4). */
  notSupertypes?: Supertype[];
  /** "legendary creature", "basic land": of one of these supertypes (205.4). */
  supertypes?: Supertype[];
  /** "Elf creatures", "Goblins", "Equipment": of one of these subtypes (205.3). */
  subtypes?: string[];
  /** "non-Human creature" (205.3): of none of these subtypes. */
  notSubtypes?: string[];
  /** "creature tokens" (true), "nontoken creatures" (false) (111.1). */
  token?: boolean;
  /** "enchanted creature"/"equipped creature" as a quality of the permanent: it has an Aura / Equipment attached (301.5c, 303.4). */
  enchanted?: boolean;
  equipped?: boolean;
  /** "tapped creature" (true), "untapped creature" (false). */
  tapped?: boolean;
  /** "~ is monstrous" (true), "~ isn't monstrous" (false): the designation of 701.37b. */
  monstrous?: boolean;
  /** "attacking creature", "blocking creature", "attacking or blocking creature": in combat now (506.4). */
  inCombat?: ('attacking' | 'blocking')[];
  /** "creature with flying" (true), "creature without flying" (false). */
  keyword?: { keyword: Keyword; has: boolean };
  /**
   * "with power less than this creature's power" (mentor 702.134a): read against the source of the
   * spell or ability that targets (casting/targets.ts), as it last existed if it has left (608.2h).
   */
  powerBelowSource?: true;
  /** "with power 4 or greater", "with power 2 or less" (208.1). */
  power?: { atLeast?: number; atMost?: number };
  /** "with toughness 4 or greater" (208.1). */
  toughness?: { atLeast?: number; atMost?: number };
  /** "with mana value 3 or less" (202.3). */
  manaValue?: { atLeast?: number; atMost?: number };
  /**
   * "you control", "an opponent controls" (110.2); `defending`: "target creature defending player
   * controls" (506.2), the player the source attacks, read from its trigger's event (casting/targets.ts).
   */
  controller?: 'you' | 'opponent' | 'defending';
  /**
   * "of the chosen color", "of the chosen type": what the source of the ability chose as it entered
   * (614.12); read against that source (state/chosen.ts). With no choice made, nothing has it.
   */
  chosen?: 'color' | 'creatureType';
  /** "that was dealt damage this turn" (120.3): dealt damage since the last cleanup step (514.2). */
  dealtDamageThisTurn?: true;
};

/** Which players or objects a targeting phrase accepts (115.1). */
export type TargetFilter = {
  /** Players the phrase accepts: any player, or only an opponent of the controller. */
  players?: 'any' | 'opponent';
  /** Permanents the phrase accepts, by card type (any of them). */
  permanents?: CardType[];
  /** What else such a permanent must be. */
  quality?: PermanentQuality;
  /** Spells the phrase accepts: any spell, or only spells of these types. */
  spells?: CardType[] | 'any';
  /** Only spells the controller of the spell or ability controls ("spell you control"). */
  yours?: boolean;
  /** Cards in a zone other than the battlefield (115.2): "target creature card ... from your graveyard". */
  /** `quality`: what else the card is ("noncreature, nonland", "black", "basic", "artifact creature"); `single`: every target of the phrase from one graveyard ("from a single graveyard"). */
  cards?: { zone: 'graveyard'; owner: 'you' | 'opponent' | 'any'; types: CardType[] | 'any'; maxManaValue?: number; subtypes?: string[]; quality?: PermanentQuality; single?: true };
};

/** One targeting phrase of a spell or ability ("any target", "target spell"). */
export type TargetSpec = {
  /** The phrase as the card says it, shown in prompts. */
  phrase: string;
  filter: TargetFilter;
  /** How many targets the phrase takes; one when absent. */
  min?: number;
  max?: number;
  /** "any number of targets": no upper bound. */
  anyNumber?: boolean;
  /** "another target": may not be a target chosen for these phrases (indexes within the ability). */
  differentFrom?: number[];
  /** "Whenever ~ attacks, another target attacking creature ...": not the permanent whose triggered ability it is (the source, 113.7). */
  notSource?: true;
  /** "divided as you choose" (601.2d): the amount divided among this phrase's targets. */
  divide?: Amount;
};

/**
 * The memory key (`{ remembered: ITS_CONTROLLER }`) where destroy, exile and counter keep the
 * controller of the one object they moved, as it last existed (608.2h): "Its controller loses 2 life."
 */
export const ITS_CONTROLLER = 'its controller';

/** Where an effect finds the player or object it affects. */
export type Affected =
  | { target: number } // the Nth targeting phrase of the ability (0-based)
  | { remembered: string } // what an earlier part of the same effect chose: "that player", "that card"
  | { who: 'eventSpell' } // "that spell": the spell whose casting triggered the ability
  | { who: 'controller' } // "you": the controller of the spell or ability
  | { who: 'self' } // "this creature": the source of the ability
  | { who: 'eventPlayer' } // "that player": the player of the event that triggered the ability
  | { who: 'eventCard' } // "it" of a leaves-the-battlefield trigger: the card in the zone it went to (400.7, 603.10a; undying 702.93a)
  | { who: 'attached' } // "enchanted creature", "equipped creature" in an ability of an Aura or Equipment: what its source is attached to (301.5, 303.4)
  | { who: 'eventObject' } // "that creature": the object of the event that triggered the ability (exalted's attacker, 702.83a)
  | { controllerOfTarget: number } // "that creature's controller": the controller of the Nth target, as it last existed if it has left (608.2h)
  | { each: EachFilter } // "each creature and each player", "all artifacts": no target (115.10)
  | { each: EachFilter; ofTarget: number }; // "creatures target player controls": `each` seen from the Nth target, a player ("you control")

/** The players and permanents "each ..." or "all ..." names, as the effect happens (608.2c). */
export type EachFilter = {
  players?: 'all' | 'opponents';
  permanents?: CardType[];
  quality?: PermanentQuality;
  /** "other creatures you control": not the source of the spell or ability. */
  other?: boolean;
};
