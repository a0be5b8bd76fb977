// Protection (702.16): the qualities a permanent or player is protected from, read from the
// object's current abilities, and whether a source has one of them.
import type { ProtectionQuality } from './card';
import { abilities, cardOf, colors } from './characteristics';
import type { GameObject, GameState } from './state';

/** The qualities of the protection abilities an object has now (702.16a); several are cumulative (702.16g). */
export function protections(s: GameState, o: GameObject): ProtectionQuality[] {
  return abilities(s, o).flatMap((a) => (a.kind === 'keyword' && a.keyword === 'protection' && a.protection ? [a.protection] : []));
}

/** Whether a source (a spell, a permanent, a card) has the quality (702.16b-f, 702.16j). */
export function hasProtectionQuality(s: GameState, source: GameObject, q: ProtectionQuality): boolean {
  if (q.everything) return true;
  const def = cardOf(s, source);
  const cs = colors(s, source);
  if (q.colors?.some((c) => cs.includes(c))) return true;
  if (q.multicolored && cs.length > 1) return true;
  if (q.monocolored && cs.length === 1) return true;
  if (q.types?.some((t) => def.types.includes(t))) return true;
  return q.subtypes?.some((t) => def.subtypes?.includes(t)) ?? false;
}

/** Whether `o` has protection from `source`: it can't be damaged, enchanted or equipped, blocked or targeted by it (702.16b). */
export function protectedFrom(s: GameState, o: GameObject, source: GameObject): boolean {
  return protections(s, o).some((q) => hasProtectionQuality(s, source, q));
}
