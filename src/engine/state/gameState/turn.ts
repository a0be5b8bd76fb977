// The steps of a turn and the turn under way (500-514).
import type { ObjectId, PlayerId } from './ids';

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
