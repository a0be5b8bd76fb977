// "Prevent all combat damage that would be dealt this turn." (615.1a): a prevention effect on every
// combat damage event for the rest of the turn; prevented damage never happens (615.6), so no
// life is lost, no damage marked, no lifelink or "deals combat damage" trigger. It ends in the
// cleanup step with the other "this turn" effects (514.2).
import type { Tx } from '../state/game';
import { log, patchState } from '../state/game';
import type { EffectContext } from '../state/state';

export function preventCombatDamage(tx: Tx, ctx: EffectContext): void {
  patchState(tx, { combatDamagePrevented: true });
  log(tx, '615.1a', `${ctx.sourceName}: all combat damage that would be dealt this turn is prevented.`, [ctx.source]);
}

/** 514.2: the effect ends in the cleanup step. */
export function endCombatDamagePrevention(tx: Tx): void {
  if (!tx.s.combatDamagePrevented) return;
  patchState(tx, {});
  // patchState made tx.s this transaction's own record: the key is removed, not set to undefined (state.ts).
  delete tx.s.combatDamagePrevented;
  log(tx, '514.2', '"Prevent all combat damage that would be dealt this turn" ends.');
}
