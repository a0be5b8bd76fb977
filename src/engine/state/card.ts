// The shape of a card definition: plain data the engine interprets (DESIGN.md, "Cards are data").
// The engine never imports a card; definitions travel in the game state (state.cards).
import type { CombatRestriction, CopyException, Duration, LayerChange, StaticCondition, StaticEffectDef } from './layers';

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
/** 106.1b: the six types of mana. Colorless is a type, not a color. */
export type ManaType = Color | 'C';

export type CardType = 'Land' | 'Creature' | 'Artifact' | 'Enchantment' | 'Planeswalker' | 'Instant' | 'Sorcery' | 'Battle' | 'Kindred'
  // Nontraditional cards (a card of the database may be put anywhere; they play no part yet).
  | 'Conspiracy' | 'Dungeon' | 'Phenomenon' | 'Plane' | 'Scheme' | 'Vanguard';
export type Supertype = 'Basic' | 'Legendary' | 'Ongoing' | 'Snow' | 'World';
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
  | 'nightbound';

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

/** A number an effect uses: fixed, or read from the game as the effect happens (608.2h). */
export type Amount =
  | number
  | { of: 'ifKicked'; kicked: number; otherwise: number } // "deals 2 damage ... If this spell was kicked, 4 instead"
  | { of: 'sacrificed'; stat: 'power' | 'toughness' } // "the sacrificed creature's power" (cost information, 601.2h)
  | { of: 'sourcePower' } // "equal to this creature's power"
  | { of: 'sourceCounters'; counter: string } // "for each +1/+1 counter on this creature"
  | { of: 'x' } // the X of the spell or ability
  | { of: 'ifCastFrom'; zone: 'graveyard'; then: number; otherwise: number } // "if this spell was cast from a graveyard"
  /** "for each creature blocking it beyond the first" (rampage N, 702.23a: `beyond` 1, `times` N), counted as it resolves (702.23b). */
  | { of: 'blockingSource'; beyond: number; times: number }
  | { of: 'energyPaid' } // "that much" after "you may pay any amount of {E}" (EffectContext.energyPaid)
  | { of: 'eventCount' } // a number fixed when the ability triggered (Thousand-Year Storm's spells cast before)
  | { of: 'count'; each: EachFilter; times?: number } // "for each creature you control", "equal to the number of lands you control"
  | { of: 'negated'; amount: Amount } // "gets -X/-X": the amount subtracted
  /** "the number of cards in your hand", "cards in all graveyards" (`types`: of one of these card types). */
  | { of: 'cardsIn'; zone: 'hand' | 'graveyard' | 'library' | 'exile'; whose: 'you' | 'opponents' | 'all'; types?: CardType[] }
  /** "the number of card types among cards in all graveyards" (205.2a: each card type counted once). */
  | { of: 'cardTypesAmong'; zone: 'graveyard'; whose: 'you' | 'all' }
  /** "for each Aura attached to it" (301.5, 303.4): the permanents of the subtype attached to the source now. */
  | { of: 'attachedToSource'; subtype: string; times?: number }
  /** "that number plus 1" */
  | { of: 'plus'; amount: Amount; n: number }
  /** "+2/+2 for each ...": N times the number */
  | { of: 'times'; amount: Amount; n: number }
  /** "the life lost this way": the life the effect before it made players lose (119.3), as the resolving object keeps it. */
  | { of: 'lifeLostThisWay' }
  /** "that creature's toughness", "its mana value": of the ability's `target`th target, now or as it last existed (608.2h). */
  | { of: 'targetStat'; target: number; stat: 'power' | 'toughness' | 'manaValue' }
  /** "your life total", "you have 5 or less life" (119.1): the controller's life total now. */
  | { of: 'lifeTotal' }
  /** "no spells were cast last turn": the spells all players cast during the previous turn; `byOnePlayer`: the most any one player cast ("a player cast two or more spells last turn"). */
  | { of: 'spellsCastLastTurn'; byOnePlayer?: true }
  /** 700.5: "your devotion to black (and red)": the mana symbols of those colors among the mana costs of permanents you control. */
  | { of: 'devotion'; colors: Color[] }
  /** Domain (305.6): "the number of basic land types among lands you control". */
  | { of: 'basicLandTypes' }
  /** 700.8: "the number of creatures in your party": up to one each of Cleric, Rogue, Warrior and Wizard among creatures you control. */
  | { of: 'party' }
  /** "the greatest power among creatures you control": the greatest value among the permanents, 0 if none. */
  | { of: 'greatest'; stat: 'power' | 'toughness' | 'manaValue'; each: EachFilter };

/** The types a player may choose from as a mana ability resolves. */
export type ManaChoice =
  | { from: 'types'; types: ManaType[] } // "any color", "any one color"
  /** "any type (color) that a land you (an opponent) control(s) could produce" (106.7) */
  | { from: 'couldProduce'; lands: 'you' | 'opponents'; colorsOnly: boolean }
  | { from: 'colorsOfPermanents' } // "a color of a permanent you control"
  | { from: 'produced' } // "any type that land produced" (106.12a)
  /** "one mana of the chosen color" (614.12: the source's choice as it entered); "{R} or one mana of the chosen color": `also`. */
  | { from: 'chosenColor'; also: ManaType[] };

/** What tapping for mana, or any production of mana, turns into (106.12b, 614.1a). */
export type ManaReplacement =
  | { kind: 'double'; tappedBy: 'controller' } // Mana Reflection: twice as much of that mana
  | { kind: 'becomes'; type: ManaType; landsOnly: true }; // Contamination: {B} instead of any other type and amount

/** A condition an effect checks as it happens, from what was recorded when the spell was cast. */
export type Condition = { spent: ManaType } | { castFrom: 'graveyard' };

