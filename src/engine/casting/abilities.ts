// Reading a card's abilities: which are activated, which are mana abilities (605.1a), and the
// targeting phrases of its spell abilities in text order.
import type { AbilityDef, AdditionalCost, AlternativeCost, EffectDef, TargetSpec, TriggerDef } from '../state/card';
import { wardEffects } from './ward';
import { copyCostPart } from './copyCosts';

export type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/** The activated abilities with their index among all the card's abilities (for `REF#N`). */
export function activatedAbilities(abilities: readonly AbilityDef[]): { def: ActivatedDef; index: number }[] {
  const out: { def: ActivatedDef; index: number }[] = [];
  abilities.forEach((def, index) => {
    if (def.kind === 'activated') out.push({ def, index });
  });
  return out;
}

/** 605.1a: no target, could add mana as it resolves, and not a loyalty ability (606). */
export function isManaAbility(def: AbilityDef): boolean {
  return (
    def.kind === 'activated' &&
    def.cost.loyalty === undefined &&
    !(def.targets?.length) &&
    def.effects.some((e) => e.kind === 'addMana' || e.kind === 'addManaOfChoice')
  );
}

/** One part of what a spell does: a spell ability, or a chosen mode of a modal one (700.2). */
export type SpellPart = { text: string; targets: TargetSpec[]; effects: EffectDef[] };

/**
 * 303.4a, 702.5a: an Aura spell targets what it will enchant, as its enchant ability defines it;
 * the target is one targeting phrase, with nothing else to do (608.3c attaches it as it enters).
 */
export function enchantTarget(a: Extract<AbilityDef, { kind: 'keyword' }>): TargetSpec | undefined {
  if (a.keyword !== 'enchant' || !a.enchant) return undefined;
  return { phrase: `target ${a.text.replace(/^enchant /i, '')}`, filter: a.enchant };
}

/** The parts of a spell that resolve, in text order; for a modal spell, the chosen modes in mode order. */
export function spellParts(abilities: readonly AbilityDef[], modes: readonly number[] = []): SpellPart[] {
  return abilities.flatMap((a): SpellPart[] => {
    if (a.kind === 'unmodelled' && a.of === 'spell') return [manualPart(a)];
    const enchant = a.kind === 'keyword' ? enchantTarget(a) : undefined;
    if (enchant) return [{ text: a.text, targets: [enchant], effects: [] }];
    if (a.kind !== 'spell') return [];
    if (!a.modes) return [{ text: a.text, targets: a.targets ?? [], effects: a.effects }];
    return [...modes].sort((x, y) => x - y).map((m) => a.modes!.options[m]).map((m) => ({ text: m.text, targets: m.targets ?? [], effects: m.effects }));
  });
}

/** A spell's modal ability, if it has one: how many modes to choose, and the modes. */
export function modalAbility(abilities: readonly AbilityDef[]) {
  for (const a of abilities) if (a.kind === 'spell' && a.modes) return a.modes;
  return undefined;
}

export function targetSpecsOf(abilities: readonly AbilityDef[], modes: readonly number[] = []): TargetSpec[] {
  return spellParts(abilities, modes).flatMap((p) => p.targets);
}

/** The additional and alternative costs a card states (118.8, 118.9). */
export function costAbilities(abilities: readonly AbilityDef[]) {
  const additional: AdditionalCost[] = [];
  const alternative: AlternativeCost[] = [];
  for (const a of abilities) {
    if (a.kind !== 'cost') continue;
    if (a.additional) additional.push(a.additional);
    if (a.alternative) alternative.push(a.alternative);
  }
  return { additional, alternative };
}

/** An ability the engine doesn't model, carried out by hand sentence by sentence: no targets to
 * choose (SCENARIO.md, "Abilities the engine does not model"). */
function manualPart(a: Extract<AbilityDef, { kind: 'unmodelled' }>): SpellPart {
  return { text: a.text, targets: [], effects: a.sentences.map((text) => ({ kind: 'manual', text, ability: a.text })) };
}

/**
 * What an ability on the stack does. A miracle keyword (702.94a) is a triggered ability too:
 * "when you draw this card as the first card this turn, you may cast it for its miracle cost";
 * so is ward (702.21a).
 */
export function abilityPart(a: AbilityDef | undefined, modes: readonly number[] = []): SpellPart | undefined {
  if (!a) return undefined;
  // 603.3c: a modal triggered ability does what its chosen modes say, in mode order.
  if (a.kind === 'triggered' && a.modes) {
    const chosen = [...modes].sort((x, y) => x - y).map((m) => a.modes!.options[m]);
    return { text: a.text, targets: chosen.flatMap((m) => m.targets ?? []), effects: chosen.flatMap((m) => m.effects) };
  }
  if (a.kind === 'activated' || a.kind === 'triggered') return { text: a.text, targets: a.targets ?? [], effects: a.effects };
  if (a.kind === 'unmodelled' && a.of === 'triggered') return manualPart(a); // put on the stack by the `trigger` edit
  // 702.21a: ward is a triggered ability; "that spell or ability" is the one that targeted.
  if (a.kind === 'keyword' && a.keyword === 'ward') return { text: a.text, targets: [], effects: wardEffects(a) };
  // 702.35a: "When this card is exiled this way, its owner may cast it by paying [cost]"; not cast, it goes to the graveyard (castCard.ts).
  // 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." (evoke.ts)
  if (a.kind === 'cost' && a.alternative?.kind === 'evoke') {
    return { text: `${a.text}: when this permanent enters, if its evoke cost was paid, its controller sacrifices it.`, targets: [], effects: [{ kind: 'sacrificeSelf' }] };
  }
  if (a.kind === 'cost' && (a.additional?.kind === 'casualty' || a.additional?.kind === 'conspire' || a.additional?.kind === 'replicate')) return copyCostPart(a.text, a.additional.kind);
  if (a.kind === 'cost' && a.alternative?.kind === 'madness') {
    return {
      text: `${a.text}: you may cast this card for its madness cost.`,
      targets: [],
      effects: [{ kind: 'castCard', what: { who: 'self' }, as: 'madness' }],
    };
  }
  if (a.kind === 'cost' && a.alternative?.kind === 'miracle') {
    return {
      text: `${a.text}: you may cast this card for its miracle cost.`,
      targets: [],
      effects: [{ kind: 'castCard', what: { who: 'self' }, as: 'miracle' }],
    };
  }
  return undefined;
}

/** The trigger conditions of a triggered ability: "When this enters and at the beginning of your upkeep" has two. */
export function triggerDefs(a: AbilityDef): TriggerDef[] {
  if (a.kind !== 'triggered') return [];
  return Array.isArray(a.trigger) ? a.trigger : [a.trigger];
}
