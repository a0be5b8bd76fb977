// What the next instruction of the agenda will do, in words, with its rule: shown by the "step"
// control as a resolution is stepped through.
import { describe, playerName, possessive } from './game';
import { STEP_NAMES } from './turn';
import type { GameState, Instruction } from './state';
import { objectAt } from './objectTable';

export function describeInstruction(s: GameState, ins: Instruction): { text: string; rule: string } {
  switch (ins.op) {
    case 'effect':
      return { text: `${ins.ctx.sourceName}: ${effectWords(ins)}`, rule: ins.ctx.manaAbility ? '605.3b' : '608.2c' };
    case 'resolveTop':
      return { text: 'The top object of the stack starts to resolve', rule: '608.1' };
    case 'finishResolve': {
      const o = objectAt(s, ins.object);
      return { text: o?.stackItem?.kind === 'ability' ? `${o ? possessive(o.card) : 'The'} ability leaves the stack` : `${o ? describe(s, ins.object) : 'The spell'} finishes resolving`, rule: '608.2n' };
    }
    case 'priority':
      return { text: `State-based actions are checked, triggered abilities go on the stack, then ${playerName(s, ins.player)} receives priority`, rule: '117.5' };
    case 'endStep':
      return { text: `The ${STEP_NAMES[s.turn.step]} ends and mana pools empty`, rule: '106.4' };
    case 'beginStep':
      return { text: `The ${STEP_NAMES[ins.step]} begins`, rule: '500.1' };
    case 'cleanupDiscard':
      return { text: 'The active player discards down to seven cards, then damage is removed', rule: '514.1' };
    case 'cleanupEnd':
      return { text: 'If anything happened during cleanup, the active player receives priority', rule: '514.3a' };
    case 'ask':
      return { text: `${playerName(s, ins.choice.player)} is asked again: ${ins.choice.prompt}`, rule: ins.choice.rule };
    case 'produceMana':
      return { text: `${ins.event.sourceName} produces mana; replacement effects apply`, rule: '106.12b' };
    case 'putTriggersOnStack':
      return { text: 'Triggered abilities are put on the stack', rule: '603.3b' };
    case 'chooseTriggerTargets':
      return { text: 'The targets of a triggered ability are chosen', rule: '603.3d' };
    case 'putCopy':
      return { text: `A copy of ${ins.spell.card} is put on the stack${ins.newTargets ? '; new targets may be chosen' : ''}`, rule: '707.10' };
  }
}

function effectWords(ins: Extract<Instruction, { op: 'effect' }>): string {
  const e = ins.effect;
  switch (e.kind) {
    case 'damage':
      return 'deals damage';
    case 'draw':
      return 'draws cards';
    case 'counter':
      return 'counters a spell';
    case 'addMana':
    case 'addManaOfChoice':
      return 'adds mana';
    case 'copySpell':
      return 'copies a spell';
    case 'copyCard':
      return 'copies a card';
    case 'randomPlayer':
      return 'chooses a player at random';
    case 'exileFromGraveyard':
      return 'a player exiles a card from their graveyard';
    case 'castCard':
      return 'a card may be cast';
    case 'may':
      return `you may ${e.prompt}`;
    case 'gainLife':
      return 'a player gains life';
    default:
      return e.kind.replace(/[A-Z]/g, (c) => ' ' + c.toLowerCase());
  }
}
