// The monarch (725): a designation one player at most has (725.3); there is none until an effect
// makes a player the monarch (725.1). Its two inherent triggered abilities (725.2): "At the
// beginning of the monarch's end step, that player draws a card" and "Whenever a creature deals
// combat damage to the monarch, its controller becomes the monarch". They have no source, and the
// engine's triggered abilities all have one, so the engine carries them out as they trigger,
// without using the stack (a limit: no player can respond to them); the log says so.
import type { Tx } from './game';
import { log, nextPlayer, patchState, playerName } from './game';
import type { EntityId, GameState, PlayerId } from './state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from './objectTable';
import { addPending, triggersOf } from '../stack/pendingTrigger';

/** The monarch, or undefined while there is none (725.1). */
export const monarchOf = (s: GameState): PlayerId | undefined => s.monarch;

/** Whether the condition "you're the monarch" / "an opponent is the monarch" holds for `player` (725.5: not with no monarch). */
export function monarchHolds(s: GameState, player: PlayerId, who: 'you' | 'opponent'): boolean {
  const m = s.monarch;
  if (m === undefined) return false;
  return who === 'you' ? m === player : m !== player;
}

/** `player` becomes the monarch (725.1); the monarch before, if any, ceases to be (725.3). */
export function becomeMonarch(tx: Tx, player: PlayerId, why: string, rule: string, refs: EntityId[] = []): void {
  const before = tx.s.monarch;
  const name = playerName(tx.s, player);
  if (before === player) {
    log(tx, [rule, '725.1'], `${why}: ${name} becomes the monarch, and was already.`, [player, ...refs]);
    return;
  }
  patchState(tx, { monarch: player });
  const ceases = before === undefined ? '' : `; ${playerName(tx.s, before)} ceases to be the monarch`;
  log(tx, before === undefined ? [rule, '725.1'] : [rule, '725.1', '725.3'], `${why}: ${name} becomes the monarch${ceases}.`, [player, ...refs]);
  // "Whenever you become the monarch" (603.2).
  for (const id of abilityIndex(tx.s).withTriggers) {
    const o = objectAt(tx.s, id);
    if (o.controller !== player) continue;
    for (const { index } of triggersOf(tx, o, (t) => t.event === 'becomesMonarch')) addPending(tx, o, index, { player });
  }
}

const WITHOUT_STACK = 'an inherent triggered ability of the monarch, carried out as it triggers (the engine puts no sourceless ability on the stack)';

/** 725.2: "At the beginning of the monarch's end step, that player draws a card." */
export function monarchEndStep(tx: Tx, draw: (player: PlayerId) => void): void {
  const m = tx.s.monarch;
  if (m === undefined || m !== tx.s.turn.active) return;
  log(tx, '725.2', `At the beginning of the monarch's end step, ${playerName(tx.s, m)} draws a card (${WITHOUT_STACK}).`, [m]);
  draw(m);
}

/** 725.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch." */
export function monarchDealtCombatDamage(tx: Tx, player: PlayerId, creatureController: PlayerId, creature: string, refs: EntityId[]): void {
  if (tx.s.monarch !== player || creatureController === player) return;
  becomeMonarch(tx, creatureController, `${creature} deals combat damage to the monarch (${WITHOUT_STACK})`, '725.2', refs);
}

/** 725.4: the monarch leaves the game: the active player, or the next in turn order still in it, becomes the monarch. */
export function monarchLeft(tx: Tx, player: PlayerId): void {
  if (tx.s.monarch !== player) return;
  const active = tx.s.turn.active;
  const next = active !== player && !tx.s.players[active].lost ? active : nextPlayer(tx.s, player);
  if (next === player || tx.s.players[next].lost) {
    patchState(tx, { monarch: undefined });
    delete tx.s.monarch;
    log(tx, '725.4', `${playerName(tx.s, player)}, the monarch, leaves the game; no player still in it can become the monarch.`, [player]);
    return;
  }
  becomeMonarch(tx, next, `${playerName(tx.s, player)}, the monarch, leaves the game`, '725.4');
}
