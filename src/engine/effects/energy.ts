// Energy (107.14, 122.1): counters a player gets from effects ("you get {E}{E}") and removes from
// themselves to pay {E}, in an activation cost ("Pay {E}: ...") or as a spell or ability resolves
// ("you may pay {E}{E}. If you do, ...", 118.12). A player can't pay more {E} than the energy
// counters they have (118.3).
import type { CostDef, EffectDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { getPlayer, log, patchPlayer } from '../state/game';
import type { EffectContext, GameState, PlayerId } from '../state/state';
import { amount } from './amount';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { addPending, triggersOf } from '../stack/pendingTrigger';
import { countersOf } from '../state/counterWords';

/** The energy symbols of a payment: "{E}{E}" for 2. */
export const energySymbols = (n: number): string => '{E}'.repeat(n);

/** The energy counters a player has (122.1); none is 0. */
export const energyOf = (s: GameState, player: PlayerId): number => getPlayer(s, player).energy ?? 0;

const counters = (n: number): string => countersOf(n, 'energy');

/** "You get {E}{E}.": the controller gets that many energy counters (122.1). */
export function getEnergy(tx: Tx, e: Extract<EffectDef, { kind: 'getEnergy' }>, ctx: EffectContext): void {
  const n = Math.max(0, amount(tx, e.amount, ctx));
  const p = getPlayer(tx.s, ctx.controller);
  const before = p.energy ?? 0;
  patchPlayer(tx, p.id, { energy: before + n });
  log(tx, ['122.1', '107.14'], `${p.name} gets ${energySymbols(n) || 'no {E}'} from ${ctx.sourceName}: ${counters(n)} (${before} → ${before + n}).`, [p.id]);
  if (n > 0) energyGot(tx, p.id, n);
}

/** "Whenever you get one or more {E}": once per event that gives the player energy counters, never for none (122.1, 603.2). */
function energyGot(tx: Tx, player: PlayerId, n: number): void {
  for (const id of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, id);
    if (o.controller !== player) continue;
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'getEnergy')) addPending(tx, o, index, { player, count: n });
  }
}

/** Whether the player has the energy counters to pay `n` {E} (107.14, 118.3). */
export const canPayEnergy = (s: GameState, player: PlayerId, n: number): boolean => energyOf(s, player) >= n;

/** Remove `n` energy counters from the player to pay {E} (107.14); the caller checked they can (118.3). */
export function payEnergy(tx: Tx, player: PlayerId, n: number, what: string): void {
  if (n <= 0) return;
  const before = energyOf(tx.s, player);
  if (before < n) throw new Error(`engine bug: paying ${energySymbols(n)} with ${before} energy counters`);
  patchPlayer(tx, player, { energy: before - n });
  log(tx, '107.14', `${getPlayer(tx.s, player).name} pays ${energySymbols(n)} for ${what}: removes ${counters(n)} (${before} → ${before - n}).`, [player]);
}

/** An activation cost's {E}: refused when the player has too few energy counters (118.3). */
export function checkEnergyCost(s: GameState, player: PlayerId, cost: CostDef): void {
  if (!cost.energy || canPayEnergy(s, player, cost.energy)) return;
  const p = getPlayer(s, player);
  throw new RulesError(`${p.name} has ${counters(p.energy ?? 0)}, so can't pay ${energySymbols(cost.energy)}`, '118.3');
}

export function payEnergyCost(tx: Tx, player: PlayerId, cost: CostDef, what: string): void {
  if (cost.energy) payEnergy(tx, player, cost.energy, what);
}
