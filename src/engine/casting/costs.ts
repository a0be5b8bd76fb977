// Paying costs (118, 601.2h, 602.2b): mana from the pool, {T} and {Q}, life, sacrificing the source.
import type { CostDef, ManaType } from '../state/card';
import { hasKeyword, isCreature } from '../state/characteristics';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, getPlayer, log, patchObject, patchPlayer, playerName } from '../state/game';
import type { CostSymbol, ManaString } from '../mana/mana';
import { costString, manaString, parseMana, payFromPool, unpayable } from '../mana/mana';
import type { GameObject, GameState, PlayerId } from '../state/state';
import { poolString } from '../mana/pool';
import { moveObject } from '../state/zones';
import { tappedChanged } from '../stack/triggers';
import { sacrificing } from '../stack/actionTriggers';
import { lifeChanged } from '../stack/lifeTriggers';

/** Check {T} or {Q} can be paid by this permanent (107.5, 107.6, 302.6). */
export function checkTapCost(s: GameState, o: GameObject, cost: CostDef): void {
  if (!cost.tap && !cost.untap) return;
  const symbol = cost.tap ? '{T}' : '{Q}';
  if (cost.tap && o.tapped) throw new RulesError(`${describe(s, o.id)} is already tapped, so it can't pay {T}`, '107.5');
  if (cost.untap && !o.tapped) throw new RulesError(`${describe(s, o.id)} is untapped, so it can't pay {Q}`, '107.6');
  if (isCreature(s, o) && o.sick && !hasKeyword(s, o, 'haste')) {
    throw new RulesError(
      `${describe(s, o.id)} can't pay ${symbol}: it hasn't been under ${playerName(s, o.controller)}'s control continuously since their most recent turn began`,
      '302.6',
    );
  }
}

export function payTapCost(tx: Tx, o: GameObject, cost: CostDef): void {
  if (cost.tap) patchObject(tx, o.id, { tapped: true });
  if (cost.untap) patchObject(tx, o.id, { tapped: false });
  if (cost.tap || cost.untap) tappedChanged(tx, o.id, !!cost.tap);
}

/** "Pay N life": a player can pay it only with at least N life (119.4). */
export function checkLifeCost(s: GameState, player: PlayerId, cost: CostDef): void {
  const life = getPlayer(s, player).life;
  if (cost.life && life < cost.life) throw new RulesError(`${playerName(s, player)} has ${life} life, so can't pay ${cost.life} life`, '119.4');
}

/** Paying life is losing that much life (119.4). */
export function payLifeCost(tx: Tx, player: PlayerId, cost: CostDef): void {
  if (!cost.life) return;
  const p = getPlayer(tx.s, player);
  patchPlayer(tx, player, { life: p.life - cost.life });
  log(tx, '119.4', `${p.name} pays ${cost.life} life (${p.life - cost.life} left).`, [player]);
  lifeChanged(tx, player, cost.life, 'lose');
}

/** "Sacrifice ~" (601.2h): the source goes to its owner's graveyard as the cost is paid. */
export function paySacrificeCost(tx: Tx, o: GameObject, cost: CostDef): void {
  if (!cost.sacrificeSelf) return;
  log(tx, '601.2h', `${playerName(tx.s, o.controller)} sacrifices ${o.card} to pay the cost.`, [o.id]);
  sacrificing(tx, o.id, o.controller);
  moveObject(tx, o.id, 'graveyard');
}

/** Pay mana from the player's pool: exactly `pay` when given, else the engine's default order. */
/** A symbol the sandbox reads but can't pay yet ({W/P}, {2/W}, {S}): refused with its rule. */
export function refuseUnpayable(cost: readonly CostSymbol[], what: string): void {
  const [odd] = unpayable(cost);
  if (odd) throw new RulesError(`${what}: paying ${odd.symbol} is not modelled yet, so the sandbox can't pay this cost`, odd.rule);
}

export function payMana(tx: Tx, player: PlayerId, cost: readonly CostSymbol[], pay: ManaString | undefined, what: string): ManaType[] {
  if (cost.length === 0 && !pay) return [];
  refuseUnpayable(cost, what);
  const p = getPlayer(tx.s, player);
  const exact = exactMana(pay);
  const payment = payFromPool(p.manaPool, cost, exact);
  const have = p.manaPool.length ? poolString(p.manaPool) : 'nothing';
  if (!payment) {
    const detail = exact ? `${pay} doesn't pay ${costString(cost)} exactly, or isn't all in the pool` : `the pool can't pay ${costString(cost)}`;
    throw new RulesError(`${what}: ${detail} (${p.name}'s mana pool has ${have})`, '601.2h');
  }
  patchPlayer(tx, player, { manaPool: payment.remaining });
  if (payment.spent.length) {
    log(tx, '601.2h', `${p.name} pays ${manaString(payment.spent)} for ${what}.`, [player]);
  }
  return payment.spent;
}

/** The exact mana a player says to spend (`pay`), or undefined to let the engine choose. */
export function exactMana(pay: ManaString | undefined): ManaType[] | undefined {
  try {
    return pay === undefined ? undefined : parseMana(pay);
  } catch (e) {
    throw new RulesError(`pay: ${(e as Error).message}`, '106.1b');
  }
}
