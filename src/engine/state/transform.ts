// Transform (701.27): a double-faced permanent turns over so that its other face is up. It stays the
// same object (712.18): its counters, damage, attachments, tapped state and the effects that apply to
// it stay; its characteristics become the other face's (712.8d, 712.8e), read from its `card`.
import type { Tx } from './game';
import { describe, log, patchObject, patchState } from './game';
import { frontOf, faceUp } from './characteristics';
import type { GameObject, GameState } from './state';
import { transformedInto } from '../stack/transformTriggers';

/** Why a permanent can't transform, with the rule, or null when it can (701.27c, 701.27d, 712.9, 712.15a). */
export function cantTransform(s: GameState, o: GameObject): { why: string; rule: string } | null {
  const front = frontOf(s, o);
  if (o.faceDown) return { why: 'it is face down', rule: '712.15a' };
  if (!front.transforms || (front.faces?.length ?? 0) !== 2) return { why: "it isn't represented by a double-faced card", rule: '701.27c' };
  const other = front.faces![1 - faceUp(s, o)];
  if (other.types.includes('Instant') || other.types.includes('Sorcery')) return { why: `its other face, ${other.name}, is an instant or sorcery face`, rule: '701.27d' };
  return null;
}

/** Turns the permanent over (701.27a); the caller has checked that it can. `rules`: why it transforms. */
export function transformPermanent(tx: Tx, o: GameObject, rules: readonly [string, ...string[]]): void {
  const front = frontOf(tx.s, o);
  const other = front.faces![1 - faceUp(tx.s, o)];
  const was = describe(tx.s, o.id);
  patchObject(tx, o.id, { card: other.name, transformed: (o.transformed ?? 0) + 1 });
  faceTurned(tx);
  log(tx, [...rules, '712.18'], `${was} transforms: ${other.name} is up now, the same permanent.`, [o.id]);
  transformedInto(tx, o.id);
}

/**
 * A permanent's face changed, and with it its abilities (712.8d, 712.8e): the list of permanents
 * with triggered or static abilities (casting/abilityIndex.ts), kept per battlefield list, is found
 * again with the same list in a new array.
 */
export function faceTurned(tx: Tx): void {
  patchState(tx, { battlefield: [...tx.s.battlefield] });
}