export type EffectDef =
  /** "Target opponent reveals their hand." (701.20a); the player is remembered as `remember` ("that player"). */
  | { kind: 'revealHand'; who: Affected; remember: string }
  /** "You choose a nonland card from it." (701.9b): the controller chooses a card of that player's hand, remembered as `remember`. */
  | { kind: 'chooseCardInHand'; whose: Affected; types: CardType[]; notTypes: CardType[]; remember: string }
  /** "Look at the top four cards of your library." the cards remembered as `remember`; `thenBack`: put back in any order (401.4). */
  | { kind: 'lookAtTop'; count: Amount; remember: string; thenBack?: boolean }
  /** "You may reveal a creature card from among them and put it into your hand.": one of the cards looked at, of a kind (`types` any of, none of `notTypes`); `min` 0 when optional. */
  | { kind: 'takeLooked'; looked: string; types: CardType[]; notTypes: CardType[]; min: 0 | 1; reveal: boolean; count?: number } // `count`: that many taken ("Put two of them into your hand"), default 1
  /** "Put the rest on the bottom of your library in a random order": the cards looked at still in the library (401.4). */
  | { kind: 'putRest'; looked: string; where: 'bottom' | 'graveyard' | 'graveyardOrTop'; order: 'random' | 'any' | 'none' } // 'graveyardOrTop': any number into the graveyard, the rest back on top in any order (like surveil, 701.25a)
  /** "You may put a land card from your hand onto the battlefield." (effects/putFromHand.ts): a card of the quality, chosen as it resolves; `optional`: none may be put. */
  | { kind: 'putFromHand'; card: CardQuality; tapped?: true; optional?: true }
  /** "Target player shuffles their library" (701.24a); `graveyard`: "shuffles their graveyard into their library". */
  | { kind: 'shuffle'; who: Affected; graveyard?: true; self?: true } // `self`: the source shuffled into its owner's library (a resolving spell, 608.2m)
  /** "That player discards that card." (701.9a): the chosen card, if it is still in its owner's hand. */
  | { kind: 'discardCard'; what: Affected }
  /** Damage; `divided`: each target of the phrase gets its share of the division (601.2d); `evenly`: X split, rounded down. */
  | { kind: 'damage'; amount: Amount; to: Affected; divided?: boolean; evenly?: boolean; alsoCreaturesOf?: boolean }
  /**
   * "Target creature you control fights target creature you don't control." (701.14a): each deals
   * damage equal to its power to the other. `oneWay`: "deals damage equal to its power to" (120.1):
   * only the first deals damage.
   */
  | { kind: 'fight'; what: Affected; other: Affected; oneWay?: boolean }
  | { kind: 'gainLife'; amount: Amount; who: Affected; if?: Condition }
  /** "you lose 2 life", "each opponent loses 1 life" (119.3). */
  | { kind: 'loseLife'; amount: Amount; who: Affected }
  /** "Each player sacrifices a creature", "Target opponent sacrifices a land" (701.21a): each chooses one they control. */
  /** `count`: "sacrifices two creatures", that many at once (701.21a); one when absent. */
  | { kind: 'sacrifice'; who: Affected; types: CardType[]; count?: number }
  /** "Return a land you control to its owner's hand": chosen as it resolves, no target (Azorius Chancery). */
  | { kind: 'returnChosen'; who: Affected; types: CardType[]; colors?: Color[]; another?: true } // `colors`: of one of them (105.2); `another`: not the source
  /** "That player exiles the top card of their library" (ingest, 702.115a). */
  | { kind: 'exileTopOfLibrary'; count: number; who: Affected }
  /** "Target player mills three cards" (701.17a). */
  | { kind: 'mill'; count: Amount; who: Affected }
  /** "Untap target land", "Untap ~" (701.26b). */
  | { kind: 'untap'; what: Affected }
  /** "Put target creature on top of its owner's library" (400.3: its owner's library). */
  | { kind: 'putOnLibrary'; what: Affected; bottom?: true } // `bottom`: on the bottom of its owner's library
  /** "Exile target player's graveyard" (406.2): every card in it. */
  | { kind: 'exileGraveyard'; whose: Affected }
  | { kind: 'bounce'; what: Affected } // "return target permanent to its owner's hand"; a card from a graveyard too
  | { kind: 'tapAll'; creaturesOf: 'opponents' }
  | { kind: 'scry'; count: number }
  | { kind: 'surveil'; count: number } // 701.25a
  | { kind: 'proliferate' } // 701.34a
  /** Amass [subtype] N (701.47a): `token` is the 0/0 black [subtype] Army it creates when its controller controls no Army (effects/amass.ts). */
  | { kind: 'amass'; count: Amount; subtype: string; token: TokenDef }
  /** Populate (701.36a): a token that's a copy of a creature token its controller controls, chosen as it resolves (effects/populate.ts). */
  | { kind: 'populate' }
  /** "It connives." (701.50a): its controller draws a card, then discards a card; a nonland card discarded puts a +1/+1 counter on it (effects/connive.ts). */
  | { kind: 'connive'; what: Affected }
  /** "You skip your next turn." (500.11, 614.10): a replacement effect on the player's next turn (effects/skipTurn.ts). */
  | { kind: 'skipNextTurn'; who: Affected }
  /** Detain (701.35a): until its controller's next turn, the permanents can't attack or block and their activated abilities can't be activated (effects/detain.ts). */
  | { kind: 'detain'; what: Affected }
  | { kind: 'bolster'; count: number } // 701.39a
  /** "Monstrosity N." (701.37a): if the source isn't monstrous, N +1/+1 counters on it and it becomes monstrous. */
  | { kind: 'monstrosity'; n: Amount }
  | { kind: 'explore' } // 701.44a: the source explores
  | { kind: 'putBack'; count: number } // Brainstorm: put cards from your hand on top of your library
  /** "you may cast it" during the resolution (608.2g): a `cast` choice. */
  | { kind: 'castCard'; what: Affected; as?: 'miracle' | 'madness'; withoutPaying?: boolean; suspend?: true }
  /** Suspend's upkeep ability (702.62a): "remove a time counter from it" while it is suspended (casting/suspend.ts). */
  | { kind: 'removeTimeCounter' }
  /**
   * "you may ...": asked as the ability resolves (603.5). "If you do, <ifDone>" (608.2c): done only
   * when the player chose the action and could do it (608.2d); `ifDoneText`: the card's words after "If you do, ".
   * `ifNot`: "If you don't, <ifNot>" (fabricate 702.123a): done when the player chose not to or couldn't (608.2d).
   */
  | { kind: 'may'; prompt: string; effects: EffectDef[]; ifDone?: EffectDef[]; ifDoneText?: string; who?: Affected; ifNot?: EffectDef[]; ifNotText?: string } // `who`: "target player may ..." (default: the controller)
  /**
   * "If you control a Wizard, draw a card." (608.2c): the effects, only if the condition holds as the
   * spell or ability resolves; `intervening`: a triggered ability's "When ..., if ..., ..." (603.4),
   * also checked as it would trigger.
   */
  | { kind: 'ifCondition'; condition: StaticCondition; effects: EffectDef[]; text: string; intervening?: true; rule?: string } // `rule`: a keyword action's meaning (adapt 701.46a)
  /** "Roll a d20." (706.1) and its results table (706.3a): each row's effects happen if the result is from `min` to `max` (null: "N+"). */
  | { kind: 'rollDie'; sides: number; table?: { min: number; max: number | null; effects: EffectDef[]; text: string }[] }
  /** "You may pay {2}. If you do, <effects>." (118.12): `prompt` is the card's words after "If you do, ". */
  /** "You may pay {2}.", "You may pay {E}{E}." (118.12): `mana` its mana symbols ('' for none), `energy` the {E} symbols (107.14). */
  /**
   * "it deals 3 damage to you unless you pay {2}" (`controller`), "each opponent sacrifices a
   * permanent unless they pay {3}" (`eachAffected`: each player the one effect, a sacrifice, affects):
   * 118.12a, the player may pay as it resolves; the effect happens to one who doesn't.
   */
  | { kind: 'unlessPays'; mana: string; payer: 'controller' | 'eachAffected'; effects: EffectDef[] }
  | { kind: 'mayPay'; mana: string; energy?: number; life?: number; prompt: string; effects: EffectDef[] }
  /** "You get {E}{E}." (107.14, 122.1): the controller gets that many energy counters. */
  | { kind: 'getEnergy'; amount: Amount }
  /** "You may pay any amount of {E}." (107.14, 608.2d): the number chosen as it resolves; `effects` read it as "that much" (`energyPaid`). */
  | { kind: 'payAnyEnergy'; effects: EffectDef[] }
  /** "copy that spell" (707.10), `times` copies; "except that the copy is red"; "you may choose new targets" (707.10c). */
  | { kind: 'copySpell'; what: Affected; times?: Amount; newTargets: boolean; color?: Color }
  /** "choose a player at random" (SCENARIO.md, "Randomness"). */
  | { kind: 'randomPlayer'; remember: string }
  /** "That player exiles an instant or sorcery card from their graveyard." */
  | { kind: 'exileFromGraveyard'; chooser: Affected; types: CardType[]; remember: string }
  /** "Copy that card" (707.12): the copy is created in the card's zone. */
  | { kind: 'copyCard'; what: Affected; remember: string }
  | { kind: 'draw'; count: Amount; who: Affected }
  /** "Create a token that's a copy of this card, except ..." (embalm 702.128a, eternalize 702.129a; effects/tokenCopy.ts) */
  | { kind: 'createTokenCopy'; of: 'self'; except: CopyException }
  /** "Take an extra turn after this one." (500.7; effects/extraTurn.ts) */
  | { kind: 'extraTurn'; who: Affected }
  /** "You may play an additional land this turn." (305.2, 611.2a): more lands its controller can play this turn; casting/landsPerTurn.ts. */
  | { kind: 'additionalLandsThisTurn'; count: number }
  /** "Target player can't play lands this turn." (305.2b): no land for that player for the rest of the turn; casting/landsPerTurn.ts. */
  | { kind: 'cantPlayLandsThisTurn'; who: Affected }
  /**
   * "Counter target spell"; "unless its controller pays {3}" (118.12a): that player may pay as it
   * resolves. `unlessPaysLife`: a life payment, alone or beside the mana (ward—"Pay 3 life.", 702.21a).
   */
  | { kind: 'counter'; what: Affected; unlessPays?: string; unlessPaysLife?: number; unlessPaysGeneric?: Amount; instead?: 'exile' | 'library' | 'hand' } // `unlessPaysGeneric`: generic mana counted as it resolves ("{X}", 107.3; "{1} for each card in your graveyard") // `instead`: where the spell countered this way goes (614.1a)
  /** "Destroy target artifact", "Destroy all enchantments" (701.8a); "It can't be regenerated." (701.19c). */
  | { kind: 'destroy'; what: Affected; noRegeneration?: boolean }
  /** "Regenerate ~", "Regenerate target creature" (701.19a): a regeneration shield on each, for this turn. */
  | { kind: 'regenerate'; what: Affected }
  /** "Target creature can't be regenerated this turn." (701.19c): its shields don't apply until the cleanup step. */
  | { kind: 'cantBeRegenerated'; what: Affected }

  /** "Exile target card from a graveyard" (406.2). */
  | { kind: 'exile'; what: Affected; remember?: string; untilSourceLeaves?: true; linked?: true } // `remember`: the cards in exile, for "return that card" (400.7); `untilSourceLeaves`: 610.3; `linked`: kept for "the exiled card" of another ability (607.2a)
  /** "Return the exiled card to the battlefield under its owner's control." (607.2a): the cards the linked ability of the same object exiled; `to` the battlefield or their owners' hands. */
  | { kind: 'returnLinkedExiled'; to: 'battlefield' | 'hand' | 'graveyard'; tapped?: true; control?: 'owner' | 'you' }
  /** "Target player discards two cards", "discard a card" (701.9a); the discarding player chooses (701.9b). */
  | { kind: 'discard'; count: Amount; who: Affected; atRandom?: true; hand?: true } // `atRandom`: "discards a card at random" (701.9a); `hand`: "discards their hand", every card (`count` unread)
  /**
   * "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle"
   * (701.23, 701.24): up to `count` cards of the quality named, to the battlefield or to the hand.
   */
  | {
      kind: 'searchLibrary';
      count: number;
      /** Cards of one of these types (all types when absent), each supertype, one of the subtypes ("a Forest or Island card"). */
      types?: CardType[];
      supertypes?: Supertype[];
      subtypes?: string[];
      /** "a card": a search for a quantity of cards must find as many as it can (701.23d). */
      anyCard?: boolean;
      /** "exile them", "put them into their graveyard", "onto the battlefield under your control" (a search of `whose` library). */
      to: 'battlefield' | 'hand' | 'exile' | 'graveyard' | 'top'; // 'top': "then shuffle and put that card on top"
      tapped?: boolean;
      reveal?: boolean;
      /** "Search target player's library": the library's owner (the controller's own when absent); the controller searches it. */
      whose?: Affected;
      /** "permanent card" (110.4b), "with mana value N or less" (202.3), "named ~" (the source's name, 201.4b): qualities every card found has. */
      permanent?: true;
      manaValueAtMost?: number;
      /** "a card with the same mana value as the discarded card" (transmute, 702.53a): the source's, as it last existed (608.2h). */
      sourceManaValue?: true;
      named?: true;
      /** "a card named Shabraz, the Skyshark" (201.2): a card with that name. */
      cardName?: string;
      /** "target player ... searches their library": who searches (default: the controller). */
      who?: Affected;
      /** "Search your library and/or graveyard": the other zones of the player's searched with it (701.23a). */
      alsoFrom?: ('graveyard' | 'hand')[];
      /** 701.24a: absent, the library is shuffled; `ifLibrary`: "If you search your library this way, shuffle."; `never`: no shuffle follows. */
      shuffle?: 'ifLibrary' | 'never';
    }
  /** "Add {G}", or "an amount of {G} equal to..." when `times` is given. */
  | { kind: 'addMana'; mana: ManaType[]; times?: Amount; to?: Affected }
  /** "Add one mana of any color", "three mana of any one color" (amount of the one type chosen). */
  /** `combination`: "in any combination of colors" (106.1b): each mana's type is chosen, not one type for all. */
  /** `different`: "two mana of different colors": no type chosen twice. */
  | { kind: 'addManaOfChoice'; amount: Amount; choice: ManaChoice; to?: Affected; combination?: true; different?: true }
  /** `doubling`: "double the number of +1/+1 counters on ~" (701.10e): each gets as many as it has, `amount` unused. */
  | { kind: 'addCounters'; counter: string; amount: Amount; to: Affected; doubling?: true }
  /** "Remove a -1/-1 counter from ~", "Remove all counters from target creature" (122.1): as many as there are, up to `amount`; `counter` absent: every kind. */
  | { kind: 'removeCounters'; counter?: string; amount: Amount | 'all'; from: Affected }
  /** "Move a +1/+1 counter from ~ onto target creature" (122.5): removed from one and put on the other, or nothing when either can't be done. */
  /** 122.8: "put its counters on target creature" when the source has left the battlefield: as many of each kind as it had as it last existed. */
  | { kind: 'putCountersOfSource'; to: Affected }
  | { kind: 'moveCounters'; counter?: string; amount: Amount | 'all'; from: Affected; to: Affected }
  /** `remember`: the key the (first) token created is remembered under, for "attach this Equipment to it" (living weapon, 702.92a). */
  | { kind: 'createToken'; token: TokenDef; amount: Amount; remember?: string }
  | { kind: 'tap'; what: Affected }
  /** "Tap or untap target permanent." (701.26a-b): its controller chooses which as it resolves (608.2d). */
  | { kind: 'tapOrUntap'; what: Affected }
  /** "gains protection from the color of your choice until end of turn" (702.16a, 608.2d): the color chosen as it resolves, by its controller or by the object's controller (`itsController`). */
  | { kind: 'protectionOfChoice'; what: Affected; chooser: 'controller' | 'itsController'; duration: 'endOfTurn' }
  /** "becomes the color (`many`: or colors) of your choice until end of turn" (608.2d, 613.1e): chosen by its controller as it resolves. */
  | { kind: 'becomesColorOfChoice'; what: Affected; many: boolean; duration: 'endOfTurn' }
  /** "Target land becomes the basic land type of your choice until end of turn." (305.7, 608.2d): chosen by its controller as it resolves, set in layer 4 (613.1d). */
  | { kind: 'becomesLandTypeOfChoice'; what: Affected; duration: 'endOfTurn' }
  /** "~ becomes the creature type of your choice until end of turn." (205.3m, 608.2d): chosen by its controller as it resolves, set in layer 4 (613.1d); `also`: "in addition to its other types". */
  | { kind: 'becomesCreatureTypeOfChoice'; what: Affected; also?: true; duration: 'endOfTurn' }
  /** "Exile the top card of your library." (406.2); `mayPlay`: "You may play that card this turn." and the like (601.3, 305.1, 611.2a; effects/impulse.ts). */
  | { kind: 'exileTop'; mayPlay?: PlayDuration }
  /**
   * "Draw a card at the beginning of the next turn's upkeep.", "destroy that creature at end of
   * combat": a delayed triggered ability (603.7a), its effects without targets. `remember`: what its effects call `{ remembered: key }`,
   * fixed as it is created (the event's creature, a target), since it refers to those objects (603.7c).
   */
  | { kind: 'delayed'; step: 'upkeep' | 'end' | 'endOfCombat'; effects: EffectDef[]; text: string; remember?: Record<string, Affected> }
  /** "It doesn't untap during its controller's next untap step." (502.3) */
  | { kind: 'skipNextUntap'; what: Affected }
  /** "Remove target attacking creature you control from combat" (506.4): it stays on the battlefield. */
  | { kind: 'removeFromCombat'; what: Affected }
  /** `owner`: "under its owner's control"; `counter`: "with a +1/+1 counter on it" (undying 702.93a, persist 702.79a; 122.6). */
  /** `remember`: the key the permanents it became are remembered under ("Exile it at the beginning of the next end step", 603.7c). */
  | { kind: 'returnToBattlefield'; what: Affected; owner?: true; counter?: string; remember?: string; tapped?: true; fromExile?: true } // `fromExile`: only cards still in exile (a flicker's)
  /** "sacrifice this permanent unless you sacrifice a creature" */
  /**
   * "Sacrifice ~ unless you sacrifice a creature" (118.12a, 603.5): a permanent of type `unless` the
   * controller may sacrifice instead, or with `act: 'return'` return to its owner's hand ("unless you
   * return a non-Lair land you control to its owner's hand"); `subtype` ("a Forest"), `notSubtype`
   * ("non-Lair"), `another` (not the source), `untapped` narrow it.
   */
  | { kind: 'sacrificeUnless'; unless?: CardType; act?: 'return' | 'exile'; subtype?: string; subtypes?: string[]; notSubtype?: string; another?: true; untapped?: true; count?: number; anyController?: true; linked?: true } // `count`: "two Mountains"; `anyController`: "return an enchantment to its owner's hand", any player's
  // `act` 'exile' with `linked`: champion's "sacrifice it unless you exile another [object] you control"
  // (702.72a), what it exiles kept for its linked ability (607.2a); `subtypes`: any of them ("a Goblin
  // or Shaman"), of any card type when `unless` is absent.
  /** "Sacrifice ~ unless you discard a card" (118.12a, 701.9a): `type` ("a land card"), `non` ("a noncreature card"), `atRandom`, `count` ("two cards"). */
  | { kind: 'sacrificeUnless'; act: 'discard'; count: number; type?: CardType; non?: true; atRandom?: true }
  /** "Sacrifice ~ unless you pay 1 life." (118.12a, 119.4) */
  | { kind: 'sacrificeUnless'; act: 'payLife'; life: number }
  /**
   * "Target creature gets +3/+3 until end of turn", "Creatures you control get +1/+0 until end of
   * turn": a continuous effect in layer 7c (611.2a, 613.4c) on the objects affected as it begins (611.2c).
   */
  | { kind: 'pump'; what: Affected; power: Amount; toughness: Amount; duration: 'endOfTurn' }
  /** "~ gains flying until end of turn": keyword abilities added in layer 6 (611.2a, 613.1f). */
  | { kind: 'grant'; what: Affected; abilities: AbilityDef[]; duration: 'endOfTurn' }
  /**
   * Any other continuous effect of a resolving spell or ability (611.2): "Target creature becomes a
   * 4/4 Dragon until end of turn", "loses all abilities", "gain control of target creature".
   * Amounts are read once, as it resolves (611.2d); 'effectController' is the resolving ability's controller.
   * `combat`: "can't block this turn" and its kin, with no change of characteristics (`changes` empty).
   */
  | { kind: 'continuous'; what: Affected; changes: LayerChange[]; duration: Duration; text: string; combat?: CombatRestriction; doesntUntap?: true }
  | { kind: 'preventCombatDamage' } // "Prevent all combat damage that would be dealt this turn." (615.1a)
  /**
   * "If that creature would die this turn, exile it instead." (614.1a): a replacement effect on the
   * objects named, for the turn; `dealtDamage`: only those the source dealt damage ("dealt damage this way").
   */
  | { kind: 'exileIfDies'; what: Affected; dealtDamage?: { types?: CardType[] } }
  /** "If it would leave the battlefield, exile it instead of putting it anywhere else." (unearth 702.84a; effects/exileIfLeaves.ts) */
  | { kind: 'exileIfLeaves'; what: Affected }
  /**
   * "The next time a red source of your choice would deal damage to you this turn, prevent that
   * damage." (615.8, 609.7a): a source chosen as it resolves, among those of the quality; `to`
   * absent: damage to anything.
   */
  | { kind: 'preventNextFromSource'; quality?: { colors?: Color[]; types?: CardType[] }; to?: Affected; all?: true } // `all`: all its damage this turn (615.1a), not the next only (615.8)
  /** "Prevent all combat damage that would be dealt by target creature this turn." (615.1a): of the objects fixed as it resolves. */
  | { kind: 'preventAll'; what: Affected; direction: PreventDirection; combatOnly: boolean }
  /** "Attach ~ to target creature you control" (701.3a; equip, 702.6a): the source, still on the battlefield, to `to`. */
  | { kind: 'attach'; to: Affected; what?: Affected } // `what`: "Attach target Equipment you control to ...": that object, not the source
  /** "Prevent the next 3 damage that would be dealt to any target this turn." (615.7) */
  | { kind: 'preventDamage'; amount: Amount; to: Affected }
  /** "Sacrifice ~ [unless you pay {2}].": the source, if still on the battlefield under the ability's controller (701.21a, 400.7; 118.12a). */
  /**
   * `perCounter`: the cost is paid once for each counter of that kind on the source as it resolves
   * (cumulative upkeep, 702.24a); `unlessPaysLife`: a life payment, alone or beside the mana
   * ("Cumulative upkeep—Pay 1 life.", 119.4).
   */
  | { kind: 'sacrificeSelf'; unlessPays?: string; unlessPaysLife?: number; perCounter?: string; unlessSpent?: ManaType; unlessPaysGeneric?: Amount } // `unlessSpent`: "unless {U} was spent to cast it" (601.2h); `unlessPaysGeneric`: "unless you pay {1} for each card in your hand", counted as it resolves
  /** "Transform ~." (701.27a): the source turns over, the same object (712.18), if it hasn't transformed since the ability was put on the stack (701.27f). */
  | { kind: 'transform' }
  /** Cascade (702.85a): exile until a nonland card of lesser mana value, may cast it free, the rest to the bottom (effects/cascade.ts). */
  | { kind: 'cascade' }
  /** Cascade's last step, as an instruction only: the exiled cards not cast to the bottom of the library in a random order. */
  | { kind: 'cascadeBottom' }
  /** "Remove a fade counter from this permanent. If you can't, sacrifice the permanent." (fading, 702.32a) */
  | { kind: 'removeCounterOrSacrifice'; counter: string }
  /** "If it isn't renowned, put N +1/+1 counters on it and it becomes renowned." (renown, 702.112a; checked again as it resolves, 702.112c) */
  | { kind: 'renown'; n: number }
  /** Evolve's counter, its "if" checked again as it resolves (702.100a, 603.4; effects/evolve.ts). */
  | { kind: 'evolve' }
  /** Vanishing's upkeep: remove a time counter; the last one removed triggers its sacrifice (702.63a; effects/vanishing.ts). */
  | { kind: 'vanishingCounter' }
  /**
   * Ninjutsu's effect (702.49a): "Put this card onto the battlefield from your hand tapped and
   * attacking", the same player or planeswalker as the creature returned to pay its cost (702.49c).
   */
  | { kind: 'ninjutsu' }
  /** A sentence the engine doesn't model: its controller carries it out by hand with edits. */
  | { kind: 'manual'; text: string; ability: string };

