// state/ (110-113, 400, 704): the game state and its objects, zones, characteristics, transactions, state-based actions.
// The game state: plain, JSON-safe data (DESIGN.md). No classes, Maps, functions or Dates.
import type { AbilityDef, CardDef, Color, ManaType, EffectDef, GraveyardCast } from './card';
import type { ManaEvent } from '../mana/manaReplacement';
import type { ObjectTable } from './objectTable';
import type { ContinuousEffect } from './layers';

export type PlayerId = string;
export type ObjectId = string;
/** A player or an object: the two kinds of thing a target or a reference can be. */
export type EntityId = PlayerId | ObjectId;

export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile';

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'precombatMain',
  'beginningOfCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endOfCombat',
  'postcombatMain',
  'end',
  'cleanup',
] as const;
export type Step = (typeof STEPS)[number];

/**
 * Mana in a pool: `amount` mana of one type produced by one object (106.3), or added by an edit (no
 * source). A pool merges alike mana into one entry (mana/pool.ts), so its size is bounded by the
 * types and sources, not by the mana.
 */
export type Mana = { type: ManaType; amount: number; source?: ObjectId };

export type Player = {
  id: PlayerId;
  name: string;
  life: number;
  library: ObjectId[]; // top first
  hand: ObjectId[];
  graveyard: ObjectId[]; // bottom first: the last is on top
  /** Merged entries in W, U, B, R, G, C order (mana/pool.ts). */
  manaPool: Mana[];
  lost: boolean;
  /** Names of spells cast this turn, oldest first (Thousand-Year Storm, storm). */
  castThisTurn: string[];
  /**
   * How many spells the player cast during the previous turn (the werewolves' "if no spells were
   * cast last turn", 603.4; day and night's check, 502.2, 731.2). Absent is 0: the game begins with
   * no turn before it.
   */
  castLastTurn?: number;
  /** Lands played this turn (305.2); absent is 0. */
  landsPlayedThisTurn?: number;
  /** Additional lands an effect lets the player play this turn (305.2: "You may play an additional land this turn."); absent is 0. */
  additionalLandsThisTurn?: number;
  /** "Target player can't play lands this turn." (305.2b); absent is false. */
  cantPlayLandsThisTurn?: true;
  drewThisTurn: number;
  /** Damage dealt to this player this turn, by any source (bloodthirst, 702.54a); absent is 0. */
  damageThisTurn?: number;
  /** Life this player lost this turn, by damage, effects or paying life (spectacle, 702.137a; 119.3, 119.4, 120.3a); absent is 0. */
  lifeLostThisTurn?: number;
  /** Poison counters (122.1f, 704.5c); absent is 0. */
  poison?: number;
  /** Energy counters (122.1, 107.14): got by effects, removed to pay {E}; absent is 0. */
  energy?: number;
  /** 704.5b: tried to draw from an empty library since state-based actions were last checked. */
  drewFromEmpty: boolean;
};

