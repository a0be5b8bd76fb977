// A game object: a card or token in a zone, its status and choices made as it entered (109, 110, 614.12).
import type { Color, ManaType } from '../card';
import type { EntityId, ObjectId, PlayerId, Zone } from './ids';
import type { StackItem } from './stack';

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