/** When a triggered ability triggers (603.2). */
/** The steps and phases whose beginning a trigger names (503.1a, 504.2, 505.1, 507.1, 511.2, 513.1a). */
export type TriggerStep = 'upkeep' | 'draw' | 'precombatMain' | 'beginningOfCombat' | 'endOfCombat' | 'postcombatMain' | 'end';

/**
 * Whom a creature attacks, for "Whenever a creature attacks you" (`you`: the player), "... you or a
 * planeswalker you control" (`yours`), "... one of your opponents" (`opponent`), "... one of your
 * opponents or a planeswalker an opponent controls" (`opponents`) (508.1b).
 */
/**
 * What happens to the permanent an Aura or Equipment is attached to (301.5, 303.4): it dies (700.4),
 * attacks (508.3a), deals combat damage to a player (510.3a), blocks (509.3a), becomes blocked
 * (509.3c), becomes tapped (701.26), becomes the target of a spell or ability (115.1), leaves the battlefield (603.6c).
 */
export type AttachedEvent = 'dies' | 'attacks' | 'combatDamageToPlayer' | 'blocks' | 'becomesBlocked' | 'becomesTapped' | 'becomesTarget' | 'leaves';

/** What a watched permanent does: becomes tapped or untapped (701.26), blocks (509.3a), becomes blocked (509.3c). */
export type PermanentAct = 'becomesTapped' | 'becomesUntapped' | 'blocks' | 'becomesBlocked';

