// Extra turns (500.7): "Take an extra turn after this one." adds a turn directly after this one.
// Several are added one at a time, and the most recently created is taken first: the game keeps
// them as a list whose last entry is the next turn (state.extraTurns). After an extra turn, play
// goes on from its player to the next in turn order (101.4, 500.1).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { log, patchState, playerName } from '../state/game';
import type { EffectContext, PlayerId } from '../state/state';
import { affected } from './affected';

export function extraTurn(tx: Tx, e: Extract<EffectDef, { kind: 'extraTurn' }>, ctx: EffectContext): void {
  for (const id of affected(tx, e.who, ctx)) {
    if (!tx.s.players[id]) continue;
    const player = id as PlayerId;
    patchState(tx, { extraTurns: [...(tx.s.extraTurns ?? []), player] });
    log(tx, '500.7', `${ctx.sourceName}: ${playerName(tx.s, player)} will take an extra turn after this one.`, [player]);
  }
}

/** As a turn begins: the player of the most recently created extra turn, which is taken now (500.7); undefined if none. */
export function takeExtraTurn(tx: Tx): PlayerId | undefined {
  const turns = tx.s.extraTurns;
  if (!turns?.length) return undefined;
  const player = turns[turns.length - 1];
  const rest = turns.slice(0, -1);
  // The field is left out when none is left (plain JSON), as stack/triggers.ts does for delayed triggers.
  patchState(tx, rest.length ? { extraTurns: rest } : {});
  if (!rest.length) delete tx.s.extraTurns;
  log(tx, '500.7', `${playerName(tx.s, player)} takes an extra turn.`, [player]);
  return player;
}
