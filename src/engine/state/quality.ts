// Whether a permanent is what a phrase names (109.2, 115.1): one of its card types, and each quality
// the phrase adds ("nonblack", "nonbasic", "tapped", "with flying", "an opponent controls"). Shared
// by targeting phrases, by "each ..." / "all ..." effects and by the static abilities the layers
// apply (611.3a), so all read a phrase alike: the layers through the characteristics they are still
// deriving (layers/working.ts), the rest through the characteristics now.
import type { CardType, EachFilter, PermanentQuality } from './card';
import { characteristicsOf } from '../layers/derive';
import type { Characteristics } from './layers';
import type { EntityId, GameObject, GameState, ObjectId, PlayerId } from './state';
import { objectAt } from './objectTable';
import { apnap } from './game';
import { attackerEntry, blockerEntry } from '../combat/combat';
import { manaValue, parseCost } from '../mana/mana';

/** How a phrase sees an object: its characteristics, and whether something of a subtype is attached to it. */
export type Reader = {
  of(o: GameObject): Characteristics;
  /** Whether a permanent with this subtype ("Aura", "Equipment") is attached to it (301.5c, 303.4). */
  hasAttached(o: GameObject, subtype: string): boolean;
};

const hasKeywordIn = (c: Characteristics, keyword: string) => c.abilities.some((a) => a.kind === 'keyword' && a.keyword === keyword);

function attachedOfSubtype(s: GameState, o: GameObject, subtype: string, of: (o: GameObject) => Characteristics): boolean {
  for (const id of s.battlefield) {
    const a = objectAt(s, id);
    if (a.attachedTo === o.id && of(a).subtypes.includes(subtype)) return true;
  }
  return false;
}

/** The characteristics as they are now (the layers applied). */
export function currentReader(s: GameState): Reader {
  const of = (o: GameObject) => characteristicsOf(s, o);
  return { of, hasAttached: (o, subtype) => attachedOfSubtype(s, o, subtype, of) };
}

export function readerOver(s: GameState, of: (o: GameObject) => Characteristics): Reader {
  return { of, hasAttached: (o, subtype) => attachedOfSubtype(s, o, subtype, of) };
}

/** Damage marked on a permanent is removed in the cleanup step (514.2), so marked damage was dealt this turn too. */
const wasDealtDamageThisTurn = (o: GameObject): boolean => (o.damagedBy?.length ?? 0) > 0 || o.damage > 0;

const withinRange = (n: number, r: { atLeast?: number; atMost?: number }): boolean => (r.atLeast === undefined || n >= r.atLeast) && (r.atMost === undefined || n <= r.atMost);