export type AttackedWhom = 'you' | 'yours' | 'opponent' | 'opponents';

export type TriggerDef =
  /** "Whenever you cast an instant or sorcery spell", with a condition checked as it is cast;
   * "a noncreature spell" (`notTypes`, 205.4b); "Whenever a player casts a spell" (`whose: 'any'`);
   * "a Spirit or Arcane spell" (`subtypes`: one of them, 205.3); "a multicolored spell" (105.4). */
  | { event: 'cast'; spellTypes: CardType[]; whose: 'you' | 'any' | 'opponent'; condition?: CastCondition; notTypes?: CardType[]; subtypes?: string[]; multicolored?: boolean; colors?: Color[]; colorless?: boolean; orCopy?: true;
      /** 700.6: "a historic spell": an artifact, legendary or Saga spell. */
      historic?: true;
      /** 202.3: "a spell with mana value 4 or greater", "... 3 or less". */
      manaValue?: { atLeast?: number; atMost?: number };
      /** "your second spell each turn": the spell is the caster's nth spell cast this turn. */
      nthThisTurn?: number;
      /** "a spell of the chosen color / type": of what the source chose as it entered (614.12). */
      chosen?: 'color' | 'creatureType';
      /** "during your turn", "during an opponent's turn" (102.1): whose turn it is as the spell becomes cast. */
      turn?: 'yours' | 'opponents';
      /** "a kicked spell" (702.33d): its kicker cost was paid. */
      kicked?: true;
      /** "from your graveyard", "from anywhere other than your hand": the zone it was cast from (601.2a). */
      from?: 'graveyard' | 'notHand' }
  /**
   * "When you cast this spell": an ability that functions on the stack (storm, 702.40a); the event's
   * spell is the spell itself, its count the spells all players cast before it this turn.
   */
  | { event: 'castSelf' }
  /** "Whenever another creature you control dies" (700.4): a permanent of the filter dies, the source itself too unless `each.other`; looks back (603.10a). */
  | { event: 'permanentDies'; each: EachFilter; graveyard?: 'yours' | 'opponents' } // `graveyard`: "put into your / an opponent's graveyard" (its owner's, 404.1)
  /** "Whenever you sacrifice a Clue", "a player sacrifices a creature" (701.21a; looks back, 603.10a); `each.other`: "another permanent". */
  | { event: 'sacrificed'; each: EachFilter; who: 'you' | 'any' }
  /** "Whenever you scry" (701.22d), "Whenever you surveil" (701.25): once the action is complete. */
  | { event: 'playerActs'; action: 'scry' | 'surveil' }
  /** "Whenever a permanent is turned face up", "~ or another creature you control is turned face up" (708.8). */
  | { event: 'permanentTurnedFaceUp'; each: EachFilter }
  /** "Whenever a creature an opponent controls becomes tapped" (701.26), "Whenever a creature blocks" (509.3a), "... you control becomes blocked" (509.3c): a permanent of the filter. */
  | { event: 'permanentDoes'; what: PermanentAct; each: EachFilter }
  /** "Whenever an opponent gains life", "an opponent loses life", "you lose life" (119.3, 119.9); not "you gain life" (`gainLife`). */
  | { event: 'playerLife'; change: 'gain' | 'lose'; who: 'you' | 'opponent' }
  /**
   * "Whenever you attack with three or more creatures", "Whenever one or more creatures attack you"
   * (508.1, 508.3a): once as attackers are declared, when at least `atLeast` of the filter attack
   * (`by: 'you'`: the ability's controller attacks; `attacking: 'you'`: only those attacking its controller).
   */
  | { event: 'attackDeclared'; by: 'you' | 'any'; attacking?: 'you'; atLeast: number; each: EachFilter }
  /** "When you control no Islands" (603.8): a state trigger, while its controller controls no permanent of the filter. */
  | { event: 'controlsNone'; each: EachFilter }
  /** "When enchanted creature dies", "Whenever equipped creature attacks": the permanent the source is attached to (301.5, 303.4). */
  | { event: 'attachedTo'; what: AttachedEvent; bySpell?: true } // `bySpell`: "becomes the target of a spell" (not an ability)
  /** "Whenever a creature you control attacks" (508.3a), "... deals combat damage to a player" (510.3a). */
  | { event: 'creatureCombat'; what: 'attacks' | 'combatDamageToPlayer'; each: EachFilter; attacked?: AttackedWhom }
  /** "When you cycle ~" (`who: 'self'`, 702.29c), "Whenever you cycle a card", "Whenever a player cycles a card". */
  | { event: 'cycled'; who: 'self' | 'you' | 'any' }
  /** "Whenever ~ deals damage to a player", "... combat damage to an opponent" (120.3a, 510.3a): once per damage event and player. */
  | { event: 'dealsDamageToPlayer'; opponent: boolean; combat: boolean }
  /** "Whenever you discard a card", "an opponent discards a card" (701.9a); `other`: not the source ("another card"). The event's object is the discarded card, its player the discarding one. */
  | { event: 'discarded'; who: 'you' | 'opponent' | 'any'; other?: true }
  /** "Whenever an opponent draws a card", "a player draws a card" (121.1: once per card); the event's player is the drawer. */
  | { event: 'playerDraws'; who: 'opponent' | 'any' }
  /** "Whenever ~ deals damage" (120.3): once per damage event (510.2: combat damage is one), its count the damage dealt. */
  | { event: 'dealsDamage' }
  /** "Whenever you roll one or more dice" (706.1): once per instruction to roll, however many dice; `natural`: "When you roll a natural 20" (706.2), once per die showing it. */
  | { event: 'rollsDice'; natural?: number }
  /** "Whenever a creature dealt damage by ~ this turn dies" (700.4; looks back, 603.10a): the event's object is the creature. */
  | { event: 'damagedByDies' }
  /** "Whenever ~ becomes the target of a spell or ability [an opponent controls]" (115.1): once per spell or ability, however many of its targets it is. */
  | { event: 'becomesTarget'; byOpponent?: true; bySpell?: true; byYou?: true } // `bySpell`: "of a spell"; `byYou`: "a spell you control"
  /** "Whenever ~ attacks and isn't blocked" (509.3g): no creature was declared as a blocker for it; the event's player is the one it attacks. */
  | { event: 'attacksUnblocked' }
  /** "Whenever ~ deals [combat] damage to a creature" (120.3, 510.2): once for each creature dealt damage, the event's object that creature, its count the damage. */
  | { event: 'dealsDamageToCreature'; combat: boolean }
  /** "When this creature enters" */
  | { event: 'enters' }
  /**
   * "Whenever a land enters under your control", "Whenever another creature enters" (603.6a): a
   * permanent of the filter enters (`other`: not the source; `whose: 'you'`: under its controller's control).
   */
  | { event: 'permanentEnters'; each: EachFilter; whose: 'you' | 'any' | 'opponent'; evolve?: true } // `evolve`: its intervening "if" (702.100a, 603.4)
  /** "Whenever a player taps a land for mana": a triggered mana ability (605.1b). */
  | { event: 'tappedForMana'; landsOnly: true }
  /** "When this creature dies": leaves the battlefield for a graveyard (looks back, 603.10a). */
  | { event: 'dies' }
  /** "When this creature leaves the battlefield": for any other zone (603.6c; looks back, 603.10a). */
  | { event: 'leaves' }
  /** "When ~ is put into a graveyard from the battlefield": any permanent, not only a creature (603.6c, 603.10a). */
  /** `withoutCounter`: "if it had no +1/+1 counters on it", of the permanent as it last existed (undying 702.93a, persist 702.79a; 603.4, 603.10a). */
  | { event: 'toGraveyardFromBattlefield'; withoutCounter?: string }
  /** "At the beginning of your upkeep", "... of each end step", "... of your draw step", "... of combat on your turn" (503.1a, 504.2, 507.1, 513.1a) */
  | {
      event: 'beginningOfStep';
      step: TriggerStep;
      /** `enchanted`: the turn of the enchanted player, or of the enchanted permanent's controller. */
      whose: 'yours' | 'each' | 'opponents' | 'enchanted';
      /** Echo's "if this permanent came under your control since the beginning of your last upkeep" (702.30a; GameObject `newToController`). */
      newToController?: true;
    }
  /** Suspend's "When the last time counter is removed from this card" (702.62a), noticed by casting/suspend.ts in exile. */
  | { event: 'lastTimeCounterRemoved' }
  /** "Whenever ~ attacks" (508.3a): as it is declared as an attacker. */
  | {
      event: 'attacks';
      withOthers?: number; // Battalion: "and at least two other creatures attack" (`withOthers`: 2)
      /** Dethrone (702.105a): "attacks the player with the most life or tied for most life". */
      mostLife?: true;
      /** Training (702.149a): "and at least one other creature with power greater than this creature's power attack". */
      withGreaterPower?: true;
    }
  /** "Whenever a creature you control attacks alone" (702.83b, 506.5): the only creature declared as an attacker; the event's object is it. */
  | { event: 'attacksAlone'; each?: EachFilter; self?: true } // `each`: "a Samurai or Warrior you control"; `self`: "Whenever ~ attacks alone"
  /** "Whenever ~ blocks a creature [with flying]" (509.3b): once for each attacking creature it blocks, the event's object that creature (509.3f: its keyword as blockers are declared). */
  | { event: 'blocksCreature'; attackerKeyword?: string; of?: EachFilter } // `of`: "blocks a green creature" (509.3f: as it is blocked)
  /** "Whenever ~ blocks" (509.3a): as it is declared as a blocker; the event's object is what it blocks (the first). */
  | { event: 'blocks' }
  /** "Whenever ~ becomes blocked" (509.3c): once, as blockers are declared; the event's object is a blocker. */
  | { event: 'becomesBlocked' }
  /**
   * "Whenever ~ becomes blocked by a creature without flanking" (509.3d: once for each creature
   * blocking it, 509.3f: as that creature has it when it blocks); the event's object is that creature.
   */
  | { event: 'becomesBlockedBy'; withoutKeyword?: string; of?: EachFilter } // `of`: "by a white creature" (509.3f: as it blocks)
  /** "Whenever ~ deals combat damage to a player" (510.3a): the event's player is that player, its count the damage. */
  | { event: 'combatDamageToPlayer'; unlessRenowned?: true; orPlaneswalker?: true } // renown's "if it isn't renowned" (702.112a, 603.4)
  /** "Whenever you gain life" (119.9): once per life gain event, its player the ability's controller. */
  | { event: 'gainLife' }
  /**
   * "Whenever one or more +1/+1 counters are put on ~" (122.6: on the battlefield, or as it enters):
   * once per event, its count the counters put; `perCounter`: "Whenever a +1/+1 counter is put on ~",
   * once for each; `each`: "... on another creature you control", the event's object that permanent.
   */
  | { event: 'countersPut'; counter: string; perCounter?: true; each?: EachFilter }
  /** "Whenever you get one or more {E}" (122.1): once per event that gives its controller energy counters. */
  | { event: 'getEnergy' }
  /** "Whenever ~ is dealt damage": once per damage event, its count the damage dealt to it (120.3, 603.2g: not for prevented damage). */
  | { event: 'dealtDamage' }
  /** "Whenever ~ becomes tapped", "Whenever ~ becomes untapped" (701.26): however it was tapped or untapped. */
  | { event: 'becomesTapped' }
  /** "Whenever you draw a card" (121.1: once per card), "your second card each turn" (`nth`: 2); the event's player is the drawer. */
  | { event: 'draws'; nth?: number }
  | { event: 'becomesUntapped' }
  /** "When ~ is turned face up" (708.8): as the special action of 702.37e is taken. */
  | { event: 'turnedFaceUp' }
  /** "When ~ becomes monstrous" (701.37a); its X is the monstrosity's (701.37c, the event's `x`). */
  | { event: 'becomesMonstrous' }
  /** "When ~ transforms into ~" (701.27e): it transformed, and the face up now is the one with this ability. */
  | { event: 'transformsInto' }
  /** "Whenever day becomes night or night becomes day" (731.1a): not as it first becomes day or night. */
  | { event: 'dayNightChanges' };

