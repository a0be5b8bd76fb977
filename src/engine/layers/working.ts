// An object's characteristics while the layers are being applied (613.1): its printed values (or,
// after layer 1, its copiable values, 707.2), changed effect by effect. Arrays are never changed in
// place: an effect replaces them, so a copy for a dependency trial (613.8) is shallow.
import type { CardDef } from '../state/card';
import { cardColors, cardOf } from '../state/characteristics';
import type { Characteristics } from '../state/layers';
import type { GameObject, GameState } from '../state/state';
import { bestowedValues } from '../casting/bestow';

export type Working = Characteristics & { o: GameObject };

/** Each card definition's values, read once: a definition is immutable data, shared by every object of its card. */
const valuesOf = new WeakMap<CardDef, Readonly<Omit<Characteristics, 'controller'>>>();

/** The values a card definition prints (or a copy effect copies: 707.2), shared: copy them before changing any. */
export function printedValues(def: CardDef): Readonly<Omit<Characteristics, 'controller'>> {
  let values = valuesOf.get(def);
  if (values === undefined) valuesOf.set(def, (values = readValues(def)));
  return values;
}

function readValues(def: CardDef): Omit<Characteristics, 'controller'> {
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

/**
 * Characteristics copied field by field, in one order of keys. A spread (`{ ...values, o }`) of
 * objects of many shapes (with or without a mana cost, power, loyalty) is about thirty times slower
 * in V8, and a derivation copies every permanent's twice.
 */
function copyOf(v: Readonly<Omit<Characteristics, 'controller'>>, colors: Characteristics['colors'], controller: string): Characteristics {
  const c = { name: v.name } as Characteristics;
  if (v.manaCost !== undefined) c.manaCost = v.manaCost;
  c.supertypes = v.supertypes;
  c.types = v.types;
  c.subtypes = v.subtypes;
  c.colors = colors;
  c.abilities = v.abilities;
  if (v.power !== undefined) c.power = v.power;
  if (v.toughness !== undefined) c.toughness = v.toughness;
  if (v.loyalty !== undefined) c.loyalty = v.loyalty;
  c.controller = controller;
  return c;
}

/**
 * 708.2a, 613.2b: a face-down object's copiable values: a 2/2 creature with no name, text,
 * subtypes, colors or mana cost (layer 1b; a copy effect leaves them so, 708.10).
 */
export const FACE_DOWN: Readonly<Omit<Characteristics, 'controller'>> = { name: '', supertypes: [], types: ['Creature'], subtypes: [], colors: [], abilities: [], power: 2, toughness: 2 };

/** An object before any effect: its card's values, with a copied spell's color exception (707.9b); a face-down one's are those of 708.2a. */
export function printed(s: GameState, o: GameObject): Working {
  const card = o.faceDown ? FACE_DOWN : printedValues(cardOf(s, o));
  // 702.103b: a bestowed spell or Aura is an Aura enchantment with enchant creature (casting/bestow.ts).
  const v = o.bestowed ? bestowedValues(card) : card;
  const w = copyOf(v, o.faceDown ? v.colors : (o.colors ?? v.colors), baseController(o)) as Working;
  w.o = o;
  return w;
}

/** The characteristics without the working fields. */
export function result(w: Working): Characteristics {
  return copyOf(w, w.colors, w.controller);
}

/** A copy to change for a dependency trial (613.8a): its arrays shared, as no effect changes one in place. */
export function trialCopy(w: Working): Working {
  const c = copyOf(w, w.colors, w.controller) as Working;
  c.o = w.o;
  return c;
}
