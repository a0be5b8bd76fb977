// The stack and triggers: spells and abilities on it, what they paid and chose, triggers waiting and delayed (405, 601.2, 603).
import type { AbilityDef, Color, ManaType, EffectDef, GraveyardCast } from '../card';
import type { ManaEvent } from '../../mana/manaReplacement';
import type { EntityId, ObjectId, PlayerId, Zone } from './ids';
import type { Chosen, ChosenKind, GameObject } from './objects';
import type { Step } from './turn';
import type { PendingChoice } from './choices';

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
  /** How many times it was kicked, when its multikicker cost was paid more than once (702.33d); `kicked` alone is once. */
  timesKicked?: number;
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

/** Where an effect keeps what it made, for a later part or a delayed triggered ability: a stack object's memory key. */
export type Remember = { on: ObjectId; key: string };

/** A triggered ability that has triggered and waits to be put on the stack (603.3). */
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
  /** `replaced`: the replacement each permanent's controller chose for its destruction by a state-based action (616.1), `replacing` the one asked now. */
  | { op: 'priority'; player: PlayerId; kept?: ObjectId[]; answer?: unknown; replaced?: Record<ObjectId, string>; replacing?: ObjectId }
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

/**
 * A delayed triggered ability (603.7): created by a resolving spell or ability, it triggers once
 * (603.7c) at the beginning of the first `step` of a turn after `afterTurn`. It is its source's,
 * named after it (603.7d, 603.7e), with the index of the ability that created it (SCENARIO.md).
 */
/** `yours`: only at an upkeep of its controller's turn ("your next upkeep", rebound 702.88a). */
export type DelayedTrigger = { step: 'upkeep' | 'end' | 'endOfCombat'; afterTurn: number; ability: AbilityDef; source: ObjectId; index: number; card: string; controller: PlayerId; lki: GameObject; yours?: true; memory?: Record<string, EntityId | EntityId[]> };