/** Trigger conditions checked as the spell is cast (not on resolution: no intervening "if"). */
export type CastCondition =
  | { sameNameInGraveyard: true } // "that has the same name as a card in your graveyard"
  | { sourceCounters: string; atLeast: number } // "while this has two or more quest counters on it"
  | { countSpellsCastBefore: CardType[] } // not a condition: fixes the number of copies (Thousand-Year Storm)
  | { targetsSource: true }; // "a spell that targets ~" (heroic): one of the spell's targets is the ability's source

/** Which damage a prevention effect prevents: dealt to the objects, by them as sources, or both (615.1a). */
export type PreventDirection = 'to' | 'by' | 'toAndBy';

/** Rules a static ability states (604). */
/** How long a player may play a card exiled: "this turn", "until the end of your next turn", "until the beginning of your next upkeep" (611.2a). */
export type PlayDuration = 'endOfTurn' | 'endOfYourNextTurn' | 'yourNextUpkeep';

/** What a graveyard replacement applies to: the object itself (`self`), or cards of `types` (any card without), tokens too with `tokens`. */
export type GraveyardBound = { self?: true; tokens?: true; types?: CardType[] };
/** Whose graveyard, from the replacement's controller: "a graveyard", "your graveyard", "an opponent's graveyard". */
export type GraveyardOwner = 'any' | 'you' | 'opponent';

