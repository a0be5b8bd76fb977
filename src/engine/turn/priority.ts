// Priority (117): who may act, passing in succession, and what happens when all players pass.
import { ask, pushFront } from '../stack/agenda';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { cap, describe, getPlayer, log, nextPlayer, patchTurn, playerName, playersInGame } from '../state/game';
import { poolString } from '../mana/pool';
import { performStateBasedActions } from '../state/sba';
import { destructionReplacements, replacementOptions } from '../state/destructionReplacements';
import { objectAt } from '../state/objectTable';
import { dayNightActions } from '../state/dayNight';
import { checkStateTriggers } from '../stack/stateTriggers';
import type { GameState, Instruction, ObjectId, PlayerId } from '../state/state';
import { legendGroups, legendLabels, legendRuleLosers, nextLegendChoice } from '../state/legendRule';

/** The player who may act now: nobody while a choice is pending or the game is over. */
export function priorityHolder(s: GameState): PlayerId | null {
  return s.choice || s.gameOver ? null : s.turn.priority;
}

/**
 * A player would receive priority: first state-based actions, repeated until none apply, then
 * waiting triggered abilities go on the stack, and again (117.5, 704.3); then the player gets it.
 */
export function givePriority(tx: Tx, player: PlayerId, ins?: Extract<Instruction, { op: 'priority' }>): void {
  // 704.5j: the legend rule's choices are made first; then the whole check happens at once (704.3).
  const groups = legendGroups(tx.s);
  const replacing = ins?.replacing;
  const kept = [...(ins?.kept ?? []), ...(replacing === undefined ? ((ins?.answer as ObjectId[] | undefined) ?? []) : [])];
  const next = nextLegendChoice(groups, kept);
  if (next) {
    ask(tx, {
      kind: 'pick',
      player: next.player,
      prompt: `${playerName(tx.s, next.player)} controls ${next.ids.length} legendary permanents named ${next.name}: choose the one to keep; the others are put into their owners' graveyards (the legend rule).`,
      rule: '704.5j',
      options: legendLabels(tx.s, next),
      min: 1,
      max: 1,
      then: { op: 'priority', player, kept },
    });
    return;
  }
  // 702.145c-g: daybound and nightbound act at once, before state-based actions are checked.
  dayNightActions(tx);
  // 616.1: a permanent the check would destroy, with more than one replacement effect that may
  // apply to that: its controller chooses one before the check, as for the legend rule.
  const replaced = { ...(ins?.replaced ?? {}), ...(replacing !== undefined && Array.isArray(ins?.answer) ? { [replacing]: String(ins.answer[0]) } : {}) };
  let choosing: ObjectId | undefined;
  const performed = performStateBasedActions(tx, legendRuleLosers(tx.s, groups, kept), replaced, (id) => (choosing = id));
  if (choosing !== undefined) {
    const controller = objectAt(tx.s, choosing).controller;
    ask(tx, {
      kind: 'pick',
      player: controller,
      prompt: `${cap(describe(tx.s, choosing))} would be destroyed by a state-based action, and more than one replacement effect applies to that. ${playerName(tx.s, controller)}, who controls it, chooses which one applies; it replaces the destruction, so the others don't apply.`,
      rule: '616.1',
      options: replacementOptions(tx.s, destructionReplacements(tx.s, choosing, false)),
      min: 1,
      max: 1,
      then: { op: 'priority', player, kept, replaced, replacing: choosing },
    });
    return;
  }
  if (performed) {
    pushFront(tx, { op: 'priority', player });
    return;
  }
  checkStateTriggers(tx); // 603.8
  if (tx.s.pendingTriggers.length > 0) {
    pushFront(tx, { op: 'putTriggersOnStack' }, { op: 'priority', player });
    return;
  }
  const holder = tx.s.players[player]?.lost ? nextPlayer(tx.s, player) : player;
  patchTurn(tx, { priority: holder, hadPriority: true });
}

export function requirePriority(s: GameState, player: PlayerId, doing: string): void {
  if (s.gameOver) throw new RulesError(`The game is over`, '704.5a');
  if (s.choice) {
    throw new RulesError(`${playerName(s, s.choice.player)} must first answer: ${s.choice.prompt}`, s.choice.rule);
  }
  if (s.agenda.length) throw new RulesError('A resolution is in progress: step through it to the end first', '608.2');
  const holder = s.turn.priority;
  if (holder !== player) {
    const who = holder ? `${playerName(s, holder)} holds priority` : 'no player holds priority now';
    throw new RulesError(`${playerName(s, player)} can't ${doing}: ${who}`, '117.1');
  }
}

/** 117.3d, 117.4: pass priority; when all players have passed in succession, resolve or end the step. */
export function pass(tx: Tx, player: PlayerId): void {
  requirePriority(tx.s, player, 'pass priority');
  const pool = getPlayer(tx.s, player).manaPool;
  const floating = pool.length ? ` with ${poolString(pool)} in their mana pool` : '';
  log(tx, pool.length ? '106.4b' : '117.3d', `${playerName(tx.s, player)} passes priority${floating}.`, [player]);
  const passed = [...tx.s.turn.passed, player];
  if (playersInGame(tx.s).every((p) => passed.includes(p))) {
    patchTurn(tx, { passed: [], priority: null });
    if (tx.s.stack.length > 0) {
      // 117.4, 117.3b: the top object resolves, then the active player receives priority.
      pushFront(tx, { op: 'resolveTop' }, { op: 'priority', player: tx.s.turn.active });
    } else {
      log(tx, '500.2', 'All players passed with an empty stack: the step ends.');
      pushFront(tx, { op: 'endStep' });
    }
    return;
  }
  patchTurn(tx, { passed, priority: null });
  pushFront(tx, { op: 'priority', player: nextPlayer(tx.s, player) });
}
