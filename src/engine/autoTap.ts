// Auto-tap (601.2g): find mana abilities of untapped permanents that, with the mana already in the
// pool, pay a cost. Deterministic and never asks a question: a source whose mana would need a
// decision beyond its type (an order of replacement effects that matters) is left alone.
import type { ManaType } from './card';
import { activatedAbilities, isManaAbility, type ActivatedDef } from './abilities';
import { cardOf, hasKeyword, isCreature, isType } from './characteristics';
import { manaOptions } from './effects/addMana';
import { amount } from './effects/amount';
import type { Tx } from './game';
import { applies, applyInOrder, canonical, manaReplacements, permutations, type ManaEvent } from './manaReplacement';
import { costString, payFromPool, type CostSymbol } from './mana';
import { RulesError } from './errors';
import { playerName } from './game';
import { runAgenda } from './agenda';
import { manaAbilityEffects } from './activating';
import type { EffectContext, GameObject, GameState, Mana, ObjectId, PlayerId } from './state';
import { objectAt } from './objectTable';

/** One mana ability to activate: the permanent, the ability's index among its activated abilities, the type to choose. */
export type PlannedTap = { source: ObjectId; ability: number; type: ManaType; produces: ManaType[] };

type Source = { o: GameObject; ability: number; options: { type: ManaType; produces: ManaType[] }[] };

/** Mana abilities whose only cost is {T}, of untapped permanents that can pay it (107.5, 302.6). */
function sources(s: GameState, player: PlayerId): Source[] {
  const out: Source[] = [];
  const replacements = manaReplacements(s);
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if (o.controller !== player || o.tapped) continue;
    if (isCreature(s, o) && o.sick && !hasKeyword(s, o, 'haste')) continue;
    activatedAbilities(cardOf(s, o).abilities).forEach(({ def }, ability) => {
      if (!isManaAbility(def) || !def.cost.tap || def.cost.untap || def.cost.mana) return;
      const options = outputs(s, o, def, replacements);
      if (options.length) out.push({ o, ability, options });
    });
  }
  // Keep the most options open: spend the least flexible sources first, lands before creatures.
  return out.sort((a, b) => a.options.length - b.options.length || Number(isType(s, a.o, 'Creature')) - Number(isType(s, b.o, 'Creature')));
}

/** What each choice of type would really put into the pool, after replacement effects. */
function outputs(s: GameState, o: GameObject, def: ActivatedDef, replacements: ReturnType<typeof manaReplacements>): Source['options'] {
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
  const out: Source['options'] = [];
  for (const types of raw) {
    if (types.length === 0) continue;
    const event: ManaEvent = { player: o.controller, source: o.id, sourceName: o.card, types, tappedForMana: true, manaAbility: true };
    const applicable = replacements.filter((r) => applies(s, r, event));
    const results = permutations(applicable).map((order) => applyInOrder(s, order, event).types);
    if (new Set(results.map(canonical)).size > 1) return []; // the order would be asked
    if (results[0].length) out.push({ type: types[0], produces: results[0] });
  }
  return out;
}

/** The taps that, with the pool, pay the cost; [] if the pool pays alone; null if nothing does. */
export function planAutoTap(s: GameState, player: PlayerId, cost: readonly CostSymbol[], exact?: readonly ManaType[]): PlannedTap[] | null {
  const pool = s.players[player].manaPool;
  const pays = (extra: Mana[]) => payFromPool([...pool, ...extra], cost, exact) !== null;
  if (pays([])) return [];
  const all = sources(s, player);
  const needed = exact ? exact.length : cost.reduce((n, c) => n + (c.kind === 'generic' ? c.amount : 1), 0);
  let budget = 20_000; // a bound on the search, far above any real board's needs
  const chosen: PlannedTap[] = [];
  const search = (i: number, have: Mana[]): boolean => {
    if (pays(have)) return true;
    if (i >= all.length || --budget < 0) return false;
    if (pool.length + have.length + all.slice(i).reduce((n, x) => n + Math.max(...x.options.map((o) => o.produces.length)), 0) < needed) return false;
    const src = all[i];
    for (const opt of src.options) {
      chosen.push({ source: src.o.id, ability: src.ability, type: opt.type, produces: opt.produces });
      if (search(i + 1, [...have, ...opt.produces.map((type) => ({ type }))])) return true;
      chosen.pop();
    }
    return search(i + 1, have);
  };
  return search(0, []) ? chosen.slice() : null;
}

/** 601.2g: activate the planned mana abilities before the cost is paid. */
export function autoTap(tx: Tx, player: PlayerId, cost: readonly CostSymbol[], exact: readonly ManaType[] | undefined, what: string): void {
  const plan = planAutoTap(tx.s, player, cost, exact);
  if (!plan) {
    throw new RulesError(`${what}: the mana pool and ${playerName(tx.s, player)}'s untapped mana sources can't pay ${costString(cost)} without a decision the engine won't make`, '601.2g');
  }
  for (const tap of plan) {
    const o = objectAt(tx.s, tap.source);
    const def = activatedAbilities(cardOf(tx.s, o).abilities)[tap.ability].def;
    manaAbilityEffects(tx, player, o, def, 0, undefined, tap.type);
    runAgenda(tx);
    if (tx.s.choice) throw new RulesError(`${what}: tapping ${o.card} would need a decision, so auto-tap can't use it`, '601.2g');
  }
}