export type StaticDef =
  | { kind: 'replaceMana'; replacement: ManaReplacement } // a replacement effect on mana (614)
  /**
   * "Noncreature spells cost {1} more to cast.", "Artifact spells you cast cost {1} less to cast."
   * (601.2f; casting/costReduction.ts); `targetingSelf`: "Spells your opponents cast that target ~
   * cost {2} more to cast.", judged by the targets announced (601.2c comes before 601.2f).
   */
  | { kind: 'spellCost'; spells: SpellFilter; caster: 'you' | 'opponents' | 'any'; generic: number; change: 'more' | 'less'; targetingSelf?: boolean }
  /** `ifOpponentDamaged`: "If an opponent was dealt damage this turn" (bloodthirst, 702.54a), checked as it enters. */
  | { kind: 'entersWithCounters'; counter: string; amount: Amount; ifOpponentDamaged?: true; if?: 'kicked' | 'escaped'; tapped?: true; perColorSpent?: true } // "enters with X +1/+1 counters" (614.1c); `if`: kicked (702.33d) or escaped (702.138c); `tapped`: "enters tapped with"; `perColorSpent`: converge (601.2h)
  | { kind: 'entersTapped'; unless?: EntryCondition } // "This land enters tapped (unless ...)." (614.1c)
  /** Sunburst (702.44a): a counter for each color of mana spent to cast it, +1/+1 on a creature, charge otherwise. */
  | { kind: 'sunburst' }
  /** Devour N (702.82a): as it enters, its controller may sacrifice any number of creatures (`types`: devour [quality], 702.82c); it enters with N +1/+1 counters for each. */
  | { kind: 'devour'; n: number; types: CardType[] }
  /**
   * "You may have ~ enter as a copy of any creature on the battlefield[, except it's an artifact in
   * addition to its other types]" (614.1c, 707.5): as it enters, its controller may choose a
   * permanent of `of` (seen from that player: "you control"); `except` adds to the copied values (707.9).
   */
  | { kind: 'entersAsCopy'; of: EachFilter; except?: CopyException }
  | { kind: 'doesntUntap' } // "doesn't untap during your untap step" (502.3)
  | { kind: 'mayNotUntap' } // "You may choose not to untap ~ during your untap step." (502.3: the active player's choice)
  /** "If it's neither day nor night, it becomes day as ~ enters." (731.1; state/dayNight.ts) */
  | { kind: 'dayAsEnters' }
  /** "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 614.1c): its controller chooses as it would enter. */
  | { kind: 'entersTappedUnlessPays'; life: number }
  /** "As ~ enters, you may reveal a Swamp or Mountain card from your hand. If you don't, ~ enters tapped." (614.12, 614.1c, 701.20a): a card with one of `subtypes`. */
  | { kind: 'entersTappedUnlessReveals'; subtypes: string[] }
  /** "As ~ enters, choose a color." / "... a creature type." (614.12, 614.1c): its controller chooses as it would enter; the permanent keeps the choice. */
  | { kind: 'chooseAsEnters'; what: 'color' | 'creatureType'; except?: Color } // `except`: "a color other than red"

  /** "If a creature dealt damage by ~ (enchanted creature) this turn would die, exile it instead." (614.1a) */
  | { kind: 'exileIfDamagedDies'; by: 'self' | 'attached' }
  /** "If a card or token would be put into a graveyard from anywhere, exile it instead." (614.1a; state/exileInstead.ts) */
  | { kind: 'exileInsteadOfGraveyard'; what: GraveyardBound; whose: GraveyardOwner }
  /** "Prevent all combat damage that would be dealt to ~.", "... dealt by enchanted creature." (615.1a); `fromCreatures`: "to ~ by creatures". */
  | { kind: 'preventAll'; affects: 'self' | 'attached'; direction: PreventDirection; combatOnly: boolean; fromCreatures?: true; thenRemoveCounter?: string }
  | { kind: 'cantBeCountered' } // "This spell can't be countered.": works on the stack (113.6g, 101.2)
  /** "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll." (614.1a, 706.6) */
  | { kind: 'rollAdvantage' }
  | { kind: 'opponentsEnterTapped'; types: CardType[] } // "Creatures your opponents control enter tapped." (614.1c, 614.12): permanents of those types entering under an opponent's control
  | { kind: 'playLandsFromGraveyard' } // "You may play lands from your graveyard." (305.1): its controller may play land cards they own from their graveyard
  | { kind: 'additionalLands'; count: number } // "You may play an additional land on each of your turns." (305.2): its controller can play more lands
  | { kind: 'noMaximumHandSize' } // "You have no maximum hand size." (402.2): its controller discards nothing in the cleanup step (514.1)
  | StaticEffectDef // a continuous effect: anthems, "enchanted creature gets", */* (611.3, 604.3; state/layers.ts)
  | CombatRules;

/**
 * What a static ability says of its permanent's part in combat (506.5, 508.1c-d, 509.1b-c):
 * "~ can't block", "~ can't attack or block", "~ can't be blocked", "~ can block only creatures
 * with flying", "~ attacks each combat if able", "~ blocks each combat if able".
 */
export type CombatRules = {
  kind: 'combat';
  cantAttack?: boolean;
  cantBlock?: boolean;
  cantBeBlocked?: boolean;
  canBlockOnlyFlying?: boolean;
  attacksEachCombat?: boolean;
  blocksEachCombat?: boolean;
  /** "Enchanted creature can't attack or block.": the rule is of the permanent its source is attached to (301.5, 303.4), not of the source. */
  attached?: boolean;
  /** "~ can't be blocked by Walls", "... by creatures with power 2 or less" (509.1b): no creature of the filter may block it. */
  cantBeBlockedBy?: EachFilter;
  /**
   * "~ can't be blocked except by creatures with flying" (509.1b): only creatures of one of the
   * filters may block it ("... by creatures with flying or reach", "... by Walls and/or creatures with flying").
   */
  blockableOnlyBy?: EachFilter[];
  /** "~ can't be blocked by more than one creature" (509.1b): a limit on the whole declaration. */
  maxBlockers?: number;
  /** "~ can't be blocked except by three or more creatures" (509.1b), as menace's two (702.111b). */
  minBlockers?: number;
  /** "~ can't block creatures with power 2 or greater" (509.1b): attackers of the filter it can't block. */
  cantBlockThose?: EachFilter;
  /** "~ can't attack unless defending player controls an Island" (508.1c): the player it would attack controls a permanent of the filter. */
  attacksOnlyIfDefenderControls?: EachFilter;
  /** "~ can't attack alone", "~ can't block alone" (508.1c, 509.1b): another creature must attack (block) too. */
  cantAttackAlone?: boolean;
  cantBlockAlone?: boolean;
  /** "~ can block an additional creature each combat" (1), "~ can block any number of creatures" ('any') (509.1a). */
  blocksAdditional?: number | 'any';
  /** "Enchanted creature can't attack or block, and its activated abilities can't be activated." (602.5): not a rule of combat, read with them as an Aura states both. */
  activatedAbilitiesCantBeActivated?: boolean;
  /** "All creatures able to block ~ do so." (509.1c): a requirement on each creature able to block it. */
  lure?: boolean;
  /** "~ must be blocked if able" (509.1c): a requirement that some creature blocks it. */
  mustBeBlocked?: boolean;
  /** "Creatures with power less than ~'s power can't block it." (509.1b): compared as blockers are declared. */
  cantBeBlockedByLessPower?: boolean;
  /** "~ can attack as though it didn't have defender" (702.3b): defender doesn't stop it attacking. */
  attacksDespiteDefender?: boolean;
  /** "You may have ~ assign its combat damage as though it weren't blocked." (510.1c): its controller's choice as it assigns. */
  assignsAsThoughUnblocked?: boolean;
  /** "~ assigns no combat damage this turn" (510.1a): an effect's, for the turn. */
  assignsNoCombatDamage?: boolean;
};

/**
 * What "enters tapped unless ..." checks as the permanent would enter (614.1c, 614.12), of the
 * player it enters under: the lands they control (not counting it: it isn't there yet), a land of
 * one of the subtypes, or how many opponents they have.
 */
export type EntryCondition =
  | { lands: { atLeast?: number; atMost?: number; basic?: boolean } }
  | { controlsSubtype: string[] }
  | { opponents: { atLeast: number } };

/** A mode of a modal spell (700.2): its own targets and effects. */
export type ModeDef = { text: string; targets?: TargetSpec[]; effects: EffectDef[] };

