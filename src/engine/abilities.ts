// Reading a card's abilities: which are activated, which are mana abilities (605.1a), and the
// targeting phrases of its spell abilities in text order.
import type { AbilityDef, TargetSpec } from './card';

export type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/** The activated abilities with their index among all the card's abilities (for `REF#N`). */
export function activatedAbilities(abilities: readonly AbilityDef[]): { def: ActivatedDef; index: number }[] {
  const out: { def: ActivatedDef; index: number }[] = [];
  abilities.forEach((def, index) => {
    if (def.kind === 'activated') out.push({ def, index });
  });
  return out;
}

/** 605.1a: no target, could add mana as it resolves (and not a loyalty ability: none exist here). */
export function isManaAbility(def: AbilityDef): boolean {
  return (
    def.kind === 'activated' &&
    !(def.targets?.length) &&
    def.effects.some((e) => e.kind === 'addMana' || e.kind === 'addManaOfChoice')
  );
}

export function targetSpecsOf(abilities: readonly AbilityDef[], kind: 'spell'): TargetSpec[] {
  return abilities.flatMap((a) => (a.kind === kind ? (a.targets ?? []) : []));
}
