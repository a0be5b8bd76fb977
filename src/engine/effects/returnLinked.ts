// "Return the exiled card to the battlefield under its owner's control." (Fiend Hunter, Oblivion
// Ring), "return the exiled card to its owner's hand." (Tidehollow Sculler): the cards the linked
// ability of the same object exiled (607.2a, 406.6), those still in exile (400.7); "return the
// exiled cards to their owner's graveyard." (Gravegouger).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, log, playerName } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { takeExiledWith } from '../state/linkedExile';
import { putOntoBattlefield } from '../stack/copyChoice';
import { moveObject } from '../state/zones';

type Of<K> = Extract<EffectDef, { kind: K }>;

export function returnLinkedExiled(tx: Tx, e: Of<'returnLinkedExiled'>, ctx: EffectContext): void {
  const cards = takeExiledWith(tx, ctx.source);
  if (cards.length === 0) {
    log(tx, '607.2a', `${ctx.sourceName} returns nothing: no card exiled with it is still in exile.`, [ctx.source]);
    return;
  }
  for (const id of cards) {
    const o = objectAt(tx.s, id);
    if (!o) continue;
    if (e.to !== 'battlefield') {
      log(tx, '607.2a', `${ctx.sourceName} returns ${describe(tx.s, id)}, the card exiled with it, from exile to ${playerName(tx.s, o.owner)}'s ${e.to}.`, [id]);
      moveObject(tx, id, e.to);
      continue;
    }
    const controller = e.control === 'you' ? ctx.controller : o.owner;
    log(tx, '607.2a', `${ctx.sourceName} returns ${describe(tx.s, id)}, the card exiled with it, to the battlefield${e.tapped ? ' tapped' : ''} under ${playerName(tx.s, controller)}'s control.`, [id]);
    putOntoBattlefield(tx, [id], controller, e.tapped ? { tapped: true } : {});
  }
}
