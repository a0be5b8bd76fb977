// New targets for a copy (707.10c) may keep a target that has left its zone: the copy still
// targets it, and the spell it copies remembers it as it was (its card and scenario id). No
// reference can name an object that no longer exists, so a kept target of that kind is written as
// it was remembered (its id, else its card's name), in its place in the group: giving the same
// references keeps them (SCENARIO.md, "Choices and targets").
import { objectAt, type EntityId, type GameState, type PendingChoice } from '../engine';

type Seen = { card: string; label?: string };

/** How the pending choice's instruction remembers an object that is gone. */
function seenIn(v: unknown, id: EntityId): Seen | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const seen = (v as { seen?: Record<string, Seen> }).seen;
  if (seen && seen[id]) return seen[id];
  for (const x of Object.values(v)) {
    const found = seenIn(x, id);
    if (found) return found;
  }
  return undefined;
}

const gone = (s: GameState, id: EntityId) => !s.players[id] && !objectAt(s, id);

/** The reference for a kept target that is gone, or undefined when the target still exists. */
export function keptTargetRef(s: GameState, c: PendingChoice, id: EntityId): string | undefined {
  if (!c.targets?.mayKeep || !gone(s, id)) return undefined;
  const seen = seenIn(c.then, id);
  return seen ? (seen.label ?? seen.card) : undefined;
}

/** The gone target kept at place `j` of phrase `i` when `ref` names it as it was remembered. */
export function keptTarget(s: GameState, c: PendingChoice, i: number, j: number, ref: unknown): EntityId | undefined {
  const id = c.targets?.mayKeep ? c.targets.phrases[i]?.current[j] : undefined;
  return id !== undefined && keptTargetRef(s, c, id) === ref ? id : undefined;
}
