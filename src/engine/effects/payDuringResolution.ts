// Mana paid while a spell or ability resolves (118.12, 118.12a): from the player's mana pool, the
// rest by auto-tap, whose mana abilities may be activated then (605.3a).
import type { Tx } from '../state/game';
import { patchState } from '../state/game';
import type { PlayerId } from '../state/state';
import { autoTap, planAutoTap } from '../mana/autoTap';
import { parseCost } from '../mana/mana';
import { payMana } from '../casting/costs';

/** Whether the player has the resources to pay it fully (118.3). */
export function canPayMana(tx: Tx, player: PlayerId, mana: string): boolean {
  return planAutoTap(tx.s, player, parseCost(mana)) !== null;
}

export function payManaDuringResolution(tx: Tx, player: PlayerId, mana: string, sourceName: string): void {
  const cost = parseCost(mana);
  if (!cost.length) return;
  // Auto-tap runs mana abilities through the agenda: the rest of this resolution waits aside.
  const rest = tx.s.agenda;
  patchState(tx, { agenda: [] });
  autoTap(tx, player, cost, undefined, `${mana} for ${sourceName}`);
  patchState(tx, { agenda: rest });
  payMana(tx, player, cost, undefined, sourceName);
}
