// What the special actions that exile a card from its owner's hand share (116.2f suspend, 116.2h
// foretell): the card is checked, a cost is paid from the pool, and the player who took the action
// receives priority again (117.3c). Neither uses the stack (116.1).
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { patchTurn, playerName } from '../state/game';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import type { ManaString } from '../mana/mana';
import { parseCost } from '../mana/mana';
import { objectAt } from '../state/objectTable';
import { requirePriority } from '../turn/priority';
import { autoTap } from '../mana/autoTap';
import { exactMana, payMana } from './costs';
import { pushFront } from '../stack/agenda';

export type FromHand = { player: PlayerId; card: ObjectId; pay?: ManaString; autoTap?: boolean };

/** The card a special action exiles from `player`'s hand, refused with the keyword's rule when it isn't there. */
export function cardInHand(s: GameState, a: FromHand, doing: string, rule: string): GameObject {
  const o = objectAt(s, a.card);
  if (!o) throw new RulesError('There is no such card in the game', rule);
  requirePriority(s, a.player, doing);
  if (o.zone !== 'hand' || o.owner !== a.player) throw new RulesError(`${o.card} isn't in ${playerName(s, a.player)}'s hand: only a card in the hand can be exiled this way`, rule);
  return o;
}

/** Pay a special action's mana cost from the pool (auto-tapping first when asked). */
export function payForAction(tx: Tx, a: FromHand, mana: string, what: string): void {
  const cost = parseCost(mana);
  if (a.autoTap) autoTap(tx, a.player, cost, exactMana(a.pay), what);
  payMana(tx, a.player, cost, a.pay, what);
}

/** 117.3c: after a special action, the player who took it receives priority. */
export function afterSpecialAction(tx: Tx, player: PlayerId): void {
  patchTurn(tx, { passed: [] });
  pushFront(tx, { op: 'priority', player });
}
