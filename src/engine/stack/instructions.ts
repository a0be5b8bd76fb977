// Where each instruction of the agenda is carried out.
import { runEffect } from '../effects';
import { produceMana } from '../effects/addMana';
import type { Tx } from '../state/game';
import { patchState } from '../state/game';
import { givePriority } from '../turn/priority';
import { finishResolve, resolveTop } from './resolving';
import { enter } from './copyChoice';
import type { Instruction } from '../state/state';
import { chooseTriggerTargets, putTriggersOnStack } from './triggersToStack';
import { chooseTriggerModes } from './triggerModes';
import { putCopy } from './copy';
import { declareAttackers } from '../combat/declareAttackers';
import { declareBlockers } from '../combat/declareBlockers';
import { combatDamage } from '../combat/combatDamage';
import { beginStep, cleanup, cleanupEnd, endStep } from '../turn/turn';
import { untapStep } from '../turn/untapStep';

export function execute(tx: Tx, ins: Instruction): void {
  switch (ins.op) {
    case 'effect':
      return runEffect(tx, ins);
    case 'resolveTop':
      return resolveTop(tx);
    case 'finishResolve':
      return finishResolve(tx, ins);
    case 'enter':
      return enter(tx, ins);
    case 'priority':
      return givePriority(tx, ins.player, ins);
    case 'endStep':
      return endStep(tx);
    case 'beginStep':
      return beginStep(tx, ins.step);
    case 'cleanupDiscard':
      return cleanup(tx, ins.answer);
    case 'untapStep':
      return untapStep(tx, ins.answer);
    case 'cleanupEnd':
      return cleanupEnd(tx);
    case 'produceMana':
      return produceMana(tx, ins);
    case 'putTriggersOnStack':
      return putTriggersOnStack(tx, ins);
    case 'chooseTriggerTargets':
      return chooseTriggerTargets(tx, ins);
    case 'chooseTriggerModes':
      return chooseTriggerModes(tx, ins);
    case 'putCopy':
      return putCopy(tx, ins);
    case 'declareAttackers':
      return declareAttackers(tx, ins);
    case 'declareBlockers':
      return declareBlockers(tx, ins);
    case 'combatDamage':
      return combatDamage(tx, ins);
    case 'ask':
      return patchState(tx, { choice: ins.choice });
  }
}
