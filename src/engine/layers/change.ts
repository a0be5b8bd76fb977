// What one effect does to one object in one layer (613.1, 613.4): the change, with its numbers read
// (a static ability's amounts at each derivation, 611.3a; a resolved effect's were read as it
// began, 611.2d). Nothing here chooses order or objects: derive.ts does.
import type { Amount } from '../state/card';
import { intrinsicAbilities, isBasicLandType } from '../state/basicLandTypes';
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

const num = (a: Amount | undefined): number | undefined => (typeof a === 'number' ? a : undefined);

/** Apply a read change to `w` in place (its arrays replaced, never changed). */
export function applyChange(s: GameState, w: Working, c: ReadChange): void {
  switch (c.layer) {
    case '1': {
      // 707.2: the copiable values; the object keeps its controller, counters and status (707.2, 110.5).
      const def = s.cards[c.copy.card];
      if (!def) return;
      Object.assign(w, printedValues(def));
      // 707.9a, 707.9b: the exceptions of the copying process become part of the copiable values.
      for (const e of c.copy.except ?? []) {
        if (e.addTypes) w.types = union(w.types, e.addTypes);
        if (e.addSubtypes) w.subtypes = union(w.subtypes, e.addSubtypes);
        if (e.addSupertypes) w.supertypes = union(w.supertypes, e.addSupertypes);
        if (e.addAbilities) w.abilities = [...w.abilities, ...e.addAbilities];
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
      if (c.addSubtypes) w.subtypes = union(w.subtypes, c.addSubtypes);
      if (c.addSupertypes) w.supertypes = union(w.supertypes, c.addSupertypes);
      if (c.removeSupertypes) w.supertypes = w.supertypes.filter((t) => !c.removeSupertypes!.includes(t));
      if (c.landTypes) {
        // 305.7: the new basic land types replace the old ones; the land loses the abilities of its
        // rules text and its old types, and has its new types' mana abilities.
        w.subtypes = union(
          w.subtypes.filter((t) => !isBasicLandType(t)),
          c.landTypes,
        );
        w.abilities = intrinsicAbilities(c.landTypes);
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
