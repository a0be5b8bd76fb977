// Counters (122): a kind as Oracle text writes it ("+1/+1", "-1/-1", "charge", "quest"). Putting a
// counter is modelled only when the counter means to the engine what it means to the rules: the
// +1/+1 and -1/-1 counters the engine adds to power and toughness (122.1a), shield counters
// (122.1c, engine/state/shieldCounters.ts), or a counter with no
// rules meaning of its own (a charge counter counts, nothing more). Other counters change the
// object in ways the engine doesn't carry out yet, so putting one stays unmodelled.
import { map, re, where, type Parser } from './primitives';

/** A counter's kind: "+1/+1", "-0/-1", "charge", "spore". */
export const counterKind: Parser<string> = map(re(/[+-]\d+\/[+-]\d+|[a-z]+/), (m) => m[0]);

/**
 * Counters with rules meaning the engine lacks: keyword counters (122.1b; "first strike" and
 * "double strike" are two words, and never read as one kind), stun (122.1d),
 * loyalty (122.1e), poison (122.1f), lore (714.2), defense (310.4).
 */
const MEANINGFUL = new Set([
  'flying', 'deathtouch', 'decayed', 'exalted', 'haste', 'hexproof', 'indestructible', 'lifelink', 'menace', 'reach', 'shadow', 'trample', 'vigilance',
  'stun', 'loyalty', 'poison', 'lore', 'defense',
]);

/** Whether the engine carries out putting this counter as the rules do: +1/+1, -1/-1, shield, or one without rules meaning. */
export const placeable = (k: string): boolean => k === '+1/+1' || k === '-1/-1' || (/^[a-z]+$/.test(k) && !MEANINGFUL.has(k));

/** A counter whose placing the engine carries out as the rules do: +1/+1, -1/-1, or one without rules meaning. */
export const placedCounter: Parser<string> = where(counterKind, placeable);
