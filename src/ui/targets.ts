// Which players and objects may be chosen for the phrase being asked, computed once per state.
import { legalTargets, type EntityId, type GameState } from '../engine';
import type { Targeting } from './uiStore';

let cache: { state: GameState; targeting: Targeting; legal: ReadonlySet<EntityId> } | null = null;

const NONE: ReadonlySet<EntityId> = new Set();

/** The legal targets for the next phrase of the spell or ability being cast or activated. */
export function legalNow(state: GameState, targeting: Targeting | null): ReadonlySet<EntityId> {
  if (!targeting || targeting.x === null) return NONE;
  if (cache && cache.state === state && cache.targeting === targeting) return cache.legal;
  const spec = targeting.specs[targeting.chosen.length];
  const legal = spec ? new Set(legalTargets(state, spec, targeting.player)) : NONE;
  cache = { state, targeting, legal };
  return legal;
}
