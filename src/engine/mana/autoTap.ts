// Auto-tap (601.2g): the mana abilities of untapped permanents that, with the mana already in the
// pool, pay a cost. It taps the fewest permanents that can pay, and among those the least flexible
// (autoTapSearch.ts); it never asks a question (autoTapSources.ts).
import type { Color, ManaType } from '../state/card';
import { activatedAbilities } from '../casting/abilities';
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { costString, MANA_TYPES, payFromPool, unpayable, type CostSymbol } from './mana';
import { RulesError } from '../errors';
import { playerName } from '../state/game';
import { runAgenda } from '../stack/agenda';
import { manaAbilityEffects } from '../casting/activating';
import type { GameState, ObjectId, PlayerId } from '../state/state';
import { poolCounts, withMana } from './pool';
import { objectAt } from '../state/objectTable';
import { cheapestCover, counts, type Demand } from './autoTapSearch';
import { tapSources, type TapSource } from './autoTapSources';

/** One mana ability to activate: the permanent, the ability's index among its activated abilities, the type to choose, all it adds. */
export type PlannedTap = { source: ObjectId; ability: number; type: ManaType; produces: ManaType[] };

/**
 * How flexible a permanent is, the weight of tapping it: the types it can make, then whether it is
 * a creature (it could attack or block instead). A basic land weighs least.
 */
function weight(src: TapSource): number {
  let types = 0;
  for (const o of src.options) for (const t of o.produces) types |= 1 << MANA_TYPES.indexOf(t);
  let n = 0;
  for (; types; types &= types - 1) n++;
  return 2 * n + Number(src.creature);
}

/**
 * What must be in the pool once the sources are tapped: with `exact`, that mana (the cost must
 * then be paid by it alone); else one demand per way of paying each group of hybrid symbols
 * (107.4e), generic counting in the total only (107.4b). {X} has been replaced by then (107.3a).
 */
function demands(cost: readonly CostSymbol[], exact?: readonly ManaType[]): Demand[] {
  if (exact) return payFromPool(withMana([], exact), cost, exact) ? [{ need: counts(exact), total: exact.length }] : [];
  const fixed = cost.flatMap((c) => (c.kind === 'mana' ? [c.type] : []));
  const generic = cost.reduce((n, c) => n + (c.kind === 'generic' ? c.amount : 0), 0);
  const hybrids = new Map<string, { types: [Color, Color]; n: number }>();
  for (const c of cost) {
    if (c.kind !== 'hybrid') continue;
    const k = c.types.join('/');
    hybrids.set(k, { types: c.types, n: (hybrids.get(k)?.n ?? 0) + 1 });
  }
  let splits: ManaType[][] = [fixed];
  for (const { types: [a, b], n } of hybrids.values()) {
    splits = splits.flatMap((s) => Array.from({ length: n + 1 }, (_, k) => [...s, ...Array<Color>(k).fill(a), ...Array<Color>(n - k).fill(b)]));
  }
  const total = fixed.length + generic + [...hybrids.values()].reduce((n, h) => n + h.n, 0);
  return splits.map((types) => ({ need: counts(types), total }));
}

/** The taps that, with the pool, pay the cost; [] if the pool pays alone; null if nothing does. */
export function planAutoTap(s: GameState, player: PlayerId, cost: readonly CostSymbol[], exact?: readonly ManaType[]): PlannedTap[] | null {
  const pool = s.players[player].manaPool;
  if (unpayable(cost).length) return null; // no mana pays {W/P} here yet (casting.ts says so)
  if (payFromPool(pool, cost, exact)) return [];
  const sources = tapSources(s, player).map((src) => ({ src, weight: weight(src) }));
  const inPool = poolCounts(pool);
  const cover = cheapestCover(
    MANA_TYPES.map((t) => inPool[t]),
    demands(cost, exact),
    sources.map(({ src, weight }) => ({ options: src.options.map((o) => counts(o.produces)), weight })),
  );
  if (!cover) return null;
  const plan = sources
    .map(({ src, weight }, i) => ({ src, weight, option: cover[i].option }))
    .filter(({ option }) => option >= 0)
    .sort((a, b) => a.weight - b.weight)
    .map(({ src, option }): PlannedTap => ({ source: src.o.id, ...src.options[option] }));
  const extra = plan.flatMap((t) => t.produces);
  if (!payFromPool(withMana(pool, extra), cost, exact)) throw new Error(`engine bug: auto-tap planned ${costString(cost)} from mana that doesn't pay it`);
  return plan;
}

/** 601.2g: activate the planned mana abilities before the cost is paid. */
export function autoTap(tx: Tx, player: PlayerId, cost: readonly CostSymbol[], exact: readonly ManaType[] | undefined, what: string): void {
  const plan = planAutoTap(tx.s, player, cost, exact);
  if (!plan) {
    throw new RulesError(`${what}: the mana pool and ${playerName(tx.s, player)}'s untapped mana sources can't pay ${costString(cost)} without a decision the engine won't make`, '601.2g');
  }
  for (const tap of plan) {
    const o = objectAt(tx.s, tap.source);
    const def = activatedAbilities(abilities(tx.s, o))[tap.ability].def;
    manaAbilityEffects(tx, player, o, def, 0, undefined, tap.type);
    runAgenda(tx);
    if (tx.s.choice) throw new RulesError(`${what}: tapping ${o.card} would need a decision, so auto-tap can't use it`, '601.2g');
  }
}
