// 305.6: the basic land types and their intrinsic mana abilities: a land with a basic land type has
// "{T}: Add [its mana]", printed or not. The compiler gives them to a card; layer 4 gives them to a
// land whose types an effect sets (305.7, Blood Moon).
import type { AbilityDef, ManaType } from './card';

export const BASIC_LAND_MANA: Readonly<Record<string, ManaType>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

export function isBasicLandType(subtype: string): boolean {
  return Object.hasOwn(BASIC_LAND_MANA, subtype);
}

/** 205.3i: the land types, basic or not. */
const LAND_TYPES: ReadonlySet<string> = new Set(['Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's"]);

export function isLandType(subtype: string): boolean {
  return LAND_TYPES.has(subtype);
}

/**
 * The mana abilities of a land's basic land types, in the order W, U, B, R, G whatever the order of
 * its type line (SCENARIO.md counts `REF#N` so: "those of its basic land types in the order W, U, B,
 * R, G"), so a land given types by an effect and one printed with them count alike.
 */
export function intrinsicAbilities(subtypes: readonly string[]): AbilityDef[] {
  return Object.keys(BASIC_LAND_MANA)
    .filter((s) => subtypes.includes(s))
    .map((s) => ({ kind: 'activated', text: `{T}: Add {${BASIC_LAND_MANA[s]}}.`, cost: { tap: true }, effects: [{ kind: 'addMana', mana: [BASIC_LAND_MANA[s]] }] }));
}
