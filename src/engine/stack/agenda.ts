// The agenda: everything that happens between two player decisions, as a list of small
// instructions run next-first until it is empty or one of them asks a question (DESIGN.md).
import { execute } from './instructions';
import { refreshControl } from '../layers/control';
import type { Tx } from '../state/game';
import { patchState } from '../state/game';
import type { Instruction, PendingChoice } from '../state/state';

/** Put instructions at the front of the agenda, to run before what is already there. */
export function pushFront(tx: Tx, ...instructions: Instruction[]): void {
  patchState(tx, { agenda: instructions.map(withoutOldAnswer).concat(tx.s.agenda) });
}

/** Stop and wait for a player's decision; its answer goes to `choice.then` (the `choose` action). */
export function ask(tx: Tx, choice: PendingChoice): void {
  patchState(tx, { choice: choice.then ? { ...choice, then: withoutOldAnswer(choice.then) } : choice });
}

/** An instruction asked again or run again drops its earlier answer (`{ ...ins, answer: undefined }`):
 * the state stays plain JSON (DESIGN.md), where a key holding undefined would not survive a save. */
function withoutOldAnswer(ins: Instruction): Instruction {
  if (!('answer' in ins) || ins.answer !== undefined) return ins;
  const { answer: _, ...rest } = ins;
  return rest as Instruction;
}

/** A guard against an engine bug, not a game limit: no legal game runs this many steps in one go. */
const MAX_STEPS = 1_000_000;

/** Run the agenda until it is empty or waits for a choice; `limit` runs only that many instructions. */
export function runAgenda(tx: Tx, limit = Infinity): void {
  let steps = 0;
  while (tx.s.agenda.length > 0 && !tx.s.choice && !tx.s.gameOver && steps < limit) {
    const next = tx.s.agenda[0];
    patchState(tx, { agenda: tx.s.agenda.slice(1) });
    execute(tx, next);
    refreshControl(tx); // 613.1b, 611.2b: control and durations follow each event
    if (++steps > MAX_STEPS) throw new Error('engine bug: the agenda never empties');
  }
  if (tx.s.gameOver && tx.s.agenda.length) patchState(tx, { agenda: [] });
}
