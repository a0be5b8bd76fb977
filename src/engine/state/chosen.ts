// "Creatures of the chosen type", "spells of the chosen color": a phrase that reads what the source
// of the ability chose as it entered (614.12, 614.1c; "As ~ enters, choose a color."). The choice is
// kept on that permanent (GameObject.chosen) and belongs to it alone (400.7): here the phrase is
// made plain ("white creatures", "Elf creatures") for that source. With no choice made (a
// permanent put there by an edit), nothing is of the chosen color or type.
import type { AbilityDef, Color, EachFilter, ManaType, PermanentQuality } from './card';
import type { LayerChange } from './layers';
import type { Chosen, ChosenKind, GameObject, GameState } from './state';
import { colors, hasSubtype } from './characteristics';

const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** The quality with "the chosen ..." replaced by what `source` chose; left as is (matching nothing) if it chose nothing. */
export function withChosen(q: PermanentQuality | undefined, source: Pick<GameObject, 'chosen'> | undefined): PermanentQuality | undefined {
  if (!q?.chosen) return q;
  const value = source?.chosen?.[q.chosen];
  if (value === undefined) return q;
  const { chosen: what, ...rest } = q;
  if (what === 'color') {
    const c = value as Color;
    return rest.colors && !rest.colors.includes(c) ? q : { ...rest, colors: [c] };
  }
  return rest.subtypes && !rest.subtypes.includes(value) ? q : { ...rest, subtypes: [value] };
}

/** An "each ..." filter with its quality made plain for `source` (see withChosen). */
export function filterWithChosen(f: EachFilter, source: Pick<GameObject, 'chosen'> | undefined): EachFilter {
  return f.quality?.chosen ? { ...f, quality: withChosen(f.quality, source) } : f;
}

/** "white", "Elf": a choice as the page and the log say it. */
export function chosenWords(c: Chosen): string[] {
  return [...(c.color ? [COLOR_WORDS[c.color]] : []), ...(c.creatureType ? [c.creatureType] : [])];
}

export function colorWord(c: Color): string {
  return COLOR_WORDS[c];
}

/** "Add {R} or one mana of the chosen color.": the types, the chosen color last (none if none was chosen). */
export function withEnteredColor(also: readonly ManaType[], color: Color | undefined): ManaType[] {
  return color === undefined || also.includes(color) ? [...also] : [...also, color];
}

/** "a spell of the chosen color", "... of the chosen type": whether `o` is of what `source` chose (none chosen: no). */
export function isOfChosen(s: GameState, o: GameObject, what: Exclude<ChosenKind, 'entering' | 'devour'>, source: GameObject): boolean {
  const value = source.chosen?.[what];
  if (value === undefined) return false;
  return what === 'color' ? colors(s, o).includes(value as Color) : hasSubtype(s, o, value);
}

/** One ability granting "protection from the chosen color" per color, the same in every derivation. */
const protectionFor = new WeakMap<AbilityDef, Map<Color, AbilityDef>>();

function withChosenProtection(a: AbilityDef, color: Color | undefined): AbilityDef {
  if (a.kind !== 'keyword' || !a.protection?.chosen || color === undefined) return a;
  let byColor = protectionFor.get(a);
  if (!byColor) protectionFor.set(a, (byColor = new Map()));
  let made = byColor.get(color);
  if (!made) {
    const { chosen: _c, ...rest } = a.protection;
    byColor.set(color, (made = { ...a, text: `protection from ${COLOR_WORDS[color]}`, protection: { ...rest, colors: [color] } }));
  }
  return made;
}

/**
 * A static ability's change with "the chosen type" / "the chosen color" made plain for its source
 * (614.12): "is the chosen type in addition to its other types" adds that creature type (205.1b);
 * "has protection from the chosen color" grants protection from that color (702.16a).
 */
export function withChosenChange(c: LayerChange, source: Pick<GameObject, 'chosen'> | undefined): LayerChange {
  if (c.layer === '4' && c.addChosenType) {
    const { addChosenType: _a, ...rest } = c;
    const type = source?.chosen?.creatureType;
    return type === undefined ? rest : { ...rest, addSubtypes: [...(rest.addSubtypes ?? []), type] };
  }
  if (c.layer === '6' && c.addAbilities?.some((a) => a.kind === 'keyword' && a.protection?.chosen)) {
    return { ...c, addAbilities: c.addAbilities.map((a) => withChosenProtection(a, source?.chosen?.color)) };
  }
  return c;
}
