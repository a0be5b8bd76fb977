// Surge (702.117a): "You may pay [cost] rather than pay this spell's mana cost as you cast this
// spell if you or one of your teammates has cast another spell this turn." The sandbox has no
// teams: the caster's own spells cast this turn count (the spell being cast isn't among them yet).
import { RulesError } from '../errors';
import type { GameState, PlayerId } from '../state/state';
import { playerName } from '../state/game';

export function checkSurge(s: GameState, name: string, player: PlayerId): void {
  if (s.players[player].castThisTurn.length > 0) return;
  throw new RulesError(`${name} can be cast for its surge cost only if ${playerName(s, player)} has cast another spell this turn`, '702.117a');
}
