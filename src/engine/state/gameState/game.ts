// The whole game state and its log, plain JSON-safe data (DESIGN.md; 104 game over).
import type { CardDef } from '../card';
import type { ObjectTable } from '../objectTable';
import type { ContinuousEffect } from '../layers';
import type { EntityId, ObjectId, PlayerId } from './ids';
import type { Player } from './players';
import type { Turn } from './turn';
import type { DelayedTrigger, Instruction, PendingTrigger } from './stack';
import type { PendingChoice } from './choices';
import type { Combat } from './combat';
import type { DamagePrevention, PreventionShield } from './prevention';

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
  /** 725.1: the player who is the monarch; absent while there is none (725.3: one at most). */
  monarch?: PlayerId;
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