/** What was chosen for a spell or ability as it was put on the stack (601.2b-d); a copy carries it. */
export type StackItem = {
  kind: 'spell' | 'ability';
  /** For an ability: the object it came from and the index of the ability among its abilities then. */
  source?: ObjectId;
  ability?: number;
  /**
   * The ability itself, when it isn't its source's card's own at that index (granted, copied or
   * changed by an effect, 613.1): an ability on the stack is independent of its source (113.7a).
   */
  abilityDef?: AbilityDef;
  /** One list per targeting phrase, in the order the text asks for them. */
  targets: EntityId[][];
  /** Each target object as it was when chosen, to name it after it is gone (400.7). */
  seen?: Record<ObjectId, { card: string; label?: string }>;
  x: number;
  modes: number[];
  /** The zone a spell was cast from. */
  castFrom?: Zone;
  /** How the division of 601.2d was announced: one amount per target of the dividing phrase. */
  divide?: number[];
  /** Costs announced and paid (601.2b, 601.2h): effects read them as it resolves; a copy keeps them. */
  kicked?: boolean;
  castAs?: 'flashback' | 'miracle' | 'madness' | 'evoke' | 'dash' | 'overload' | 'surge' | 'spectacle' | 'awaken' | 'emerge' | 'blitz' | 'escape' | 'disturb' | 'alternative' | 'morph' | 'bestow' | 'foretell' | 'withoutPaying';
  /** Cast by its suspend ability (702.62a): a creature spell cast this way gains haste until its caster loses control of it. */
  suspended?: true;
  /** The additional costs paid whose "When you cast this spell" copies it: casualty (702.153a), conspire (702.78a). */
  copyCosts?: ('casualty' | 'conspire')[];
  /** How many times its replicate cost was paid (702.56a): its cast trigger copies it that many times. */
  replicated?: number;
  /** Its buyback cost was paid (702.27a): it goes to its owner's hand as it resolves. */
  boughtBack?: boolean;
  /** Cast as an Adventure (715.3): exiled as it resolves, and its controller may cast the creature from exile (715.3d). */
  adventure?: boolean;
  /** Cast from a graveyard by the permission of retrace (702.81a) or jump-start (702.133a). */
  castWith?: GraveyardCast['kind'];
  paid?: PaidCosts;
  /**
   * An ability: its source as it last existed (a triggered ability's as it triggered, an activated
   * ability's as it was activated: 608.2h, 702.2e, 702.15c). A triggered ability: what triggered it.
   */
  lki?: GameObject;
  event?: TriggerEvent;
  /** A copy put onto the stack by an effect (707.10): it was not cast. */
  notCast?: boolean;
  /** What parts of a resolving effect chose for later parts: "that player", "that card". */
  /** What earlier parts of the effect chose (608.2c): a player or object, or several (the cards looked at). */
  memory?: Record<string, EntityId | EntityId[]>;
  /** The life the players lost to its last "loses life" effect, for "the life lost this way" after it (119.3, 608.2c). */
  lifeLost?: number;
  /** Its targets' power, toughness and mana value as they last existed on the battlefield, kept before an effect moved them (608.2h). */
  lastKnown?: Record<ObjectId, { power: number; toughness: number; manaValue: number }>;
};

/** A choice made as a permanent entered (614.12): a color (105.1), a creature type (205.3m). */
/** `entering`: unleash's or riot's choice as it enters (702.98a, 702.136a): its +1/+1 counter, or none (riot: haste). */
/** `devour`: the permanents chosen to be sacrificed as it enters (702.82a). */
export type Chosen = { color?: Color; creatureType?: string; entering?: 'counter' | 'none' | 'haste'; devour?: ObjectId[] };
/** What "As ~ enters, choose ..." asks. */
export type ChosenKind = keyof Chosen;

