// What each untapped permanent would really add if auto-tap tapped it (601.2g): its mana
// abilities whose only cost is {T} (107.5, 302.6), each choice of type, after replacement effects
// (106.12b) and with what triggered mana abilities add (605.1b, 106.12a). An option that would ask
// the player something (an order of replacement effects that matters, 616.1; a type a triggered
// ability would let them choose) is left out: auto-tap makes no decision for the player.
import type { ManaType } from '../state/card';
import { activatedAbilities, isManaAbility, type ActivatedDef } from '../casting/abilities';
import { abilities, hasKeyword, isCreature } from '../state/characteristics';
import { affected } from '../effects/affected';
import { manaOptions } from '../effects/addMana';
import { amount } from '../effects/amount';
import type { Tx } from '../state/game';
import { applies, applyInOrder, manaReplacements, type ManaEvent } from './manaReplacement';
import { orderMatters, outcome, overManaLimit } from './replacementOrder';
import { landTappedAbilities, landTappedTriggers, type ManaTriggerAbility } from './manaTriggers';
import type { EffectContext, GameObject, GameState, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { hasRule } from '../combat/combat';
import { onlyTapSymbol } from '../casting/activationCosts';

/** One way to tap a permanent: which ability, the type chosen for it, and all the mana it makes. */
export type TapOption = { ability: number; type: ManaType; produces: ManaType[] };
export type TapSource = { o: GameObject; options: TapOption[]; creature: boolean };

/** The player's permanents that auto-tap may tap, in battlefield order, with their options. */
export function tapSources(s: GameState, player: PlayerId): TapSource[] {
  const out: TapSource[] = [];
  const known: Known = { replacements: manaReplacements(s), triggers: landTappedAbilities(s) };
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if (o.controller !== player || o.tapped) continue;
    const creature = isCreature(s, o);
    if (creature && o.sick && !hasKeyword(s, o, 'haste')) continue;
    if (hasRule(s, o, 'activatedAbilitiesCantBeActivated')) continue; // 602.5
    const options: TapOption[] = [];
    activatedAbilities(abilities(s, o)).forEach(({ def }, ability) => {
      // Only {T}: auto-tap never pays mana, life or anything else without asking, nor uses an
      // ability restricted in when it may be activated (602.5).
      if (!isManaAbility(def) || !onlyTapSymbol(def.cost) || def.restriction) return;
      // Nor an ability that does more than add mana ("~ deals 1 damage to you"): the player's to choose.
      if (def.effects.some((e) => e.kind !== 'addMana' && e.kind !== 'addManaOfChoice')) return;
      // Nor one that adds mana "in any combination": a type for each mana is the player's to choose.
      if (def.effects.some((e) => e.kind === 'addManaOfChoice' && e.combination)) return;
      for (const opt of outputs(s, o, def, known)) options.push({ ability, ...opt });
    });
    if (options.length) out.push({ o, options, creature });
  }
  return out;
}

/** The replacement effects on mana and the triggered mana abilities in play, found once per plan. */
type Known = { replacements: ReturnType<typeof manaReplacements>; triggers: ManaTriggerAbility[] };

/** What each choice of type would put into the pool: replaced (106.12b), then triggered mana added. */
function outputs(s: GameState, o: GameObject, def: ActivatedDef, known: Known): Omit<TapOption, 'ability'>[] {
  const tx: Tx = { s, log: [] };
  const ctx: EffectContext = { source: o.id, sourceName: o.card, controller: o.controller, targets: [], x: 0, manaAbility: true, tappedForMana: true };
  const raw: ManaType[][] = [];
  for (const e of def.effects) {
    if (e.kind === 'addMana') raw.push(Array.from({ length: Math.max(0, e.times === undefined ? 1 : amount(tx, e.times, ctx)) }, () => e.mana).flat());
    if (e.kind === 'addManaOfChoice') {
      const n = amount(tx, e.amount, ctx);
      for (const t of manaOptions(tx, e.choice, ctx)) raw.push(Array.from({ length: n }, () => t));
    }
  }
  const out: Omit<TapOption, 'ability'>[] = [];
  for (const types of raw) {
    if (types.length === 0) continue;
    const event: ManaEvent = { player: o.controller, source: o.id, sourceName: o.card, types, tappedForMana: true, manaAbility: true };
    const applicable = known.replacements.filter((r) => applies(s, r, event));
    if (orderMatters(s, applicable, event)) return []; // the order would be asked (616.1)
    if (overManaLimit(outcome(s, applicable, event))) continue; // tapping it would be refused
    const produced = applyInOrder(s, applicable, event).types;
    if (!produced.length) continue;
    const triggered = known.triggers.length ? triggeredMana(tx, o, produced, known.triggers) : [];
    if (triggered) out.push({ type: types[0], produces: [...produced, ...triggered] });
  }
  return out;
}

/** What "whenever a player taps a land for mana" abilities would add to that player's pool; null if one would ask a type. */
function triggeredMana(tx: Tx, land: GameObject, produced: ManaType[], all: ManaTriggerAbility[]): ManaType[] | null {
  const out: ManaType[] = [];
  for (const { o, ability, ctx } of landTappedTriggers(tx.s, land.id, land.controller, produced, all)) {
    for (const e of ability.effects) {
      if (e.kind !== 'addMana' && e.kind !== 'addManaOfChoice') continue;
      const to = e.to ? (affected(tx, e.to, ctx)[0] ?? o.controller) : o.controller;
      const n = e.kind === 'addMana' ? (e.times === undefined ? 1 : amount(tx, e.times, ctx)) : amount(tx, e.amount, ctx);
      const types = e.kind === 'addMana' ? e.mana : manaOptions(tx, e.choice, ctx);
      if (e.kind === 'addManaOfChoice' && types.length > 1) return null; // "any type that land produced": a choice (106.12a)
      if (to !== land.controller || types.length === 0) continue;
      for (let i = 0; i < n; i++) out.push(...(e.kind === 'addMana' ? types : [types[0]]));
    }
  }
  return out;
}
