// "You skip your next turn." (500.11, 614.10): a replacement effect: instead of taking that turn,
// the player does nothing, and the turn after it begins. Two such effects skip the next two turns
// (614.10a). The game keeps how many turns each player will skip (state.skipTurns); a turn that has
// begun can't be skipped, so the count waits for the next one (614.10).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { log, patchState, playerName } from '../state/game';
import type { EffectContext, PlayerId } from '../state/state';
import { affected } from './affected';

export function skipNextTurn(tx: Tx, e: Extract<EffectDef, { kind: 'skipNextTurn' }>, ctx: EffectContext): void {
  for (const id of affected(tx, e.who, ctx)) {
    if (!tx.s.players[id]) continue;
    const player = id as PlayerId;
    const skips = { ...(tx.s.skipTurns ?? {}), [player]: (tx.s.skipTurns?.[player] ?? 0) + 1 };
    patchState(tx, { skipTurns: skips });
    log(tx, ['614.10', '500.11'], `${ctx.sourceName}: ${playerName(tx.s, player)} will skip their next turn${skips[player] > 1 ? ` (${skips[player]} turns to skip)` : ''}.`, [player]);
  }
}

/** As a turn would begin for `player`: true if that turn is skipped (614.10a), one skip used. */
export function skipsTurn(tx: Tx, player: PlayerId): boolean {
  const n = tx.s.skipTurns?.[player] ?? 0;
  if (n <= 0) return false;
  const { [player]: _used, ...others } = tx.s.skipTurns!;
  void _used;
  const left = n > 1 ? { ...others, [player]: n - 1 } : others;
  patchState(tx, Object.keys(left).length ? { skipTurns: left } : {});
  if (!Object.keys(left).length) delete tx.s.skipTurns;
  log(tx, ['614.10', '500.11'], `${playerName(tx.s, player)} skips their turn: it is passed as though it didn't exist.`, [player]);
  return true;
}
