// Spectacle (702.137a): "You may pay [cost] rather than pay this spell's mana cost if an opponent
// lost life this turn." Life lost by damage (120.3a), by effects (119.3) or by paying life (119.4)
// all count; the players' life lost this turn is kept by stack/lifeTriggers.ts.
import { RulesError } from '../errors';
import type { GameState, PlayerId } from '../state/state';
import { playerName } from '../state/game';

export function checkSpectacle(s: GameState, name: string, player: PlayerId): void {
  if (s.order.some((p) => p !== player && (s.players[p].lifeLostThisTurn ?? 0) > 0)) return;
  throw new RulesError(`${name} can be cast for its spectacle cost only if an opponent of ${playerName(s, player)} lost life this turn`, '702.137a');
}
