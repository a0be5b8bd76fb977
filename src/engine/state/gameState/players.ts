// A player: life, mana pool, counters and the turn's records (102, 106.4, 119).
import type { ManaType } from '../card';
import type { ObjectId, PlayerId } from './ids';

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
