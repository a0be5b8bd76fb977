// A combat under way: attackers, blockers, damage assignment, and its prompts (506-511).
import type { EntityId, ObjectId, PlayerId } from './ids';

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
