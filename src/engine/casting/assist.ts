// Assist (702.132a): "If the total cost to cast a spell with assist includes a generic mana
// component, before you activate mana abilities while casting it, you may choose another player.
// [...] Before you begin to pay the total cost of the spell, the player you chose may pay for any
// amount of the generic mana in the spell's total cost." The cast names that player and the mana
// they spend from their own pool (`assist`); the rest of the total cost is its caster's (601.2h).
import type { CastOptions } from '../actions';
import type { CardDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { log, playerName, playersInGame } from '../state/game';
import type { CostSymbol } from '../mana/mana';
import { payFromPool } from '../mana/mana';
import type { GameState, PlayerId } from '../state/state';
import { exactMana, payMana } from './costs';
import { reduceGeneric } from './costReduction';

/** The assisting player's part: `amount` generic mana, paid with `pay` from their pool; `rest`, the caster's. */
export type Assisted = { player: PlayerId; amount: number; pay: string; rest: CostSymbol[] };

/** Checked without changing anything, once the total cost is determined (601.2f). */
export function assistPayment(s: GameState, def: CardDef, caster: PlayerId, given: NonNullable<CastOptions['assist']>, mana: readonly CostSymbol[]): Assisted {
  if (!def.abilities.some((a) => a.kind === 'cost' && a.assist)) throw new RulesError(`${def.name} doesn't have assist: no other player may pay for it`, '702.132a');
  if (given.player === caster || !playersInGame(s).includes(given.player)) throw new RulesError(`The player who assists must be another player in the game than ${playerName(s, caster)}`, '702.132a');
  const exact = exactMana(given.pay) ?? [];
  const generic = mana.reduce((n, c) => n + (c.kind === 'generic' ? c.amount : 0), 0);
  if (exact.length === 0) throw new RulesError(`assist.pay names no mana for ${playerName(s, given.player)} to pay`, '702.132a');
  if (exact.length > generic) throw new RulesError(`${playerName(s, given.player)} may pay only the generic mana of ${def.name}'s total cost ({${generic}}), not ${exact.length}`, '702.132a');
  const need: CostSymbol[] = [{ kind: 'generic', amount: exact.length }];
  if (!payFromPool(s.players[given.player].manaPool, need, exact)) throw new RulesError(`${playerName(s, given.player)}'s mana pool doesn't hold ${given.pay}`, '702.132a');
  return { player: given.player, amount: exact.length, pay: given.pay, rest: reduceGeneric(mana, exact.length) };
}

/** The assisting player pays their part first (702.132a: "before you begin to pay the total cost"). */
export function payAssist(tx: Tx, a: Assisted, caster: PlayerId, what: string): void {
  log(tx, '702.132a', `${playerName(tx.s, a.player)} assists ${playerName(tx.s, caster)}, paying {${a.amount}} of the generic mana of ${what}'s total cost.`, [a.player]);
  payMana(tx, a.player, [{ kind: 'generic', amount: a.amount }], a.pay, what);
}