export type GameObject = {
  id: ObjectId;
  /** The name of its card definition in state.cards. */
  card: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  tapped: boolean;
  /** 302.6: has not been under its controller's control continuously since their most recent turn began. */
  sick: boolean;
  /**
   * Still `sick` as its controller's turn began: it came under their control since their previous
   * turn began, so since the beginning of their last upkeep (echo, 702.30a; the untap step between,
   * where no player gets priority, is the only difference). Until their next turn begins. Absent is false.
   */
  newToController?: boolean;
  /**
   * 708.2a, 708.4: a face-down spell or permanent: a 2/2 creature with no name, text, subtypes or
   * mana cost (its copiable values, 613.2b; layers/working.ts). Absent is face up. Its controller
   * may look at it (708.5); the page hides it from the others, and no log entry names it.
   */
  faceDown?: boolean;
  /**
   * 702.103b: a spell cast bestowed, or the Aura it became: an Aura enchantment with enchant
   * creature until it ceases to be bestowed (702.103e-f; casting/bestow.ts). Absent is false.
   */
  bestowed?: boolean;
  /**
   * What its controller chose as it entered (614.12, 614.1c): "As ~ enters, choose a color." Its
   * other abilities read "the chosen color". It belongs to this object only (400.7). Absent: none made.
   */
  chosen?: Chosen;
  /** The types of mana spent to cast the spell it was (601.2h), for "unless {U} was spent to cast it". This object's only (400.7). */
  spentToCast?: ManaType[];
  /** 702.112b: the renowned designation, until it leaves the battlefield. Absent is false. */
  renowned?: boolean;
  /**
   * 702.143a, 702.143c: a card exiled face down by its foretell ability: the number of the turn it
   * was foretold in; its owner may cast it for its foretell cost after that turn. Absent: not foretold.
   */
  foretold?: number;
  /** 701.37b: the monstrous designation, until it leaves the battlefield; `monstrousX`: the X it became monstrous with (701.37c). */
  monstrous?: boolean;
  monstrousX?: number;
  /**
   * How many times this permanent has transformed (701.27a); it stays the same object (712.18).
   * An ability that tries to transform it does so only if it hasn't transformed since the ability
   * was put on the stack (701.27f): the count then and now differ. Absent is 0.
   */
  transformed?: number;
  counters: Record<string, number>;
  damage: number;
  token: boolean;
  /** A copy of a spell or of a card (707.10, 707.12). */
  copy: boolean;
  /** A copy effect's exception to its colors: "except that the copy is red" (707.9b). */
  colors?: Color[];
  /**
   * 704.5h: dealt damage by a source with deathtouch since state-based actions were last checked.
   * Absent is false.
   */
  deathtouched?: boolean;
  /**
   * Regeneration shields (701.19a): each replaces the next destruction of this permanent this
   * turn, once. They belong to this object only (400.7) and end in the cleanup step (514.2).
   * Absent is none.
   */
  regenerationShields?: number;
  /** 715.3d: an adventurer card exiled as its Adventure resolved: the player who may cast it from exile as long as it stays there. */
  onAdventure?: PlayerId;
  /** "You may play that card this turn." (601.3, 305.1, 611.2a): the player who may play this exiled card, through the turn numbered `untilTurn`. */
  mayPlay?: { player: PlayerId; untilTurn: number };
  /** 701.19c: an effect said it can't be regenerated this turn; ends in the cleanup step (514.2). Absent is false. */
  cantBeRegenerated?: boolean;
  /**
   * 502.3: an effect said it "doesn't untap during its controller's next untap step": that step
   * doesn't untap it, and the effect is then over. It belongs to this object only (400.7). Absent is false.
   */
  skipsNextUntap?: boolean;
  /**
   * The sources that dealt it damage this turn (120.3), for "a creature dealt damage by ~ this turn"
   * and "dealt damage this way". It belongs to this object only (400.7); forgotten in the cleanup step. Absent: none.
   */
  damagedBy?: ObjectId[];
  /**
   * "If that creature would die this turn, exile it instead." (614.1a): the name of the effect's
   * source. It belongs to this object only (400.7) and ends in the cleanup step (514.2). Absent: none.
   */
  exileIfDies?: string;
  /** "If it would leave the battlefield, exile it instead of putting it anywhere else." (702.84a, 614.1a): the effect's source; for as long as this object exists (400.7). */
  exileIfLeaves?: string;
  /**
   * An Aura, Equipment or Fortification: the object or player it is attached to (301.5, 303.4,
   * 701.3). Absent: attached to nothing. Its `timestamp` is renewed as it becomes attached (613.7e).
   */
  attachedTo?: EntityId;
  /**
   * Layer 2's input: the controller a position or the rules gave it (a fact, not an effect:
   * SCENARIO.md "Positions"). `controller` is its controller now, after control-changing effects
   * (613.1b), written back by the derivation (layers/control.ts) because a change of control is
   * itself an event (302.6, 506.4). Absent: no effect has changed its control (the same as `controller`).
   */
  baseController?: PlayerId;
  /** The scenario's id: a name that follows the card from zone to zone (SCENARIO.md). */
  label?: string;
  /** When it entered its zone; orders objects that entered together and triggers (603.3b). */
  timestamp: number;
  /** Spells and abilities on the stack. */
  stackItem?: StackItem;
};

export type Turn = {
  number: number;
  active: PlayerId;
  step: Step;
  /** The player who holds priority, or null when nobody does (untap, cleanup, while resolving). */
  priority: PlayerId | null;
  /** Players who have passed in succession since the last action (117.4). */
  passed: PlayerId[];
  /** Whether any player has received priority in this step (514.3a). */
  hadPriority: boolean;
  /**
   * Abilities limited to once each turn that were activated this turn, as `objectId#ability`
   * (602.5b), and permanents a loyalty ability of which was activated this turn, as
   * `objectId#loyalty` (606.3).
   */
  activated?: string[];
  /** Triggered abilities that say "This ability triggers only once each turn." and triggered this turn, as `objectId#ability` (603.2). */
  triggered?: string[];
  /** Creatures declared as attackers this turn (508.1), for boast's "attacked this turn" (702.142a). */
  attacked?: ObjectId[];
};

