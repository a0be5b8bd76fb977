// "Exile the top card of your library. You may play that card this turn." (impulse draw): the top
// card is exiled (406.2); with `mayPlay`, its controller may play it from exile through the turn
// the duration names (611.2a): cast it (601.3, casting/casting.ts) or play it as a land (305.1,
// casting/playing.ts), with the usual timing and costs. The permission is the exiled object's, and
// is lost when it leaves exile (400.7).
import type { EffectDef, PlayDuration } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log, patchObject, playerName } from '../state/game';
import type { EffectContext, GameObject, GameState, PlayerId } from '../state/state';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';

/**
 * The last turn of the duration: this one, or the player's next one counted in turn order (500.1).
 * "Until the beginning of your next upkeep" ends with the turn before it: no player gets priority
 * in the untap step between (502.4), so nothing can be played there.
 */
function lastTurn(s: GameState, player: PlayerId, until: PlayDuration): number {
  if (until === 'endOfTurn') return s.turn.number;
  const n = s.order.length;
  const ahead = (s.order.indexOf(player) - s.order.indexOf(s.turn.active) + n) % n;
  const next = s.turn.number + (ahead === 0 ? n : ahead);
  return until === 'yourNextUpkeep' ? next - 1 : next;
}

export function exileTop(tx: Tx, e: Extract<EffectDef, { kind: 'exileTop' }>, ctx: EffectContext): void {
  const p = getPlayer(tx.s, ctx.controller);
  const top = p.library[0];
  if (!top) return;
  const card = objectAt(tx.s, top).card;
  log(tx, '406.2', `${ctx.sourceName} exiles the top card of ${p.name}'s library: ${card}.`, [p.id]);
  const moved = moveObject(tx, top, 'exile');
  if (!e.mayPlay) return;
  const untilTurn = lastTurn(tx.s, p.id, e.mayPlay);
  patchObject(tx, moved, { mayPlay: { player: p.id, untilTurn } });
  const until = e.mayPlay === 'endOfTurn' ? 'this turn' : e.mayPlay === 'endOfYourNextTurn' ? 'until the end of their next turn' : 'until the beginning of their next upkeep';
  log(tx, '611.2a', `${playerName(tx.s, p.id)} may play ${card} from exile ${until}.`, [moved]);
}

/** Whether an effect lets `player` play this exiled card now (601.3, 305.1). */
export function mayPlayFromExile(s: GameState, o: GameObject, player: PlayerId): boolean {
  return o.zone === 'exile' && o.mayPlay?.player === player && s.turn.number <= o.mayPlay.untilTurn;
}
