// An object's characteristics while the layers are being applied (613.1): its printed values (or,
// after layer 1, its copiable values, 707.2), changed effect by effect. Arrays are never changed in
// place: an effect replaces them, so a copy for a dependency trial (613.8) is shallow.
import type { CardDef } from '../state/card';
import { cardColors, cardOf } from '../state/characteristics';
import type { Characteristics } from '../state/layers';
import type { GameObject, GameState } from '../state/state';

export type Working = Characteristics & { o: GameObject };

/** The values a card definition prints (or a copy effect copies: 707.2), for an object. */
export function printedValues(def: CardDef): Omit<Characteristics, 'controller'> {
  return {
    name: def.name,
    ...(def.manaCost !== undefined ? { manaCost: def.manaCost } : {}),
    supertypes: def.supertypes ?? [],
    types: def.types,
    subtypes: def.subtypes ?? [],
    colors: cardColors(def),
    abilities: def.abilities,
    ...(def.power !== undefined ? { power: def.power } : {}),
    ...(def.toughness !== undefined ? { toughness: def.toughness } : {}),
    ...(def.loyalty !== undefined ? { loyalty: def.loyalty } : {}),
  };
}

/** Layer 2's input: the controller a position or the rules gave it (state.ts `baseController`). */
export function baseController(o: GameObject): string {
  return o.baseController ?? o.controller;
}

/** An object before any effect: its card's values, with a copied spell's color exception (707.9b). */
export function printed(s: GameState, o: GameObject): Working {
  const w: Working = { ...printedValues(cardOf(s, o)), controller: baseController(o), o };
  if (o.colors) w.colors = o.colors;
  return w;
}

/** The characteristics without the working fields. */
export function result(w: Working): Characteristics {
  const { o: _, ...c } = w;
  return c;
}
