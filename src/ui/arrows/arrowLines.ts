// The arrows the page draws over the table, as strings so a selector can compare them
// (`kind from to`): the combat's attacks and blocks (combatView.ts), and the targets of spells and
// abilities on the stack (115.1, 601.2c, 602.2b, 603.3d): from the top object of the stack always,
// from another stack object only while its entry is pointed at or has the focus. Pure.
import { objectAt, type GameState, type ObjectId } from '../../engine';
import { combatLines } from '../combat/combatView';
import type { CombatSelection } from '../combat/selection';

/**
 * `target from to` from a stack object to each of its targets still there: a player, or an object
 * in the zone it was chosen in (a target that left it is a new object, 400.7, and gets no arrow).
 */
export function targetLines(s: GameState, id: ObjectId): string[] {
  const item = objectAt(s, id)?.stackItem;
  if (!item) return [];
  const seen = new Set<string>();
  for (const t of item.targets.flat()) if (s.players[t] || objectAt(s, t)) seen.add(`target ${id} ${t}`);
  return [...seen];
}

/** Combat lines, then the top of the stack's targets, then those of `shown` (a stack object pointed at). */
export function arrowLines(s: GameState, kept: CombatSelection | null, shown: ObjectId | null): string[] {
  const top = s.stack.at(-1);
  const lines = combatLines(s, kept);
  if (top) lines.push(...targetLines(s, top));
  if (shown && shown !== top && s.stack.includes(shown)) lines.push(...targetLines(s, shown));
  return lines;
}
