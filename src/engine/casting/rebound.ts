// Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into your
// graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
// card from exile without paying its mana cost." The delayed trigger's source is the exiled card:
// once it leaves exile it is a new object (400.7) and can't be cast this way.
import type { AbilityDef } from '../state/card';
import type { Tx } from '../state/game';
import { getObject, log, patchState, playerName } from '../state/game';
import type { ObjectId } from '../state/state';
import { moveObject } from '../state/zones';
import { cardOf } from '../state/characteristics';

/** 702.88a: exile a resolving spell cast from its owner's hand with rebound, and set up its cast; false when it has none. */
export function rebound(tx: Tx, id: ObjectId): boolean {
  const o = getObject(tx.s, id);
  const def = cardOf(tx.s, o);
  const index = def.abilities.findIndex((a) => a.kind === 'cost' && a.rebound);
  if (index < 0 || o.copy || o.stackItem?.castFrom !== 'hand') return false;
  const exiled = moveObject(tx, id, 'exile');
  const ability: AbilityDef = {
    kind: 'triggered',
    text: 'Rebound — at the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.',
    trigger: { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
    effects: [{ kind: 'castCard', what: { who: 'self' }, withoutPaying: true }],
  };
  const delayed = { step: 'upkeep' as const, afterTurn: tx.s.turn.number, ability, source: exiled, index, card: o.card, controller: o.controller, lki: getObject(tx.s, exiled), yours: true as const };
  patchState(tx, { delayedTriggers: [...(tx.s.delayedTriggers ?? []), delayed] });
  log(tx, '702.88a', `${o.card} was cast from ${playerName(tx.s, o.owner)}'s hand and has rebound: it is exiled, and at the beginning of ${playerName(tx.s, o.controller)}'s next upkeep they may cast it from exile without paying its mana cost.`, [o.owner, exiled]);
  return true;
}