/** Costs a spell may or must add to its mana cost or alternative cost (118.8). */
export type AdditionalCost =
  | { kind: 'kicker'; mana: string } // optional (702.33a)
  | { kind: 'sacrifice'; type: CardType } // "sacrifice a creature": mandatory
  | { kind: 'discardOrPay'; mana: string } // "discard a card or pay {5}"
  | { kind: 'increasePerExtraTarget'; mana: string; phrase: number } // Fireball: costs {1} more per target beyond the first
  | { kind: 'buyback'; mana: string; cost?: CostDef } // optional; the spell returns to its owner's hand as it resolves (702.27a); `cost`: parts other than mana
  | { kind: 'entwine'; mana: string } // optional; every mode is chosen (702.42a)
  /** Casualty N (702.153a): optional, "sacrifice a creature with power N or greater" (`costs.sacrifice`); paid, the spell's cast trigger copies it (casting/copyCosts.ts). */
  | { kind: 'casualty'; power: number }
  /** Replicate [cost] (702.56a): optional, paid any number of times (`replicate`); the spell's cast trigger copies it once for each. */
  | { kind: 'replicate'; mana: string }
  /** Conspire (702.78a): optional, "tap two untapped creatures you control that each share a color with it" (`costs.tap`); paid, the spell's cast trigger copies it. */
  | { kind: 'conspire' }
  | { kind: 'costs'; cost: CostDef }; // "discard a card", "sacrifice two creatures", "pay 3 life": as an activation cost states them (casting/spellCosts.ts)

/** Costs a spell may be cast for rather than its mana cost (118.9). */
export type AlternativeCost =
  | { kind: 'flashback'; mana: string; cost?: CostDef } // cast from the graveyard; exiled when it leaves the stack (702.34a); `cost`: parts other than mana
  | { kind: 'miracle'; mana: string } // when drawn as the first card of the turn (702.94)
  | { kind: 'madness'; mana: string } // when discarded: exiled, then may be cast (702.35a)
  | { kind: 'evoke'; mana: string } // sacrificed as it enters (702.74a)
  /** 702.96a-b: `spell`, the spell's text with "each" for "target" (read by the compiler; absent: not read, and it can't be cast this way). */
  | { kind: 'overload'; mana: string; spell?: Extract<AbilityDef, { kind: 'spell' }> }
  | { kind: 'emerge'; mana: string } // and sacrificing a creature, its mana value taken off (702.119a; casting/emerge.ts)
  | { kind: 'surge'; mana: string } // only if its caster has cast another spell this turn (702.117a; casting/surge.ts)
  /**
   * Awaken N—[cost] (702.113a): `spell`, the spell ability cast for the awaken cost: the card's own
   * with "Put N +1/+1 counters on target land you control. It becomes a 0/0 Elemental creature with
   * haste. It's still a land." after it (read by the compiler; absent: not read, and it can't be cast
   * this way). 702.113b: the land is a target only when the awaken cost is paid (casting/awaken.ts).
   */
  | { kind: 'awaken'; mana: string; n: number; spell?: Extract<AbilityDef, { kind: 'spell' }> }
  | { kind: 'spectacle'; mana: string } // only if an opponent lost life this turn (702.137a; casting/spectacle.ts)
  | { kind: 'dash'; mana: string }
  | { kind: 'blitz'; mana: string } // haste, draw a card when it dies, sacrificed at the next end step (702.152a; casting/dash.ts) // haste, and back to its owner's hand at the next end step (702.109a; casting/dash.ts)
  | { kind: 'bestow'; mana: string } // cast as an Aura spell with enchant creature (702.103a-b; casting/bestow.ts)
  | { kind: 'escape'; mana: string; cost?: CostDef } // cast from the graveyard (702.138a); `cost`: "Exile three other cards from your graveyard"
  | { kind: 'disturb'; mana: string } // cast transformed from the graveyard (702.146a; casting/disturb.ts)
  | { kind: 'alternative'; life?: number; exileFromHand?: { color: Color; count: number }; mana?: string; cost?: CostDef } // Force of Will; `mana`: "pay {W}{U}{B}{R}{G}", `cost`: "sacrifice two Mountains"
  /**
   * Morph and megamorph (702.37a, 702.37b): cast face down for `mana` ({3}) as a 2/2 with no name,
   * text, subtypes or mana cost (708.2a); `turnUp`: the morph cost that turns it face up (702.37e);
   * `mega`: a +1/+1 counter is put on it as it is turned face up for that cost (702.37b).
   */
  | { kind: 'morph'; mana: string; turnUp: string; mega?: boolean }
  /** Foretell (702.143a): cast from exile, after the turn it was foretold, for `mana` rather than its mana cost. */
  | { kind: 'foretell'; mana: string };

/** Suspend N—[cost] (702.62a): exiled from the hand for `mana` with `time` time counters (casting/suspend.ts). */
export type SuspendDef = { time: number; mana: string };

/**
 * "Costs {N} less to cast for each [permanent] you control" (affinity, 702.41a; 601.2f): generic
 * mana only; `once`: "... if you control a Wizard", once with one or more.
 */
/** `amount`: "for each creature in your party", "where X is your devotion to black": `generic` times a number read from the game (601.2f), in place of `forEach`. */
export type CostReduction = { generic: number; forEach: PermanentFilter; controller: 'you' | 'any'; once?: boolean } | { generic: number; amount: Amount };
/** Which spells a cost modifier applies to: of any of `types` (or none of `nonTypes`), of a color, of a subtype (every field given must match). */
export type SpellFilter = { types?: CardType[]; nonTypes?: CardType[]; colors?: Color[]; subtypes?: string[] };
/** Objects that pay part of a spell's total cost as it is paid (601.2h). */
export type CostPayment = 'convoke' | 'improvise' | 'delve';
/** A permission to cast the card from its owner's graveyard, discarding a card (a land card for retrace) as an additional cost. */
/** `aftermath`: this half may be cast from a graveyard, and only from there (702.127a). */
export type GraveyardCast = { kind: 'retrace' | 'jump-start' | 'aftermath' };

/** An activation cost (602.1a). */
export type CostDef = {
  mana?: string; // mana symbols, e.g. "{1}{W}{W}"
  tap?: boolean; // {T} (107.5)
  untap?: boolean; // {Q} (107.6)
  /** "Sacrifice ~": the source itself, paid as the ability is activated (601.2h, 602.2b). */
  sacrificeSelf?: boolean;
  /** "Pay N life" (119.4): only with at least that much life. */
  life?: number;
  /** "Pay {E}{E}" (107.14): that many energy counters removed from the player; only with that many (118.3). */
  energy?: number;
  /**
   * "Discard this card" (cycling, 702.29a): the source itself, from its owner's hand. An ability
   * whose cost moves its object out of the hand functions only there (113.6m).
   */
  /** "Exert ~" (701.43a): the source won't untap during its controller's next untap step; paid as the ability is activated. */
  exertSelf?: true;
  discardSelf?: boolean;
  /**
   * "Exile ~" from the battlefield, "Exile ~ from your hand", "... from your graveyard": the source
   * itself; the last two work only in that zone (113.6m).
   */
  exileSelf?: 'battlefield' | 'hand' | 'graveyard';
  /**
   * Ninjutsu's cost (702.49a): "Reveal this card from your hand, Return an unblocked attacking
   * creature you control to its owner's hand" (`costs.return`); the card stays revealed (702.49b).
   */
  returnUnblockedAttacker?: true;
  /** "Return ~ to its owner's hand" (Attunement): the source itself, from the battlefield, paid as the ability is activated (601.2h). */
  returnSelf?: true;
  /** "Return a land you control to its owner's hand" (Soratami Savant; `costs.return`): one permanent the player chooses (601.2h). */
  returnPermanent?: { filter: PermanentFilter };
  /** "Remove a +1/+1 counter from ~", "Remove three spore counters from ~": only with that many on it. */
  removeCounters?: { counter: string; count: number | 'X' }; // 'X': the X announced as it is activated (107.3a)
  /** "Put a -1/-1 counter on ~" (Devoted Druid): counters put on the source as the cost is paid (122.6, 601.2h). */
  putCounters?: { counter: string; count: number };
  /** "Exile a creature card from your graveyard", "Exile two cards from your graveyard" (`costs.exile`). */
  exileFromGraveyard?: { count: number; type?: CardType; other?: boolean }; // `other`: not the card whose cost it is
  /**
   * "Discard a card", "Discard two cards", "Discard a creature card": the player chooses which (`costs.discard`).
   * `atRandom` ("Discard a card at random", 701.9a): chosen at random as the cost is paid, none given;
   * with random "ask", the card given in `costs.discard` is the result chosen in place of chance.
   */
  discard?: { count: number; type?: CardType; atRandom?: true };
  /**
   * "Tap an untapped creature you control", "Tap two untapped Wizards you control" (`costs.tap`):
   * not {T}, so summoning sickness doesn't stop a creature paying it (302.6).
   */
  tapUntapped?: { count: number; filter: PermanentFilter };
  /**
   * Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N
   * or greater" (`costs.tap`); summoning sickness doesn't stop them (302.6: no {T}).
   */
  crew?: number;
  /** "Sacrifice a creature", "Sacrifice another creature", "Sacrifice a Goblin" (`costs.sacrifice`). */
  sacrifice?: { count: number; filter: PermanentFilter; another?: boolean };
  /**
   * A loyalty ability's cost (606.4): "+2" is 2, "−3" is -3, "0" is 0, "−X" is 'minusX'. An ability
   * with a loyalty cost is a loyalty ability: once each turn per permanent, as a sorcery (606.3).
   */
  loyalty?: number | 'minusX';
};

