// Protection (702.16): the qualities a permanent or player is protected from, read from the
// object's current abilities, and whether a source has one of them. One place for targeting
// (702.16b, casting/targetable.ts), damage (702.16e, effects/damage.ts), blocking (702.16f) and
// attaching (702.16c-d) to ask. Attaching is not checked yet: an Aura spell's target is (115.1b),
// but an Aura or Equipment attached to a permanent with protection from it is not unattached by
// the state-based actions 704.5m and 704.5n, which wait for attachment's own issue. Players have
// no abilities in the engine, so "you have protection" isn't modelled.
import type { ProtectionQuality } from './card';
import { abilities, cardOf, colors } from './characteristics';
import type { GameObject, GameState } from './state';

const COLOR_WORDS = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const;

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
  return protectionFrom(s, o, source) !== undefined;
}

/** The first of `o`'s protections that `source` has the quality of, if any. */
export function protectionFrom(s: GameState, o: GameObject, source: GameObject): ProtectionQuality | undefined {
  return protections(s, o).find((q) => hasProtectionQuality(s, source, q));
}

/** The quality in Oracle words, for the log: "red", "creatures", "everything". */
export function qualityText(q: ProtectionQuality): string {
  if (q.everything) return 'everything';
  if (q.chosen && !q.colors) return 'the chosen color';
  const words = [
    ...(q.colors ?? []).map((c) => COLOR_WORDS[c]),
    ...(q.types ?? []).map((t) => `${t.toLowerCase()}s`),
    ...(q.subtypes ?? []).map((t) => `${t}s`),
    ...(q.multicolored ? ['multicolored'] : []),
    ...(q.monocolored ? ['monocolored'] : []),
  ];
  return words.length === 5 && q.colors?.length === 5 ? 'all colors' : words.join(' and from ');
}
