// Linked abilities (607.2a, 406.6): an ability that refers to "the exiled card" is linked to the
// ability of the same card that exiles it ("When Fiend Hunter enters, you may exile another
// target creature." and "When Fiend Hunter leaves the battlefield, return the exiled card ...").
// Read after every ability of the face is lowered: the exiles of the other abilities are marked
// `linked`, so the engine keeps what they exiled (state/linkedExile.ts); a card with no such exile
// has its "the exiled card" ability left unmodelled (the cards it means aren't known).
import type { AbilityDef, EffectDef } from '../engine/state/card';

/** The effects of an ability, and those nested in "you may" and "if you do" (608.2c). */
function* effectsIn(effects: readonly EffectDef[] | undefined): Generator<EffectDef> {
  for (const e of effects ?? []) {
    yield e;
    if ('effects' in e && Array.isArray(e.effects)) yield* effectsIn(e.effects as EffectDef[]);
    if ('then' in e && Array.isArray(e.then)) yield* effectsIn(e.then as EffectDef[]);
    if ('otherwise' in e && Array.isArray(e.otherwise)) yield* effectsIn(e.otherwise as EffectDef[]);
  }
}

const effectsOf = (a: AbilityDef): readonly EffectDef[] | undefined => ('effects' in a ? (a.effects as EffectDef[]) : undefined);

const returnsLinked = (a: AbilityDef | null): boolean => !!a && [...effectsIn(effectsOf(a))].some((e) => e.kind === 'returnLinkedExiled');

/** Marks the exiles linked to a "the exiled card" ability of the face; drops (null) such an ability with none to link to. */
export function linkExiles(defs: (AbilityDef | null)[]): (AbilityDef | null)[] {
  const linking = defs.map(returnsLinked);
  if (!linking.some(Boolean)) return defs;
  // 607.2a: the exile is an activated or triggered ability's instruction; not one "until ~ leaves" (610.3 returns those itself).
  const exiles = defs.flatMap((a, i) =>
    a && !linking[i] && (a.kind === 'triggered' || a.kind === 'activated') ? [...effectsIn(effectsOf(a))].filter((e): e is Extract<EffectDef, { kind: 'exile' }> => e.kind === 'exile' && !e.untilSourceLeaves) : [],
  );
  if (exiles.length === 0) return defs.map((a, i) => (linking[i] ? null : a));
  for (const e of exiles) e.linked = true;
  return defs;
}