/** Which permanents a cost accepts: of any of these card types ("an artifact or creature"), of a subtype ("a Goblin"), or any. */
export type PermanentFilter = { types?: CardType[]; subtype?: string };

/** Restrictions on when an activated ability may be activated (602.5). */
export type ActivationRestriction = {
  /** "Activate only as a sorcery": the timing rules for casting a sorcery (602.5d, 307.1). */
  sorcery?: boolean;
  /** "Activate only during your turn" */
  yourTurn?: boolean;
  /**
   * "... before attackers are declared": before the declare attackers step (508.1), even when no
   * creature is then declared as an attacker.
   */
  beforeAttackers?: boolean;
  /** "Activate only during your upkeep" */
  step?: 'upkeep';
  /** "Activate only once each turn" (602.5b: it stays with the object when its controller changes). */
  oncePerTurn?: boolean;
  /** "Activate no more than twice each turn" (602.5b): how many times each turn, counted like `oncePerTurn`. */
  timesPerTurn?: number;
  /** Boast's "Activate only if this creature attacked this turn" (702.142a; Turn `attacked`). */
  attackedThisTurn?: true;
  /** "Activate only if you control a Swamp", "... five or more lands": checked as it is activated. */
  youControl?: { atLeast: number; filter: PermanentFilter };
  /** "Activate only if seven or more cards are in your graveyard", "... if ~ is attacking": checked as it is activated. */
  condition?: StaticCondition;
  /** "Activate only during combat" (506.1: the combat phase), "... during the declare blockers step" (509) */
  combat?: 'phase' | 'declareBlockers';
  /** "Any player may activate this ability." (602.2): not only its source's controller; who activates it controls it (602.2a). */
  anyPlayer?: true;
  /** "Activate only if you have no cards in hand" */
  noCardsInHand?: true;
  /** "Activate only if creatures you control have total power 8 or greater" */
  totalPower?: number;
  /** A spell's "Cast ~ only during the declare attackers step", "... during an opponent's upkeep", "... before blockers are declared" (601.3). */
  during?: 'declareAttackers' | 'opponentsUpkeep' | 'beforeBlockers';
  /** "... only if you've been attacked this step": a creature attacks the player or a planeswalker they control (506.2, 508.1b). */
  attacked?: true;
  /** "... only if you've cast another spell this turn" */
  castAnother?: true;
};

/** One ability, in Oracle order: every keyword is one, every other paragraph one (SCENARIO.md). */
export type AbilityDef =
  /**
   * `protection`: protection's quality (702.16a); `ward`: ward's cost (702.21a); `landwalk`: its
   * lands (702.14a); `enchant`: what the Aura may target and enchant (702.5a, a filter as a targeting phrase's).
   */
  | { kind: 'keyword'; keyword: Keyword; text: string; protection?: ProtectionQuality; ward?: CostDef; landwalk?: LandwalkQuality; enchant?: TargetFilter }
  | { kind: 'spell'; text: string; targets?: TargetSpec[]; effects: EffectDef[]; modes?: { choose: number; min?: number; options: ModeDef[] } } // `min`: "choose one or both" (700.2): 1 to `choose` modes
  /**
   * A paragraph that only states a cost: "As an additional cost...", kicker, flashback; or a
   * keyword that changes how a spell's cost is determined or paid (casting/castingKeywords.ts):
   * `reduction` (affinity, 702.41a; "costs {1} less to cast for each ...", 601.2f), `payment`
   * (convoke 702.51a, improvise 702.126a, delve 702.66a), `graveyard` (a permission to cast it
   * from its owner's graveyard with a discard as an additional cost: retrace 702.81a, jump-start 702.133a).
   */
  | { kind: 'cost'; text: string; additional?: AdditionalCost; alternative?: AlternativeCost; reduction?: CostReduction; payment?: CostPayment; assist?: true; graveyard?: GraveyardCast; castOnly?: ActivationRestriction; rebound?: true; suspend?: SuspendDef }
  /** `zone`: its effect moves the card out of that zone ("Return ~ from your graveyard to your hand"), so it functions only there (113.6m). */
  /**
   * `keyword`: an activated keyword ability (702.6a equip: "[Cost]: Attach this permanent to target
   * creature you control. Activate only as a sorcery."; 702.67a fortify, to target land you
   * control), listed among the object's keywords.
   */
  | { kind: 'activated'; text: string; cost: CostDef; targets?: TargetSpec[]; effects: EffectDef[]; restriction?: ActivationRestriction; zone?: 'graveyard' | 'hand'; keyword?: 'equip' | 'fortify'; meaning?: KeywordMeaning; cycling?: true }
  /** `zone`: it functions only from its owner's graveyard (113.6m), watched there (stack/diceTriggers.ts). */
  | { kind: 'triggered'; text: string; trigger: TriggerDef | TriggerDef[]; targets?: TargetSpec[]; effects: EffectDef[]; meaning?: KeywordMeaning; modes?: { choose: number; min?: number; options: ModeDef[] }; zone?: 'graveyard'; oncePerTurn?: true } // `modes`: chosen as it goes on the stack (603.3c); `oncePerTurn`: "This ability triggers only once each turn." (603.2)
  | { kind: 'static'; text: string; rule?: StaticDef; meaning?: KeywordMeaning }
  /**
   * An ability the engine doesn't carry out (SCENARIO.md, "Abilities the engine does not model"),
   * kept in its place so `REF#N` counts it. `of` is what the text is: an instant's or sorcery's
   * spell ability resolves as `manual` steps, one per sentence; a triggered ability goes on the
   * stack only by the `trigger` edit; the rest has no effect and shows as not modelled.
   */
  | { kind: 'unmodelled'; text: string; of: UnmodelledKind; sentences: string[] };

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

/** What kind of ability an unmodelled text is, as the compiler's grammar saw it. */
export type UnmodelledKind = 'keyword' | 'activated' | 'loyalty' | 'triggered' | 'spell' | 'static';

/**
 * A token as the effect that creates it describes it (111.4): with a name only when the effect
 * gives one ("create Boo, a legendary 1/1 red Hamster creature token"); otherwise the engine names it.
 */
export type TokenDef = Omit<CardDef, 'name'> & {
  name?: string;
  /** Its colors, as the effect defines them ("a 1/1 green Saproling"; 111.3); a token has no mana cost to give one. */
  colors?: Color[];
};

/** 111.4: a token the effect doesn't name is named after its subtypes plus the word "Token". */
export function tokenName(token: TokenDef): string {
  return token.name ?? [...(token.subtypes ?? []), 'Token'].join(' ');
}

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
  /** Printed values that are not numbers ("*", "1+*", a loyalty "X"), shown as printed; the
   * engine's number is then what the text defines, or 0 while that text is not modelled (208.2). */
  printed?: { power?: string; toughness?: string; loyalty?: string };
  loyalty?: number;
  /** Colors its mana cost doesn't say: a color indicator (204) or a characteristic-defining
   * ability such as devoid (702.114a). Absent: the mana cost's colors (202.2). */
  colors?: Color[];
  /** How much of the card the engine carries out (SCENARIO.md): absent for the built-in pool, which is all `full`. */
  support?: 'full' | 'partial' | 'none';
  /** A shape of card the engine can't cast yet (a split card's half, 709.3): why, and the rule. */
  uncastable?: { reason: string; rule: string };
  /**
   * A double-faced or flip card (712, 710): each face as its own definition, the front first. A
   * permanent shows the face that is up (its object's `card` is that face's name); in every other
   * zone a card has its front face up (712.8a), named here by each face's `front`.
   */
  faces?: CardDef[];
  front?: string;
  /** A nonmodal double-faced card (712.2), which can transform (701.27a, 712.9); a flip, meld or modal double-faced card can't. */
  transforms?: true;
  /**
   * The halves of a split card (709.3) or an adventurer's Adventure (715.2): each the
   * characteristics a spell cast as it has, alone, on the stack (709.3b, 715.3b). Its `front`
   * names the card, which has them again as it leaves the stack (709.4, 715.4).
   */
  halves?: CardDef[];
  /** A card defined by the user or a document rather than the database (SCENARIO.md, `cards`):
   * its source text, so an export carries it. */
  custom?: CustomCard;
};

/** A custom card as SCENARIO.md's `cards` writes it. */
export type CustomCard = {
  name: string;
  typeLine: string;
  manaCost?: string;
  oracle?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** 204: a color indicator's colors as words ("Green Red"), as the database writes them. */
  colorIndicator?: string;
  layout?: string;
  faces?: (Omit<CustomCard, 'faces' | 'layout'> & { colorIndicator?: string })[];
};

/** A card of a stated quality: one of `types`, every supertype, one of `subtypes`, one of `colors`, a permanent card (110.4b), mana value at most (202.3). */
export type CardQuality = { types?: CardType[]; supertypes?: Supertype[]; subtypes?: string[]; colors?: Color[]; permanent?: true; manaValueAtMost?: number };
