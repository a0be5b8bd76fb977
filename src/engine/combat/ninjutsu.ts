// Ninjutsu (702.49): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
// unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
// from your hand tapped and attacking." (702.49a). An activated ability of a card in its owner's
// hand (113.6m); the card enters attacking what the returned creature attacked (702.49c).
import type { CostDef, EffectDef } from '../state/card';
import { isCreature } from '../state/characteristics';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, log, playerName, possessive } from '../state/game';
import type { EffectContext, EntityId, GameState, ObjectId, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { moveObject } from '../state/zones';
import { attackerEntry } from './combat';
import { putOntoBattlefield } from '../stack/copyChoice';

/**
 * 509.1h: an attacking creature that had no blockers declared for it is unblocked; before blockers
 * are declared (509.1) an attacker is neither blocked nor unblocked. One put onto the battlefield
 * attacking after that is unblocked (508.4d).
 */
export function isUnblockedAttacker(s: GameState, id: ObjectId): boolean {
  const a = attackerEntry(s, id);
  return !!a && !a.blocked && (s.combat?.blockersDeclared.length ?? 0) > 0;
}

/**
 * The creature given in `costs.return` for "Return an unblocked attacking creature you control to
 * its owner's hand" (702.49a): exactly one, never chosen for the player (601.2h).
 */
export function returnedAttacker(s: GameState, player: PlayerId, cost: CostDef, ids: ObjectId[], name: string): { returned?: ObjectId } {
  if (!cost.returnUnblockedAttacker) {
    if (ids.length) throw new RulesError(`${name} has no cost paid with costs.return`, '602.2b');
    return {};
  }
  if (ids.length !== 1) {
    throw new RulesError(`${name}'s cost returns an unblocked attacking creature ${playerName(s, player)} controls to its owner's hand: give it in costs.return (${ids.length} given)`, '702.49a');
  }
  const [id] = ids;
  const o = objectAt(s, id);
  if (!o || o.zone !== 'battlefield' || o.controller !== player || !isCreature(s, o) || !isUnblockedAttacker(s, id)) {
    const what = o ? describe(s, id) : id;
    throw new RulesError(`${what} isn't an unblocked attacking creature ${playerName(s, player)} controls (509.1h), so it can't pay ${name}'s cost`, '702.49a');
  }
  return { returned: id };
}

/**
 * Pay the ninjutsu cost's non-mana parts (601.2h): reveal the card (it stays revealed until the
 * ability leaves the stack, 702.49b) and return the attacker to its owner's hand. Gives what that
 * creature was attacking (702.49c).
 */
export function payNinjutsuReturn(tx: Tx, card: string, player: PlayerId, returned: ObjectId): EntityId | null {
  const attacks = attackerEntry(tx.s, returned)?.attacks ?? null;
  const who = playerName(tx.s, player);
  log(tx, '702.49b', `${who} reveals ${card} from their hand.`, [player]);
  log(tx, '702.49a', `${who} returns ${describe(tx.s, returned)}, an unblocked attacker, to its owner's hand to pay the cost of ${possessive(card)} ninjutsu.`, [returned]);
  moveObject(tx, returned, 'hand');
  return attacks;
}

/**
 * The effect (702.49a): the card is put onto the battlefield from its owner's hand, tapped and
 * attacking what the returned creature attacked (702.49c). A card that left the hand meanwhile is
 * a new object the ability can't find (400.7): nothing happens.
 */
export function ninjutsu(tx: Tx, _e: Extract<EffectDef, { kind: 'ninjutsu' }>, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  if (!o || o.zone !== 'hand' || o.owner !== ctx.controller) {
    log(tx, '400.7', `${ctx.sourceName} is no longer in ${playerName(tx.s, ctx.controller)}'s hand: the ninjutsu ability does nothing.`, [ctx.controller]);
    return;
  }
  const attacks = ctx.spell?.paid?.returnedAttacking ?? null;
  putOntoBattlefield(tx, [o.id], ctx.controller, { tapped: true, attacking: attacks });
}
