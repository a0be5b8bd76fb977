// "Whenever an opponent gains life" (119.9: once per life gain event), "Whenever an opponent loses
// life", "Whenever you lose life" (119.3; damage to a player is life lost, 120.3a; paying life is
// losing it, 119.4): the event's player is the one whose life changed, its count the amount.
import type { Tx } from '../state/game';
import { getPlayer, patchPlayer } from '../state/game';
import type { PlayerId } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { addPending, triggersOf } from './pendingTrigger';

export function lifeChanged(tx: Tx, player: PlayerId, n: number, change: 'gain' | 'lose'): void {
  if (n <= 0) return;
  // The life lost this turn (spectacle, 702.137a): every loss passes here.
  if (change === 'lose') patchPlayer(tx, player, { lifeLostThisTurn: (getPlayer(tx.s, player).lifeLostThisTurn ?? 0) + n });
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    const mine = w.controller === player;
    const match = (t: Parameters<Parameters<typeof triggersOf>[2]>[0]) => t.event === 'playerLife' && t.change === change && (t.who === 'you') === mine;
    for (const { index } of triggersOf(tx, w, match)) addPending(tx, w, index, { player, count: n });
  }
}
