// "Reveal the top card of your library and put that card into your hand." (701.20a: revealed, it is
// shown to all players; then it moves, a new object in the hand, 400.7). The card in the hand is
// remembered, so "You lose life equal to its mana value." reads it (608.2c).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log } from '../state/game';
import { objectAt } from '../state/objectTable';
import { moveObject } from '../state/zones';
import { remember } from '../stack/copy';
import type { EffectContext } from '../state/state';

export function revealTopToHand(tx: Tx, e: Extract<EffectDef, { kind: 'revealTopToHand' }>, ctx: EffectContext): void {
  const p = getPlayer(tx.s, ctx.controller);
  const top = p.library[0];
  if (top === undefined) {
    log(tx, '701.20a', `${ctx.sourceName}: ${p.name}'s library is empty; no card is revealed.`, [p.id]);
    return;
  }
  const card = objectAt(tx.s, top).card;
  log(tx, '701.20a', `${ctx.sourceName}: ${p.name} reveals the top card of their library, ${card}, and puts it into their hand.`, [p.id, top]);
  const id = moveObject(tx, top, 'hand');
  remember(tx, ctx, e.remember, id);
}
