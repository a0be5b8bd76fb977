// What one effect does to one object in one layer (613.1, 613.4): the change, with its numbers read
// (a static ability's amounts at each derivation, 611.3a; a resolved effect's were read as it
// began, 611.2d). Nothing here chooses order or objects: derive.ts does.
import type { AbilityDef, Amount } from '../state/card';
import { BASIC_LAND_MANA, intrinsicAbilities, isBasicLandType, isLandType } from '../state/basicLandTypes';
import { CREATURE_TYPES, isCreatureType } from '../state/creatureTypes';
import type { LayerChange } from '../state/layers';
import type { GameState, PlayerId } from '../state/state';
import { printedValues, type Working } from './working';

/** A layer change with its amounts read: numbers only. */
export type ReadChange = LayerChange;

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...a, ...b.filter((x) => !a.includes(x))];

/** Read a change's amounts with `read` (undefined: an amount it can't read leaves that value as it was). */
export function readChange(c: LayerChange, read: (a: Amount) => number | undefined, controller: PlayerId): ReadChange {
  switch (c.layer) {
    case '2':
      return c.controller === 'effectController' ? { layer: '2', controller } : c;
    case '7a':
    case '7b': {
      const out: { layer: '7a' | '7b'; power?: number; toughness?: number } = { layer: c.layer };
      const p = c.power === undefined ? undefined : read(c.power);
      const t = c.toughness === undefined ? undefined : read(c.toughness);
      if (p !== undefined) out.power = p;
      if (t !== undefined) out.toughness = t;
      return out;
    }
    case '7c':
      return { layer: '7c', power: read(c.power) ?? 0, toughness: read(c.toughness) ?? 0 };
    default:
      return c;
  }
}

/** One definition of each basic land type's mana ability, the same in every derivation. */
const INTRINSIC = new Map<string, AbilityDef>(Object.keys(BASIC_LAND_MANA).map((t) => [t, intrinsicAbilities([t])[0]]));

/** 305.6: the mana abilities of these basic land types, in the order W, U, B, R, G (SCENARIO.md, `REF#N`). */
function landTypeAbilities(subtypes: readonly string[]): AbilityDef[] {
  const out: AbilityDef[] = [];
  for (const [t, a] of INTRINSIC) if (subtypes.includes(t)) out.push(a);
  return out;
}

/**
 * A land's abilities once its basic land types went from `before` to `after` (305.7): those of its
 * text, in their order, then its land types' mana abilities (its old types' set aside, by their text).
 */
function withLandTypeAbilities(abilities: readonly AbilityDef[], before: readonly string[], after: readonly string[]): AbilityDef[] {
  const old = new Set(landTypeAbilities(before).map((a) => a.text));
  return [...abilities.filter((a) => !(a.kind === 'activated' && old.has(a.text))), ...landTypeAbilities(after)];
}

const num = (a: Amount | undefined): number | undefined => (typeof a === 'number' ? a : undefined);

/** Apply a read change to `w` in place (its arrays replaced, never changed). */
export function applyChange(s: GameState, w: Working, c: ReadChange): void {
  switch (c.layer) {
    case '1': {
      // 707.2: the copiable values; the object keeps its controller, counters and status (707.2, 110.5).
      const def = s.cards[c.copy.card];
      if (!def) return;
      // 708.10, 613.2b: a face-down permanent that becomes a copy keeps its face-down values (layer 1b after 1a).
      if (w.o.faceDown) return;
      // A value the copied card doesn't have, the copy doesn't have either (a creature copying an artifact has no power, 208.3).
      delete w.manaCost;
      delete w.power;
      delete w.toughness;
      delete w.loyalty;
      Object.assign(w, printedValues(def));
      // 707.9a, 707.9b: the exceptions of the copying process become part of the copiable values.
      for (const e of c.copy.except ?? []) {
        if (e.addTypes) w.types = union(w.types, e.addTypes);
        if (e.addSubtypes) w.subtypes = union(w.subtypes, e.addSubtypes);
        if (e.addSupertypes) w.supertypes = union(w.supertypes, e.addSupertypes);
        if (e.addAbilities) w.abilities = [...w.abilities, ...e.addAbilities];
        if (e.colors) w.colors = [...e.colors];
        if (e.noManaCost) delete w.manaCost;
        if (e.power !== undefined) w.power = e.power;
        if (e.toughness !== undefined) w.toughness = e.toughness;
      }
      return;
    }
    case '2':
      if (c.controller !== 'effectController') w.controller = c.controller;
      return;
    case '3':
      return;
    case '4': {
      if (c.setTypes) w.types = c.setTypes;
      if (c.addTypes) w.types = union(w.types, c.addTypes);
      if (c.setSubtypes) w.subtypes = c.setSubtypes;
      if (c.removeSubtypes) w.subtypes = c.removeSubtypes === 'all' ? [] : w.subtypes.filter((t) => !(c.removeSubtypes as string[]).includes(t));
      // 205.1a: new creature types replace the creature types only; land, artifact and other subtypes stay.
      if (c.setCreatureTypes) w.subtypes = union(w.subtypes.filter((t) => !isCreatureType(t)), c.setCreatureTypes);
      // 205.3m: "all creature types" is every creature type of the list (as changeling says, 702.73a).
      if (c.allCreatureTypes) w.subtypes = union(w.subtypes, CREATURE_TYPES);
      if (c.addSubtypes) {
        const before = w.subtypes;
        w.subtypes = union(before, c.addSubtypes);
        // 305.7: a land that gains a basic land type in addition keeps its types and its rules
        // text, and gains the new type's mana ability (305.6).
        if (w.types.includes('Land') && c.addSubtypes.some((t) => isBasicLandType(t) && !before.includes(t))) w.abilities = withLandTypeAbilities(w.abilities, before, w.subtypes);
      }
      if (c.addSupertypes) w.supertypes = union(w.supertypes, c.addSupertypes);
      if (c.removeSupertypes) w.supertypes = w.supertypes.filter((t) => !c.removeSupertypes!.includes(t));
      if (c.landTypes) {
        // 305.7: the new basic land types replace all its old land types (205.3i), basic or not;
        // the land loses the abilities of its rules text and its old types, and has its new types'
        // mana abilities (305.6).
        w.subtypes = union(
          w.subtypes.filter((t) => !isLandType(t)),
          c.landTypes,
        );
        w.abilities = landTypeAbilities(c.landTypes);
      }
      return;
    }
    case '5':
      if (c.setColors) w.colors = c.setColors;
      if (c.addColors) w.colors = union(w.colors, c.addColors);
      return;
    case '6':
      if (c.removeAll) w.abilities = [];
      if (c.removeKeywords) w.abilities = w.abilities.filter((a) => !(a.kind === 'keyword' && c.removeKeywords!.includes(a.keyword)));
      if (c.addAbilities) w.abilities = [...w.abilities, ...c.addAbilities];
      return;
    case '7a':
    case '7b': {
      const p = num(c.power);
      const t = num(c.toughness);
      if (p !== undefined) w.power = p;
      if (t !== undefined) w.toughness = t;
      return;
    }
    case '7c':
      // 208.3: an object with no power and toughness (a noncreature "Elf" of "Elves you control get +1/+1") gets none.
      if (w.power === undefined && w.toughness === undefined) return;
      w.power = (w.power ?? 0) + (num(c.power) ?? 0);
      w.toughness = (w.toughness ?? 0) + (num(c.toughness) ?? 0);
      return;
    case '7d': {
      const p = w.power;
      w.power = w.toughness;
      w.toughness = p;
      return;
    }
  }
}