export type ChoiceKind =
  | 'yesNo' | 'manaType' | 'pick' | 'order' | 'modes' | 'number' | 'divide' | 'cast' | 'random' | 'manual'
  | 'attackers' | 'blockers' | 'damage';

/**
 * What a combat choice offers (SCENARIO.md, "Combat"), so a page can show it: the creatures that
 * could be declared, what they could attack or block, and for a damage assignment each recipient
 * with the damage that would be lethal to it (510.1c-d, 702.2c, 702.19b).
 */
export type CombatPrompt =
  | { kind: 'attackers'; creatures: ObjectId[]; defenders: EntityId[] }
  | { kind: 'blockers'; creatures: ObjectId[]; attackers: ObjectId[] }
  | {
      kind: 'damage';
      source: ObjectId;
      amount: number;
      /** Each recipient with the damage lethal to it now (a player's life, a planeswalker's loyalty). */
      recipients: { id: EntityId; lethal: number }[];
      /** With trample (702.19b): the player or planeswalker attacked, assigned damage only once every blocker is assigned lethal damage. */
      excessTo?: EntityId;
      /**
       * "You may have ~ assign its combat damage as though it weren't blocked" (510.1c): all of it may
       * go to the player or planeswalker attacked instead; with no blocker left, none of it may.
       */
      unblockedTo?: EntityId;
    };

/** One attacking creature (506.3, 508.1). */
export type CombatAttacker = {
  id: ObjectId;
  /** The player or planeswalker it attacks; null once that planeswalker left combat (506.4c). */
  attacks: EntityId | null;
  /** 509.1h: false until blockers are declared, then whether it became blocked; it stays blocked. */
  blocked: boolean;
  /** The creatures blocking it, in the order they were declared. */
  blockedBy: ObjectId[];
};

/** One blocking creature (509.1) and the attackers it blocks. */
export type CombatBlocker = { id: ObjectId; player: PlayerId; blocks: ObjectId[] };

/** A combat under way (506): from the beginning of combat step until the end of combat step ends (511.3). */
export type Combat = {
  /** In the order of the `attackers` answer. */
  attackers: CombatAttacker[];
  /** Defending player by defending player in APNAP order, each in the order of their `blockers` answer. */
  blockers: CombatBlocker[];
  /** Whether attackers have been declared (508.1) and which defending players have declared blockers (509.1). */
  attackersDeclared: boolean;
  blockersDeclared: PlayerId[];
  /**
   * The creatures that had first strike or double strike as the first-strike combat damage step
   * began (510.4): of these, only those with double strike deal damage again in the regular step.
   */
  dealtFirstStrike: ObjectId[];
  /** 508.8: whether any creature was declared as an attacker, even one removed from combat since. */
  hadAttackers?: boolean;
  /**
   * The damage assigned so far in the combat damage step under way (510.1), in the order of the
   * assignments; absent once it has been dealt (510.2).
   */
  assigned?: DamageAssignment[];
};

/** One creature's combat damage as its controller assigned it (510.1): amounts by recipient. */
export type DamageAssignment = { source: ObjectId; to: Record<EntityId, number> };

export type ChoiceOption = { id: string; label: string };

/** What a pick of targets must respect: each phrase's current targets and legal choices. */
export type TargetPick = {
  phrases: { phrase: string; current: EntityId[]; legal: EntityId[]; min: number; max: number; differentFrom?: number[]; singleGraveyard?: true }[];
  /** New targets for a copy (707.10c): a target may stay as it is, even if illegal. */
  mayKeep: boolean;
};

/** The one decision the game waits for. The answer is handed to `then` as it continues. */
export type PendingChoice = {
  kind: ChoiceKind;
  player: PlayerId;
  /** What is asked, in plain words. */
  prompt: string;
  rule: string;
  options: ChoiceOption[];
  /** How many options a pick takes. */
  min?: number;
  max?: number;
  /** A pick of targets: the answer is grouped per targeting phrase, as in a cast (SCENARIO.md). */
  targets?: TargetPick;
  /** For a `cast` choice: the card that may be cast, and how (608.2g). */
  cast?: { card: ObjectId; as?: 'miracle' | 'madness'; withoutPaying: boolean };
  /** For a combat choice: what it offers. */
  combat?: CombatPrompt;
  /** For a `manual` choice: the sentence to carry out by hand, and the whole ability it is part of. */
  manual?: { sentence: string; ability: string };
  /** For an order: what each possible order gives, so a prompt can say it (616.1). */
  outcomes?: { order: string[]; result: string }[];
  then: Instruction;
};

