// What the scenario tests compare when a game is played again (run.test.ts, export.test.ts).
import { objectAt, type GameState } from '../engine';

/**
 * What a game looks like, without the ids an export gives cards or the engine's own ids: a start
 * folded from edits is built again, so its objects are numbered afresh. Each object is named by
 * its card, in the zone and order it has.
 */
export function comparablePosition(s: GameState): string {
  const { objects: _o, cards, nextId: _n, nextTimestamp: _t, ...rest } = s;
  return JSON.stringify({ ...rest, cards: Object.keys(cards).sort() }).replace(/"o\d+"/g, (id) => JSON.stringify(objectAt(s, JSON.parse(id) as string)?.card ?? 'gone'));
}
