// Drawing cards: the top card of the library goes to the hand. Drawing from an empty library is
// remembered for the state-based action of 704.5b.
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log, patchPlayer } from '../state/game';
import type { EffectContext, PlayerId } from '../state/state';
import { moveObject } from '../state/zones';
import { cardDrawn } from '../stack/triggers';
import { affected } from './affected';
import { amount } from './amount';
import { objectAt } from '../state/objectTable';
import { playerDrew } from '../stack/triggers';

export function drawCards(tx: Tx, player: PlayerId, count: number, rule: string): void {
  for (let i = 0; i < count; i++) {
    const p = getPlayer(tx.s, player);
    if (p.library.length === 0) {
      patchPlayer(tx, player, { drewFromEmpty: true });
      log(tx, '704.5b', `${p.name} has to draw a card from an empty library.`, [player]);
      continue;
    }
    const card = objectAt(tx.s, p.library[0]).card;
    const id = moveObject(tx, p.library[0], 'hand');
    patchPlayer(tx, player, { drewThisTurn: p.drewThisTurn + 1 });
    cardDrawn(tx, id, p.drewThisTurn === 0);
    playerDrew(tx, player, p.drewThisTurn + 1);
    log(tx, rule, `${p.name} draws a card (${card}).`, [player]);
  }
}

export function draw(tx: Tx, effect: Extract<EffectDef, { kind: 'draw' }>, ctx: EffectContext): void {
  for (const p of affected(tx, effect.who, ctx)) drawCards(tx, p, amount(tx, effect.count, ctx), '608.2c');
}
