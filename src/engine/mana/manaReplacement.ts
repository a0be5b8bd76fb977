// Replacement effects on mana production (106.12b, 614.1a): which apply to an event, what each
// does, and the order among several (616.1).
import type { ManaReplacement, ManaType } from '../state/card';
import { abilities, isType } from '../state/characteristics';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';

/** A mana production event: what is about to be added, and how (106.12). */
export type ManaEvent = {
  player: PlayerId;
  source: ObjectId;
  sourceName: string;
  types: ManaType[];
  /** The source was tapped for mana: a mana ability with {T} in its cost (106.12). */
  tappedForMana: boolean;
  manaAbility: boolean;
  /** The source as it last existed, when paying the ability's cost sacrificed it (106.12a, 113.7a). */
  lki?: GameObject;
};

export type AppliedReplacement = {
  /** The option id of SCENARIO.md: "REF#N" with the source's id (or name) and ability index. */
  id: string;
  object: ObjectId;
  name: string;
  controller: PlayerId;
  replacement: ManaReplacement;
};

/** Every replacement effect on mana in play, with "REF#N" ids made unique with @2, @3. */
export function manaReplacements(s: GameState): AppliedReplacement[] {
  const out: AppliedReplacement[] = [];
  const seen = new Map<string, number>();
  for (const id of abilityIndex(s).withStatic) {
    const o = objectAt(s, id);
    abilities(s, o).forEach((a, index) => {
      if (a.kind !== 'static' || a.rule?.kind !== 'replaceMana') return;
      const base = `${o.label ?? o.card}#${index}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      out.push({ id: n === 1 ? base : `${base}@${n}`, object: id, name: o.card, controller: o.controller, replacement: a.rule.replacement });
    });
  }
  return out;
}

export function applies(s: GameState, r: AppliedReplacement, e: ManaEvent): boolean {
  return e.types.length > 0 && appliesWhenMana(s, r, e);
}

/** Whether r applies to the event, given that it still produces some mana (614.1a, 106.12b). */
export function appliesWhenMana(s: GameState, r: AppliedReplacement, e: Omit<ManaEvent, 'types'>): boolean {
  if (!e.tappedForMana) return false;
  switch (r.replacement.kind) {
    case 'double':
      return e.player === r.controller;
    case 'becomes': {
      const source = objectAt(s, e.source) ?? e.lki;
      return !!source && isType(s, source, 'Land');
    }
  }
}

export function replace(r: ManaReplacement, types: readonly ManaType[]): ManaType[] {
  switch (r.kind) {
    case 'double':
      return types.flatMap((t) => [t, t]);
    case 'becomes':
      return types.length ? [r.type] : [];
  }
}

/** Apply replacements in the given order, skipping one that no longer applies (616.1). */
export function applyInOrder(s: GameState, order: readonly AppliedReplacement[], e: ManaEvent): { types: ManaType[]; used: AppliedReplacement[] } {
  let event = e;
  const used: AppliedReplacement[] = [];
  for (const r of order) {
    if (!applies(s, r, event)) continue;
    event = { ...event, types: replace(r.replacement, event.types) };
    used.push(r);
  }
  return { types: event.types, used };
}
