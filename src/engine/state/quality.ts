// Whether a permanent is what a phrase names (109.2, 115.1): one of its card types, and each quality
// the phrase adds ("nonblack", "nonbasic", "tapped", "with flying", "an opponent controls"). Shared
// by targeting phrases and by "each ..." / "all ..." effects, so both read a phrase alike.
import type { CardType, EachFilter, PermanentQuality } from './card';
import { cardOf, colors, hasKeyword, isType, power } from './characteristics';
import type { EntityId, GameObject, GameState, PlayerId } from './state';
import { objectAt } from './objectTable';
import { apnap } from './game';
import { attackerEntry, blockerEntry } from '../combat/combat';

export function hasQuality(s: GameState, o: GameObject, q: PermanentQuality | undefined, controller: PlayerId): boolean {
  if (!q) return true;
  if (q.notTypes?.some((t) => isType(s, o, t))) return false;
  if (q.colors && !q.colors.some((c) => colors(s, o).includes(c))) return false;
  if (q.notColors?.some((c) => colors(s, o).includes(c))) return false;
  if (q.notSupertypes?.some((t) => cardOf(s, o).supertypes?.includes(t))) return false;
  if (q.tapped !== undefined && o.tapped !== q.tapped) return false;
  // 506.4: a creature is attacking (blocking) from its declaration until it is removed from combat or combat ends.
  if (q.inCombat && !q.inCombat.some((k) => (k === 'attacking' ? attackerEntry(s, o.id) : blockerEntry(s, o.id)) !== undefined)) return false;
  if (q.keyword && hasKeyword(s, o, q.keyword.keyword) !== q.keyword.has) return false;
  if (q.power?.atLeast !== undefined && power(s, o) < q.power.atLeast) return false;
  if (q.power?.atMost !== undefined && power(s, o) > q.power.atMost) return false;
  if (q.controller === 'you' && o.controller !== controller) return false;
  if (q.controller === 'opponent' && o.controller === controller) return false;
  return true;
}

/** A permanent of one of the types that has the qualities, for a spell or ability `controller` controls. */
export function isPermanentOf(s: GameState, o: GameObject, types: readonly CardType[], q: PermanentQuality | undefined, controller: PlayerId): boolean {
  return o.zone === 'battlefield' && types.some((t) => isType(s, o, t)) && hasQuality(s, o, q, controller);
}

/**
 * The players (in APNAP order, 101.4) and permanents (in battlefield order) "each ..." names now;
 * "other ..." leaves out `source`, the object whose spell or ability it is.
 */
export function eachOf(s: GameState, f: EachFilter, controller: PlayerId, source?: EntityId): EntityId[] {
  const players = f.players ? apnap(s).filter((p) => f.players === 'all' || p !== controller) : [];
  const permanents = f.permanents ? s.battlefield.filter((id) => !(f.other && id === source) && isPermanentOf(s, objectAt(s, id), f.permanents!, f.quality, controller)) : [];
  return [...players, ...permanents];
}
