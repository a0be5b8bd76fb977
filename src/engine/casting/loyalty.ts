// Loyalty abilities (606): activated abilities whose cost is loyalty counters (606.2, 606.4). Each
// permanent's loyalty abilities may be activated as a sorcery, and only one of them each turn: the
// permanent, not the ability, is remembered (606.3), in the turn's facts beside "once each turn"
// abilities (602.5b) as `objectId#loyalty`, forgotten as a new turn begins (turn.ts).
import type { CostDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { getObject, patchObject, patchTurn, playerName } from '../state/game';
import { checkWithin } from '../state/limits';
import type { GameObject, GameState, PlayerId } from '../state/state';
import { isMainPhase } from '../turn/turn';

const key = (o: GameObject) => `${o.id}#loyalty`;

/** The loyalty symbol as printed: "+2", "−3", "0", "−X" (with the Unicode minus the cards use). */
export function loyaltySymbol(loyalty: number | 'minusX'): string {
  if (loyalty === 'minusX') return '−X';
  return loyalty > 0 ? `+${loyalty}` : loyalty < 0 ? `−${-loyalty}` : '0';
}

/** How many loyalty counters the cost puts on (positive) or removes (negative), X announced. */
export function loyaltyChange(loyalty: number | 'minusX', x: number): number {
  return loyalty === 'minusX' ? -x : loyalty;
}

/**
 * 606.3: only during a main phase of the controller's turn with an empty stack (priority is checked
 * by the caller), and only if no loyalty ability of that permanent was activated this turn; 606.6:
 * a negative cost needs at least that many loyalty counters. `x` is the announced X of "−X" (107.3a).
 */
export function checkLoyaltyAbility(s: GameState, o: GameObject, player: PlayerId, cost: CostDef, x: number, name: string): void {
  if (cost.loyalty === undefined) return;
  const when = `only during a main phase of ${playerName(s, player)}'s turn while the stack is empty`;
  if (s.turn.active !== player) throw new RulesError(`${name} is a loyalty ability: it can be activated ${when}, and it is ${playerName(s, s.turn.active)}'s turn`, '606.3');
  if (!isMainPhase(s.turn.step)) throw new RulesError(`${name} is a loyalty ability: it can be activated ${when}, not in this step`, '606.3');
  if (s.stack.length > 0) throw new RulesError(`${name} is a loyalty ability: it can be activated ${when}, and the stack isn't empty`, '606.3');
  if (s.turn.activated?.includes(key(o))) {
    throw new RulesError(`A loyalty ability of ${o.card} has already been activated this turn: only one loyalty ability of a permanent can be activated each turn`, '606.3');
  }
  if (cost.loyalty === 'minusX' && (!Number.isInteger(x) || x < 0)) throw new RulesError(`X must be a whole number, 0 or more, and it is ${x}`, '107.3a');
  const remove = -loyaltyChange(cost.loyalty, x);
  const on = o.counters.loyalty ?? 0;
  if (remove > on) {
    throw new RulesError(`${name} costs ${loyaltySymbol(cost.loyalty)}${cost.loyalty === 'minusX' ? ` (X = ${x})` : ''}: ${o.card} has ${on} loyalty counter${on === 1 ? '' : 's'}, fewer than ${remove}`, '606.6');
  }
}

/**
 * 606.4: pay the cost by putting on or removing loyalty counters, and remember that a loyalty
 * ability of this permanent was activated this turn (606.3). Returns the loyalty before and after.
 */
export function payLoyaltyCost(tx: Tx, o: GameObject, cost: CostDef, x: number): { before: number; after: number } | undefined {
  if (cost.loyalty === undefined) return undefined;
  const counters = { ...getObject(tx.s, o.id).counters };
  const before = counters.loyalty ?? 0;
  const after = before + loyaltyChange(cost.loyalty, x);
  checkWithin('counters', after, '122.1');
  if (after > 0) counters.loyalty = after;
  else delete counters.loyalty;
  patchObject(tx, o.id, { counters });
  patchTurn(tx, { activated: [...(tx.s.turn.activated ?? []), key(o)] });
  return { before, after };
}
