// 702.14a: "[type]walk" read as the lands it names: "islandwalk" a land type, "legendary landwalk"
// a supertype, "nonbasic landwalk" the lack of one, "snow swampwalk" a supertype and a land type.
// The keyword grammar (grammar/keyword.ts) reads the words; this gives the engine's quality.
import type { LandwalkQuality } from '../engine/state/card';

const LAND_TYPES: Record<string, string> = { plains: 'Plains', island: 'Island', swamp: 'Swamp', mountain: 'Mountain', forest: 'Forest', desert: 'Desert' };

/** The lands a landwalk keyword (lower case, as the grammar reads it) names; null for any other keyword. */
export function landwalkOf(keyword: string): LandwalkQuality | null {
  if (keyword === 'nonbasic landwalk') return { notSupertype: 'Basic' };
  if (keyword === 'legendary landwalk') return { supertype: 'Legendary' };
  const m = /^(snow )?(plains|island|swamp|mountain|forest|desert)walk$/.exec(keyword);
  if (!m) return null;
  return m[1] ? { supertype: 'Snow', subtype: LAND_TYPES[m[2]] } : { subtype: LAND_TYPES[m[2]] };
}
