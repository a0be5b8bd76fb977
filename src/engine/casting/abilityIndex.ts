// Which permanents have static or triggered abilities, found once per battlefield. Mana
// production, casting and every step look for replacement effects and triggers; with hundreds of
// permanents, scanning them all each time would be most of an action's cost. The battlefield list
// only changes when a permanent enters or leaves; otherwise abilities change only by effects.
import { abilities as abilitiesNow } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import type { GameState, ObjectId } from '../state/state';

type Index = { withStatic: ObjectId[]; withTriggers: ObjectId[] };

// Effects may grant or remove abilities (613.1f) without the battlefield changing: they are part of the key.
const cache = new WeakMap<readonly ObjectId[], { effects: GameState['effects']; index: Index }>();

export function abilityIndex(s: GameState): Index {
  const hit = cache.get(s.battlefield);
  let index = hit && hit.effects === s.effects ? hit.index : undefined;
  if (!index) {
    index = { withStatic: [], withTriggers: [] };
    for (const id of s.battlefield) {
      const abilities = abilitiesNow(s, objectAt(s, id));
      if (abilities.some((a) => a.kind === 'static')) index.withStatic.push(id);
      if (abilities.some((a) => a.kind === 'triggered')) index.withTriggers.push(id);
    }
    cache.set(s.battlefield, { effects: s.effects, index });
  }
  return index;
}
