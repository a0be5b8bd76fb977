// Stage 4 for the continuous effects of resolving spells and abilities that need layers beyond
// "gets" and "gains" (611.2): "becomes a 3/3 Elemental creature with flying" (613.1d-f, 613.4b),
// "loses all abilities" (613.1f), "has base power and toughness 1/1" (613.4b), "switch its power
// and toughness" (613.4d), "gain control of" (613.1b). One sentence is one effect whatever the
// layers it touches (613.6), with one change per layer, in layer order.
import type { Affected, Amount, CardType, Keyword } from '../engine/state/card';
import { ENGINE_KEYWORDS } from './engineKeywords';
import type { Duration, LayerChange } from '../engine/state/layers';
import { isCreatureType } from '../engine/state/creatureTypes';
import { LAYERS } from '../engine/state/layers';
import { granted } from './lowerContinuous';
import type { BasePtNode, BecomesNode, ChangeNode, DurationWord } from './tree';

type Of<L extends LayerChange['layer']> = Extract<LayerChange, { layer: L }>;

/** 205.3i: the basic land types, which a land "becomes" as its land types (305.7). */
const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

const DURATIONS: Record<DurationWord, Duration> = {
  endOfTurn: 'endOfTurn',
  indefinite: 'indefinite',
  whileSourceOnBattlefield: 'whileSourceOnBattlefield',
  whileSourceControlled: 'whileSourceControlled',
  whileSourceTapped: 'whileSourceTapped',
  whileSourceControlledAndTapped: 'whileSourceControlledAndTapped',
};

export const durationOf = (d: DurationWord): Duration => DURATIONS[d];

/** A base number: X is the cost's, read as it resolves (107.3a, 611.2d). */
const base = (v: number | 'X', x: boolean): Amount | null => (typeof v === 'number' ? v : x ? { of: 'x' } : null);

/** 205.1a, 205.1b: what "becomes" does to the types; `still` keeps the old ones. */
function typeChange(b: BecomesNode): Of<'4'> | null {
  const types: CardType[] = b.types;
  if (types.length === 0 && b.subtypes.length === 0) return null;
  if (types.length === 0 && !b.still && b.subtypes.every((t) => BASIC_LAND_TYPES.includes(t))) return { layer: '4', landTypes: [...b.subtypes] }; // 305.7
  const c: Of<'4'> = { layer: '4' };
  if (types.length > 0) c[b.still ? 'addTypes' : 'setTypes'] = [...types];
  // 205.1a: "becomes a blue Frog" names no card type: the new creature types replace its creature
  // types only; its card types, supertypes and other subtypes stay.
  if (b.subtypes.length > 0 && types.length === 0 && !b.still && b.subtypes.every(isCreatureType)) c.setCreatureTypes = [...b.subtypes];
  else if (b.subtypes.length > 0) c[b.still ? 'addSubtypes' : 'setSubtypes'] = [...b.subtypes];
  if (b.allCreatureTypes) c.allCreatureTypes = true; // 205.3m
  return c;
}

/** The changes of one sentence, one per layer; null for what the engine can't carry out. */
export function changesOf(e: ChangeNode, x: boolean): LayerChange[] | null {
  const byLayer = new Map<LayerChange['layer'], LayerChange>();
  const put = (c: LayerChange): boolean => {
    const had = byLayer.get(c.layer);
    if (!had) return byLayer.set(c.layer, c), true;
    // 613.1f: "loses all abilities and gains hexproof": removal first, then the addition, as written.
    if (had.layer === '6' && c.layer === '6' && !had.addAbilities && had.removeAll && c.addAbilities && !c.removeAll) return byLayer.set('6', { ...had, addAbilities: c.addAbilities }), true;
    if (had.layer === '6' && c.layer === '6' && had.addAbilities && !had.removeAll && !c.removeAll && c.addAbilities) return byLayer.set('6', { ...had, addAbilities: [...had.addAbilities, ...c.addAbilities] }), true;
    return false;
  };
  const basePt = (pt: BasePtNode): boolean => {
    const power = base(pt.power, x);
    const toughness = base(pt.toughness, x);
    return power !== null && toughness !== null && put({ layer: '7b', power, toughness });
  };
  const keywords = (ks: Parameters<typeof granted>[0][]): boolean => {
    const abilities = ks.map(granted);
    return abilities.every((a) => a !== null) && put({ layer: '6', addAbilities: abilities.map((a) => a!) });
  };
  for (const part of e.parts) {
    if (Array.isArray(part)) {
      if (!keywords(part)) return null;
      continue;
    }
    switch (part.kind) {
      case 'ptChange': {
        const power = typeof part.power === 'number' ? part.power : null;
        const toughness = typeof part.toughness === 'number' ? part.toughness : null;
        if (power === null || toughness === null || !put({ layer: '7c', power, toughness })) return null;
        continue;
      }
      case 'losesAllAbilities':
        if (!put({ layer: '6', removeAll: true })) return null;
        continue;
      case 'colorOfChoice': // read alone by lowerEffect.ts (a choice as it resolves)
      case 'landTypeOfChoice':
      case 'creatureTypeOfChoice':
        return null;
      case 'losesKeywords': {
        // 613.1f: only a keyword the engine knows can be looked for and removed.
        const removed = part.keywords.map((k) => (k.parameter === undefined ? ENGINE_KEYWORDS.find((known) => known === k.keyword) : undefined));
        if (removed.some((k) => k === undefined) || !put({ layer: '6', removeKeywords: removed as Keyword[] })) return null;
        continue;
      }
      case 'basePt':
        if (!basePt(part)) return null;
        continue;
      case 'becomes': {
        // "becomes white" changes no type (613.1e only).
        const colorsOnly = part.types.length === 0 && part.subtypes.length === 0 && !part.allCreatureTypes && part.colors !== undefined;
        const types = colorsOnly ? null : typeChange(part);
        if (!colorsOnly && (!types || !put(types))) return null;
        if (part.colors && !put({ layer: '5', setColors: [...part.colors] })) return null;
        if (part.keywords.length > 0 && !keywords(part.keywords)) return null;
        if (part.pt && !basePt(part.pt)) return null;
        continue;
      }
    }
  }
  return LAYERS.flatMap((l) => (byLayer.has(l) ? [byLayer.get(l)!] : []));
}

/** The effect of a "becomes" sentence on `what`; `words` its changes as written, for the log. */
export function changeEffect(e: ChangeNode, what: Affected | null, x: boolean, words: string) {
  const changes = what && changesOf(e, x);
  return changes ? ({ kind: 'continuous', what, changes, duration: durationOf(e.duration), text: words } as const) : null;
}
