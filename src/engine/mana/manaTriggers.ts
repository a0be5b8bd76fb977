// Triggered mana abilities (605.1b): those that trigger when a land is tapped for mana. One list
// for the engine, which resolves them at once (605.4a), and for auto-tap, which counts their mana.
import type { AbilityDef, ManaType } from '../state/card';
import { triggerDefs } from '../casting/abilities';
import { abilityIndex } from '../casting/abilityIndex';
import { abilities, isType } from '../state/characteristics';
import type { EffectContext, GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';

export type ManaTriggerAbility = { o: GameObject; ability: Extract<AbilityDef, { kind: 'triggered' }> };
export type ManaTrigger = ManaTriggerAbility & { ctx: EffectContext };

/** Every "whenever a player taps a land for mana" ability in play, whoever controls it. */
export function landTappedAbilities(s: GameState): ManaTriggerAbility[] {
  const out: ManaTriggerAbility[] = [];
  for (const id of abilityIndex(s).withTriggers) {
    const o = objectAt(s, id);
    for (const a of abilities(s, o)) {
      if (a.kind === 'triggered' && triggerDefs(a).some((t) => t.event === 'tappedForMana')) out.push({ o, ability: a });
    }
  }
  return out;
}

/** 106.12a: the abilities that trigger as `player` taps the land `source` for `produced`, each with its context. */
export function landTappedTriggers(s: GameState, source: ObjectId, player: PlayerId, produced: ManaType[], all = landTappedAbilities(s), lki?: GameObject): ManaTrigger[] {
  // A land sacrificed to pay the cost (Crystal Vein) was still tapped for mana: its last known information (113.7a).
  const land = objectAt(s, source) ?? lki;
  if (!all.length || !land || !isType(s, land, 'Land') || produced.length === 0) return [];
  return all.map(({ o, ability }) => ({
    o,
    ability,
    ctx: { source: o.id, sourceName: o.card, controller: o.controller, targets: [], x: 0, manaAbility: true, event: { player, produced } },
  }));
}