/** What was paid to cast a spell (601.2h), as the spell's effects may need to know it. */
export type PaidCosts = {
  mana: ManaType[];
  life: number;
  /** The sacrificed permanents as they last existed on the battlefield. */
  sacrificed: GameObject[];
  discarded: string[];
  exiled: string[];
  /**
   * Ninjutsu (702.49c): what the creature returned to its owner's hand to pay the cost was
   * attacking as it left, null for nothing (506.4c).
   */
  returnedAttacking?: EntityId | null;
};

/** The context an effect runs in: the resolving spell or ability, or a mana ability resolving at once. */
export type EffectContext = {
  /** The spell or ability object on the stack, when there is one. */
  object?: ObjectId;
  /** The object whose ability this is (the spell itself, or the permanent with the ability). */
  source: ObjectId;
  /** The source's name as the log shows it, kept in case the source leaves its zone (608.2h). */
  sourceName: string;
  /** The text of the resolving spell or ability, for the effects it leaves (the explain view). */
  abilityText?: string;
  controller: PlayerId;
  /** A mana ability resolving at once (605.3b, 605.4a). */
  manaAbility?: boolean;
  /** The ability had {T} in its cost: its source is "tapped for mana" (106.12). */
  tappedForMana?: boolean;
  /** The source as it last existed, for a source that has left its zone (608.2h, 113.7a). */
  lki?: GameObject;
  /** The choices and payments recorded on the resolving spell (kicker, division, costs). */
  spell?: StackItem;
  /** Where this part's phrases start among the spell's phrases (for its division). */
  targetOffset?: number;
  /** What triggered a triggered ability: the player, and the mana a land just produced (106.12a). */
  event?: TriggerEvent;
  /** Targets per phrase of this ability; null where the target is illegal now (608.2b). */
  targets: (EntityId | null)[][];
  x: number;
  /** The {E} paid as this part resolved ("you may pay any amount of {E}"), for "that much" after it. */
  energyPaid?: number;
};

/** The facts of the event a triggered ability triggered on. */
export type TriggerEvent = {
  player?: PlayerId;
  produced?: ManaType[];
  object?: ObjectId;
  /** The spell that was cast, as it was then: "copy that spell" uses it if the spell is gone (113.7a). */
  spell?: GameObject;
  /** A number fixed as the ability triggered. */
  count?: number;
  /** 701.37c: the X of "monstrosity X", the X of an ability that triggers on becoming monstrous. */
  x?: number;
  /**
   * The new object `object` became as it changed zones (400.7): a leaves-the-battlefield ability
   * may find the card in the zone it went to ("return it to the battlefield", undying, 702.93a;
   * 400.7 exception in 603.10a's abilities). Absent: it didn't move, or became nothing (a token).
   */
  movedTo?: ObjectId;
};

/** A triggered ability that has triggered and waits to be put on the stack (603.3). */
/** Where an effect keeps what it made, for a later part or a delayed triggered ability: a stack object's memory key. */
export type Remember = { on: ObjectId; key: string };

export type PendingTrigger = {
  /** The object whose ability it is, and that ability's index among its abilities then. */
  source: ObjectId;
  ability: number;
  /** The ability, when it isn't the card's own at that index (see StackItem.abilityDef). */
  abilityDef?: AbilityDef;
  card: string;
  controller: PlayerId;
  /** The source as it last existed (a creature that died, 603.10a). */
  lki: GameObject;
  event: TriggerEvent;
  /** The order it triggered in, so identical triggers go on the stack in a known order. */
  order: number;
  /** A delayed triggered ability's memory of the objects it refers to (603.7c), its stack object's from the start. */
  memory?: Record<string, EntityId | EntityId[]>;
};

/**
 * One small step of what happens between two decisions (DESIGN.md, "The agenda").
 * The engine runs them next-first until the agenda is empty or one asks a question.
 */
