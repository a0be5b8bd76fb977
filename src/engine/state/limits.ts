// The sandbox's own limits: what it agrees to build, so a position or a link can't make the page
// hang or run out of memory. The game has no such limits (a judge may be asked about a million
// tokens); the page has, and says so. Going past one is a RulesError that names the limit and
// cites the rule of the action refused, the state unchanged. Each limit sits far above any real
// game and far below what makes the engine slow: creating an object costs about a microsecond, and
// 10,000 objects keep every action under a few milliseconds.
import { RulesError } from '../errors';

export const LIMITS = {
  /** Objects in a game at once: cards, tokens, copies, abilities on the stack. */
  objects: 10_000,
  /** A life total, either way (119). */
  life: 1_000_000,
  /** Counters of one kind on an object or a player (122). */
  counters: 1_000_000,
  /** Damage marked on a permanent, or dealt at once (120). */
  damage: 1_000_000,
  /** Mana in one mana production event or in a pool (106). */
  mana: 10_000,
  /** A turn number (500). */
  turns: 1_000_000,
} as const;

export type Limit = keyof typeof LIMITS;

const HOLDS: Record<Limit, (max: string) => string> = {
  objects: (max) => `at most ${max} objects in a game`,
  life: (max) => `a life total only from -${max} to ${max}`,
  counters: (max) => `at most ${max} counters of one kind on an object or a player`,
  damage: (max) => `at most ${max} damage marked on a permanent or dealt at once`,
  mana: (max) => `at most ${max} mana in a mana pool or made by one event`,
  turns: (max) => `at most ${max} turns`,
};

/** "1,000,000": numbers in messages are read by people. */
export function count(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'more than can be counted';
}

/** The refusal: what the sandbox holds, what the action would make, and that it is the sandbox's. */
export function overLimit(limit: Limit, would: number, rule: string): RulesError {
  return new RulesError(
    `The sandbox holds ${HOLDS[limit](count(LIMITS[limit]))}; this would make ${count(would)}. This is a limit of the sandbox, not a rule of the game`,
    rule,
  );
}

/** Throws when a whole number goes past ±limit. */
export function checkWithin(limit: Limit, n: number, rule: string): void {
  if (Math.abs(n) > LIMITS[limit]) throw overLimit(limit, n, rule);
}
