// Which permanents have static or triggered abilities, found once per battlefield. Mana
// production, casting and every step look for replacement effects and triggers; with hundreds of
// permanents, scanning them all each time would be most of an action's cost. The battlefield list
// only changes when a permanent enters or leaves, and an object's card never changes.
import { cardOf } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import type { GameState, ObjectId } from '../state/state';

type Index = { withStatic: ObjectId[]; withTriggers: ObjectId[] };

const cache = new WeakMap<readonly ObjectId[], Index>();

export function abilityIndex(s: GameState): Index {
  let index = cache.get(s.battlefield);
  if (!index) {
    index = { withStatic: [], withTriggers: [] };
    for (const id of s.battlefield) {
      const abilities = cardOf(s, objectAt(s, id)).abilities;
      if (abilities.some((a) => a.kind === 'static')) index.withStatic.push(id);
      if (abilities.some((a) => a.kind === 'triggered')) index.withTriggers.push(id);
    }
    cache.set(s.battlefield, index);
  }
  return index;
}