export type Instruction =
  /** `player`: the one player of several this instance is for, each in turn (101.4). */
  /** `earlier`: an answer the effect was given before it asked again (scry's cards kept on top, then the bottom's order); `rolled`: the dice of one roll already rolled, while the next is asked (706.6, effects/rollDie.ts). */
  | { op: 'effect'; effect: EffectDef; ctx: EffectContext; answer?: unknown; earlier?: unknown; player?: PlayerId; rolled?: number[] }
  | { op: 'resolveTop' }
  /** 608.3: `answer`, for a permanent that may enter as a copy, is the permanent chosen to copy (707.5, 614.12a). */
  | { op: 'finishResolve'; object: ObjectId; answer?: unknown; chosen?: Chosen; asking?: ChosenKind }
  /** A card an effect puts onto the battlefield that may enter as a copy: `answer` is the permanent chosen to copy (707.5, 614.12a). */
  /** `remember`: the resolving stack object and the key its memory keeps the permanent under (603.7c). */
  /** `attachTo`: what an Aura chose to enchant as it enters (303.4f); `askingAttach`: `answer` is that choice. */
  | { op: 'enter'; object: ObjectId; controller: PlayerId; tapped?: boolean; attacking?: EntityId | null; counters?: Record<string, number>; answer?: unknown; askedLife?: true; lifePaid?: boolean; askedReveal?: true; revealed?: boolean; chosen?: Chosen; asking?: ChosenKind; remember?: Remember; attachTo?: EntityId; askingAttach?: true }
  /** 117.5: state-based actions, triggers, then priority; `kept`: the permanents chosen so far for the legend rule (704.5j), `answer` the latest. */
  | { op: 'priority'; player: PlayerId; kept?: ObjectId[]; answer?: unknown }
  | { op: 'endStep' }
  | { op: 'beginStep'; step: Step }
  | { op: 'cleanupDiscard'; answer?: unknown }
  /** 502.3: the untap step's untapping; `answer`: the permanents the active player keeps tapped. */
  | { op: 'untapStep'; answer?: unknown }
  | { op: 'cleanupEnd' }
  | { op: 'ask'; choice: PendingChoice }
  | { op: 'produceMana'; event: ManaEvent; answer?: unknown }
  | { op: 'putTriggersOnStack'; answer?: unknown }
  | { op: 'chooseTriggerTargets'; object: ObjectId; answer?: unknown }
  | { op: 'chooseTriggerModes'; object: ObjectId; answer?: unknown }
  /** Combat's turn-based actions (508.1, 509.1, 510.1); `player`: the defending player declaring blockers. */
  | { op: 'declareAttackers'; answer?: unknown }
  | { op: 'declareBlockers'; player: PlayerId; answer?: unknown }
  /** Combat damage is assigned, then dealt (510.1-510.2); the assignments so far are in `combat.assigned`. */
  | { op: 'combatDamage'; first: boolean; answer?: unknown }
  | { op: 'putCopy'; spell: GameObject; controller: PlayerId; newTargets: boolean; count: number; color?: Color; answer?: unknown };

export type GameOver = { winners: PlayerId[] };