export function qualityHolds(s: GameState, read: Reader, o: GameObject, q: PermanentQuality | undefined, controller: PlayerId): boolean {
  if (!q) return true;
  // "of the chosen color" not made plain for a source that chose (state/chosen.ts): no choice, no match.
  if (q.chosen) return false;
  // "power less than this creature's" not made plain against a source (casting/targets.ts): no match.
  if (q.powerBelowSource) return false;
  const c = read.of(o);
  if (q.notTypes?.some((t) => c.types.includes(t))) return false;
  if (q.alsoTypes && !q.alsoTypes.every((t) => c.types.includes(t))) return false;
  if (q.counter !== undefined && !((o.counters[q.counter] ?? 0) > 0)) return false;
  if (q.colors && !q.colors.some((k) => c.colors.includes(k))) return false;
  if (q.notColors?.some((k) => c.colors.includes(k))) return false;
  if (q.notSupertypes?.some((t) => c.supertypes.includes(t))) return false;
  if (q.supertypes && !q.supertypes.some((t) => c.supertypes.includes(t))) return false;
  if (q.subtypes && !q.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (q.notSubtypes?.some((t) => c.subtypes.includes(t))) return false;
  if (q.token !== undefined && o.token !== q.token) return false;
  if (q.tapped !== undefined && o.tapped !== q.tapped) return false;
  if (q.monstrous !== undefined && (o.monstrous ?? false) !== q.monstrous) return false; // 701.37b
  if (q.dealtDamageThisTurn && !wasDealtDamageThisTurn(o)) return false; // 120.3, 514.2
  // 506.4: a creature is attacking (blocking) from its declaration until it is removed from combat or combat ends.
  if (q.inCombat && !q.inCombat.some((k) => (k === 'attacking' ? attackerEntry(s, o.id) : blockerEntry(s, o.id)) !== undefined)) return false;
  if (q.keyword && hasKeywordIn(c, q.keyword.keyword) !== q.keyword.has) return false;
  if (q.power?.atLeast !== undefined && (c.power ?? 0) < q.power.atLeast) return false;
  if (q.power?.atMost !== undefined && (c.power ?? 0) > q.power.atMost) return false;
  if (q.toughness?.atLeast !== undefined && (c.toughness ?? 0) < q.toughness.atLeast) return false;
  if (q.toughness?.atMost !== undefined && (c.toughness ?? 0) > q.toughness.atMost) return false;
  if (q.manaValue && !withinRange(c.manaCost ? manaValue(parseCost(c.manaCost)) : 0, q.manaValue)) return false; // 202.3: X is 0 on the battlefield (107.3g)
  if (q.controller === 'you' && c.controller !== controller) return false;
  if (q.controller === 'opponent' && c.controller === controller) return false;
  // "defending player controls" is read by the targeting of an attack trigger (casting/targets.ts); nothing else matches it.
  if (q.controller === 'defending') return false;
  if (q.enchanted !== undefined && read.hasAttached(o, 'Aura') !== q.enchanted) return false;
  if (q.equipped !== undefined && read.hasAttached(o, 'Equipment') !== q.equipped) return false;
  return true;
}

/**
 * "as long as enchanted permanent is a creature", "equipped creature is a Human": whether the
 * permanent `o` is attached to (301.5, 303.4) is of one of `types` (if any) and has the quality.
 */
export function attachedHolds(s: GameState, read: Reader, o: GameObject, types: readonly CardType[] | undefined, q: PermanentQuality, controller: PlayerId): boolean {
  if (o.attachedTo === undefined) return false;
  const to = objectAt(s, o.attachedTo);
  if (!to || to.zone !== 'battlefield') return false;
  return (!types || types.some((t) => read.of(to).types.includes(t))) && qualityHolds(s, read, to, q, controller);
}

export function hasQuality(s: GameState, o: GameObject, q: PermanentQuality | undefined, controller: PlayerId): boolean {
  return !q || qualityHolds(s, currentReader(s), o, q, controller);
}

/** A permanent of one of the types that has the qualities, for a spell or ability `controller` controls. */
export function isPermanentOf(s: GameState, o: GameObject, types: readonly CardType[], q: PermanentQuality | undefined, controller: PlayerId): boolean {
  if (o.zone !== 'battlefield') return false;
  const c = characteristicsOf(s, o);
  return types.some((t) => c.types.includes(t)) && hasQuality(s, o, q, controller);
}

/** The permanents of a filter, in battlefield order, as `read` sees them; "other" leaves out `source`. */
export function permanentsOf(s: GameState, read: Reader, f: EachFilter, controller: PlayerId, source?: EntityId): ObjectId[] {
  if (!f.permanents) return [];
  const out: ObjectId[] = [];
  for (const id of s.battlefield) {
    if (f.other && id === source) continue;
    const o = objectAt(s, id);
    const c = read.of(o);
    if (f.permanents.some((t) => c.types.includes(t)) && qualityHolds(s, read, o, f.quality, controller)) out.push(id);
  }
  return out;
}

/**
 * The players (in APNAP order, 101.4) and permanents (in battlefield order) "each ..." names now;
 * "other ..." leaves out `source`, the object whose spell or ability it is.
 */
export function eachOf(s: GameState, f: EachFilter, controller: PlayerId, source?: EntityId): EntityId[] {
  const players = f.players ? apnap(s).filter((p) => f.players === 'all' || p !== controller) : [];
  return [...players, ...permanentsOf(s, currentReader(s), f, controller, source)];
}
