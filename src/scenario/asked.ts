// Exporting a game that asked random results (SCENARIO.md, "Randomness, asked") when some of its
// results came from the generator, before the setting was turned on or after it was turned off:
// the document asks them all, so each result the generator chose is written as the answer it gave,
// and a seed edit keeps the generator's state as the game had it, for when asking is turned off.
import type { Action, EntityId, GameState, LogEntry } from '../engine';

/** The results the generator chose in one action of the game, in order: the exported game asks them. */
export function drawnResults(log: readonly LogEntry[]): EntityId[] {
  return log.filter((e) => e.random === 'seeded').map((e) => e.result ?? e.refs![0]);
}

/** A seed edit that gives the exported game the game's generator state, when it may take one. */
export function seedSync(s: GameState, original: GameState): Action | null {
  if (s.rng === original.rng || s.choice || s.agenda.length) return null;
  return { type: 'edit', op: 'seed', seed: original.rng };
}