export type GameState = {
  /** The definitions of every card in this game, by name. */
  cards: Record<string, CardDef>;
  players: Record<PlayerId, Player>;
  /** Turn order, starting with the scenario's first player. */
  order: PlayerId[];
  /** Every object by id, in buckets (objectTable.ts): read with objectAt(). */
  objects: ObjectTable;
  battlefield: ObjectId[]; // in the order permanents entered
  stack: ObjectId[]; // bottom first: the last is the top
  exile: ObjectId[];
  turn: Turn;
  agenda: Instruction[];
  choice: PendingChoice | null;
  /** 603.3: abilities that triggered and wait to be put on the stack. */
  pendingTriggers: PendingTrigger[];
  /** The mulberry32 state (SCENARIO.md, "Randomness"). */
  rng: number;
  /**
   * "ask": a choice made at random is asked of the effect's controller instead, as a `random`
   * choice, and no value of the generator is used (SCENARIO.md, "Randomness, asked"). Absent: seeded.
   */
  random?: 'ask';
  nextId: number;
  nextTimestamp: number;
  gameOver: GameOver | null;
  /**
   * 731.1: the day or night designation of the game; absent while it is neither (the game starts
   * with neither, and once it has one it always has exactly one).
   */
  dayNight?: 'day' | 'night';
  /** 500.7: extra turns given and not yet begun, the most recently created last (taken first). Absent: none. */
  extraTurns?: PlayerId[];
  /** 614.10a: how many of their next turns each player will skip ("You skip your next turn."). Absent: none. */
  skipTurns?: Record<PlayerId, number>;
  /** The combat under way (506), absent outside combat (DESIGN.md, "Combat is state and choices"). */
  combat?: Combat;
  /** A resolution is being stepped through one instruction at a time (`resolve` with `stepwise`). */
  stepping?: boolean;
  /**
   * Continuous effects from resolved spells and abilities (611.2, layers.ts), in timestamp order.
   * Absent when there are none, so states without any keep their shape.
   */
  effects?: ContinuousEffect[];
  /**
   * The permanents an effect gave to a player other than their `baseController` (613.1b): when the
   * effects end, layers/control.ts gives them back. Absent: none.
   */
  controlledByEffects?: ObjectId[];
  /** "Prevent all combat damage that would be dealt this turn" (615.1a), until the cleanup step (514.2). Absent: none. */
  combatDamagePrevented?: true;
  /**
   * "Prevent the next 3 damage that would be dealt to any target this turn" (615.7): shields, each
   * on one player or object (400.7: not on a new object the card becomes), in the order they were
   * created, until used up or the cleanup step (514.2). Absent: none.
   */
  preventionShields?: PreventionShield[];
  /**
   * "Prevent all [combat] damage that would be dealt to/by ... this turn" (615.1a): resolved
   * prevention effects on objects fixed as they resolved, until the cleanup step (514.2). Absent: none.
   */
  damagePreventions?: DamagePrevention[];
  /** Cards exiled "until ~ leaves the battlefield" (610.3), by the permanent whose leaving returns them. Absent: none. */
  exiledUntilLeaves?: { source: ObjectId; cards: ObjectId[] }[];
  /** Cards an ability exiled, by the object whose ability it was, for the ability linked to it ("the exiled card", 607.2a). Absent: none. */
  linkedExiles?: { source: ObjectId; cards: ObjectId[] }[];
  /** Delayed triggered abilities waiting for their moment (603.7), in the order they were created. Absent: none. */
  delayedTriggers?: DelayedTrigger[];
};

/** One line of the game's log; every entry names the rule that produced it. */
export type LogEntry = {
  text: string;
  rule: string;
  /** Rules cited beside the main one: a copy ceasing to exist is 704.5e, and 707.10a says so too. */
  also?: string[];
  /** Sandbox edits are outside the rules: shown apart. */
  edit?: boolean;
  /** Players and objects the entry is about, for highlighting. */
  refs?: EntityId[];
  /** A result chosen at random: by the seeded generator, or by a player in place of chance. */
  random?: 'seeded' | 'chosen';
  /** The answer a random result stands for when it is no player or object: a die's result, "14" (706.1a). */
  result?: string;
};

/** One resolved "prevent all damage" effect (615.1a): the objects it protects (or stops dealing damage), which damage, and its source. */
export type DamagePrevention = {
  objects: EntityId[];
  direction: 'to' | 'by' | 'toAndBy';
  combatOnly: boolean;
  source: { id: ObjectId; name: string };
  /** "The next time a source of your choice would deal damage ..." (615.8): only damage from this source, once; `anyRecipient`: to anything. */
  from?: ObjectId;
  next?: true;
  anyRecipient?: true;
};

/** One prevention shield (615.7): how much damage to `to` it still prevents, and the source of the effect. */
export type PreventionShield = { to: EntityId; amount: number; source: { id: ObjectId; name: string } };

/**
 * A delayed triggered ability (603.7): created by a resolving spell or ability, it triggers once
 * (603.7c) at the beginning of the first `step` of a turn after `afterTurn`. It is its source's,
 * named after it (603.7d, 603.7e), with the index of the ability that created it (SCENARIO.md).
 */
/** `yours`: only at an upkeep of its controller's turn ("your next upkeep", rebound 702.88a). */
export type DelayedTrigger = { step: 'upkeep' | 'end' | 'endOfCombat'; afterTurn: number; ability: AbilityDef; source: ObjectId; index: number; card: string; controller: PlayerId; lki: GameObject; yours?: true; memory?: Record<string, EntityId | EntityId[]> };
