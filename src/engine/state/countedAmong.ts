// Numbers the rules define over the permanents a player controls: devotion (700.5), domain's basic
// land types (305.6), the party (700.8), and "the greatest power among creatures you control". Each
// reads the characteristics through `read` (the layers applied so far, 611.3a), so a static ability
// and a resolving effect (608.2h) count alike.
import type { Color, EachFilter } from './card';
import type { GameState, PlayerId } from './state';
import { manaValue, parseCost } from '../mana/mana';
import { objectAt } from './objectTable';
import { permanentsOf, type Reader } from './quality';
import { isBasicLandType } from './basicLandTypes';

const controlled = (s: GameState, read: Reader, controller: PlayerId) => s.battlefield.map((id) => objectAt(s, id)).filter((o) => read.of(o).controller === controller);

/**
 * 700.5: each mana symbol among the mana costs of permanents the player controls that is of one of
 * the colors counts once; a hybrid symbol of two of them counts once too (700.5a), a Phyrexian one
 * as its color (107.4f). Generic, colorless and X symbols have no color.
 */
export function devotion(s: GameState, read: Reader, controller: PlayerId, colors: readonly Color[]): number {
  let n = 0;
  for (const o of controlled(s, read, controller)) {
    const cost = read.of(o).manaCost;
    if (!cost) continue;
    for (const sym of parseCost(cost)) {
      const of: readonly string[] = sym.kind === 'mana' ? [sym.type] : sym.kind === 'hybrid' ? sym.types : sym.kind === 'unpayable' ? sym.colors : [];
      if (of.some((c) => colors.includes(c as Color))) n++;
    }
  }
  return n;
}

/** Domain (305.6): the basic land types among lands the player controls, each counted once. */
export function basicLandTypes(s: GameState, read: Reader, controller: PlayerId): number {
  const types = new Set<string>();
  for (const o of controlled(s, read, controller)) {
    const c = read.of(o);
    if (c.types.includes('Land')) for (const t of c.subtypes) if (isBasicLandType(t)) types.add(t);
  }
  return types.size;
}

const PARTY_TYPES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] as const;

/**
 * 700.8: the party is up to one each of Cleric, Rogue, Warrior and Wizard among creatures the player
 * controls; a creature of several of those types fills one place only, so its size is the largest
 * such assignment (700.8a: the number of creatures in the party).
 */
export function partySize(s: GameState, read: Reader, controller: PlayerId): number {
  const creatures = controlled(s, read, controller)
    .map((o) => read.of(o))
    .filter((c) => c.types.includes('Creature'))
    .map((c) => PARTY_TYPES.filter((t) => c.subtypes.includes(t)))
    .filter((ts) => ts.length > 0);
  // Four places: try every creature in each place, keeping the best (a small search).
  const best = (place: number, used: Set<number>): number => {
    if (place === PARTY_TYPES.length) return 0;
    let most = best(place + 1, used); // the place left empty
    creatures.forEach((ts, i) => {
      if (used.has(i) || !ts.includes(PARTY_TYPES[place])) return;
      used.add(i);
      most = Math.max(most, 1 + best(place + 1, used));
      used.delete(i);
    });
    return most;
  };
  return best(0, new Set());
}

/** "the greatest power among creatures you control": the greatest value among the permanents `each` names, 0 when there are none. */
export function greatestAmong(s: GameState, read: Reader, each: EachFilter, stat: 'power' | 'toughness' | 'manaValue', controller: PlayerId, source: string): number {
  let most = 0;
  for (const id of permanentsOf(s, read, each, controller, source)) {
    const c = read.of(objectAt(s, id));
    // 202.3: on the battlefield X is 0 (107.3g).
    const v = stat === 'manaValue' ? (c.manaCost ? manaValue(parseCost(c.manaCost)) : 0) : (c[stat] ?? 0);
    most = Math.max(most, v);
  }
  return most;
}
