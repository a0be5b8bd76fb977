// The one entry point: apply(state, action) returns the next state and the log of the transition,
// or throws a RulesError and the given state is untouched (every change below copies its path).
import { turnFaceUp } from './casting/morph';
import { suspend } from './casting/suspend';
import { foretell } from './casting/foretell';
import { playLand } from './casting/playing';
import type { Action } from './actions';
import { activate } from './casting/activating';
import { runAgenda } from './stack/agenda';
import { cast } from './casting/casting';
import { choose } from './stack/choosing';
import { edit } from './edits';
import { RulesError } from './errors';
import type { Tx } from './state/game';
import { pass, priorityHolder, requirePriority } from './turn/priority';
import type { GameState, LogEntry, ObjectId, Step } from './state/state';
import { objectAt } from './state/objectTable';
import { STEP_NAMES } from './turn/turn';
import { STEPS } from './state/state';
import { refreshControl } from './layers/control';

export type Transition = { state: GameState; log: LogEntry[] };

export function apply(state: GameState, action: Action): Transition {
  const tx: Tx = { s: state, log: [] };
  switch (action.type) {
    case 'cast':
      cast(tx, action);
      break;
    case 'activate':
      activate(tx, action);
      break;
    case 'choose':
      choose(tx, action);
      break;
    case 'play':
      playLand(tx, action);
      break;
    case 'turnFaceUp':
      turnFaceUp(tx, action); // 702.37e
      break;
    case 'suspend':
      suspend(tx, action); // 702.62a, 116.2f
      break;
    case 'foretell':
      foretell(tx, action); // 702.143a, 116.2h
      break;
    case 'pass':
      pass(tx, action.player ?? holderOrThrow(tx.s));
      break;
    case 'resolve':
      return action.stepwise ? resolveStepwise(state) : resolve(state);
    case 'step':
      if (state.choice) throw new RulesError(`${state.players[state.choice.player]?.name} must first answer: ${state.choice.prompt}`, state.choice.rule);
      if (state.agenda.length === 0) throw new RulesError('Nothing is in progress to step through', '608.2');
      runAgenda(tx, 1);
      return done(tx);
    case 'advance':
      return advance(state, action.to);
    case 'edit':
      edit(tx, action);
      refreshControl(tx); // an edit may move an Aura or change a fact layer 2 starts from
      break;
    default:
      throw new RulesError(`Unknown action ${JSON.stringify((action as { type?: unknown }).type)}`, '117.1');
  }
  // While stepping through a resolution, an answered choice carries out only its own instruction.
  runAgenda(tx, action.type === 'choose' && tx.s.stepping ? 1 : Infinity);
  return done(tx);
}

function done(tx: Tx): Transition {
  if (tx.s.stepping && tx.s.agenda.length === 0 && !tx.s.choice) tx.s = { ...tx.s, stepping: false };
  return { state: tx.s, log: tx.log };
}

function holderOrThrow(s: GameState): string {
  const holder = priorityHolder(s);
  if (holder) return holder;
  requirePriority(s, s.turn.active, 'pass priority');
  return s.turn.active;
}

/** Passing many times is one user action: pass until `done`, collecting the log. */
function passUntil(state: GameState, done: (s: GameState) => boolean, limit: number): Transition {
  // One transition for all the passes: each is the `pass` action, carried out in turn.
  const tx: Tx = { s: state, log: [] };
  for (let i = 0; i < limit; i++) {
    pass(tx, holderOrThrow(tx.s));
    runAgenda(tx);
    if (done(tx.s) || tx.s.choice || tx.s.gameOver) return { state: tx.s, log: tx.log };
  }
  throw new Error('engine bug: passing priority never got there');
}

/** Whether an object is still on the stack: one that left it is a new object or none (400.7), so no search of the stack is needed. */
function onStack(s: GameState, id: ObjectId): boolean {
  return objectAt(s, id)?.zone === 'stack';
}

/** Players pass in turn until the top object of the stack has resolved (or a choice stops it). */
function resolve(state: GameState): Transition {
  const top = state.stack[state.stack.length - 1];
  if (top === undefined) throw new RulesError('The stack is empty: there is nothing to resolve', '608.1');
  holderOrThrow(state);
  const passes = state.order.length * 4 + 4;
  return passUntil(state, (s) => !onStack(s, top), passes);
}

/** Pass until the top object starts resolving, and stop there (`step` goes on). */
function resolveStepwise(state: GameState): Transition {
  const top = state.stack[state.stack.length - 1];
  if (top === undefined) throw new RulesError('The stack is empty: there is nothing to resolve', '608.1');
  let s = state;
  const log: LogEntry[] = [];
  for (let i = 0; i < state.order.length + 1; i++) {
    holderOrThrow(s);
    const tx: Tx = { s, log: [] };
    pass(tx, priorityHolder(s)!);
    // Run up to the start of the resolution, then stop with the rest waiting on the agenda.
    while (tx.s.agenda.length && !tx.s.choice && tx.s.agenda[0].op !== 'resolveTop') runAgenda(tx, 1);
    if (tx.s.agenda[0]?.op === 'resolveTop') runAgenda(tx, 1);
    s = tx.s.agenda.length ? { ...tx.s, stepping: true } : tx.s;
    log.push(...tx.log);
    if (s.agenda.length || s.choice || !onStack(s, top)) return { state: s, log };
  }
  throw new Error('engine bug: passing priority never got there');
}

/** A combat declaration met on the way: declare nothing, when that is legal (SCENARIO.md, `advance`). Returns whether it did. */
function declareNothing(tx: Tx): boolean {
  const c = tx.s.choice;
  if (!c || (c.kind !== 'attackers' && c.kind !== 'blockers')) return false;
  try {
    const t: Tx = { s: tx.s, log: [] };
    choose(t, { type: 'choose', answer: {} });
    runAgenda(t);
    tx.s = t.s;
    tx.log.push(...t.log);
    return true;
  } catch (e) {
    // 508.1d, 509.1c: a requirement makes declaring nothing illegal; the choice stays for the player.
    if (e instanceof RulesError) return false;
    throw e;
  }
}

/** Why advancing to a step that this combat skips is refused (508.8, 510.4). */
function skippedStep(s: GameState, to: Step): RulesError {
  if (to === 'firstStrikeDamage' && s.combat?.hadAttackers) {
    return new RulesError(`No attacking or blocking creature has first strike or double strike as combat damage begins, so there is no ${STEP_NAMES[to]} to advance to`, '510.4');
  }
  return new RulesError(`No creature was declared as an attacker, so the ${STEP_NAMES[to]} is skipped and can't be advanced to`, '508.8');
}

/**
 * Players pass until the given step begins, or a triggered ability or a choice stops them. On the
 * way, attackers and blockers are declared as none, unless a requirement forbids it (508.1d, 509.1c).
 */
function advance(state: GameState, to: Step): Transition {
  if (to === 'untap' || to === 'cleanup') throw new RulesError(`No player receives priority in the ${STEP_NAMES[to]}, so it can't be advanced to`, to === 'untap' ? '502.4' : '514.3');
  if (state.stack.length) throw new RulesError('Advancing needs an empty stack: resolve it first', '500.2');
  holderOrThrow(state);
  const { number, step } = state.turn;
  const target = STEPS.indexOf(to);
  const began = (s: GameState) => s.turn.step === to && (s.turn.number !== number || s.turn.step !== step);
  const tx: Tx = { s: state, log: [] };
  let was = { number, at: STEPS.indexOf(step) };
  // At most two turns of passing: every player passes once per step.
  const limit = (state.order.length + 1) * 40;
  for (let i = 0; i < limit; i++) {
    if (tx.s.choice) {
      if (!declareNothing(tx)) return { state: tx.s, log: tx.log };
    } else {
      pass(tx, holderOrThrow(tx.s));
      runAgenda(tx);
    }
    const now = { number: tx.s.turn.number, at: STEPS.indexOf(tx.s.turn.step) };
    // The combat reached skips the step asked for (judged as that step would start).
    if (now.number === was.number && was.at < target && now.at > target) throw skippedStep(tx.s, to);
    was = now;
    if (began(tx.s) || tx.s.stack.length > 0 || tx.s.gameOver) return { state: tx.s, log: tx.log };
    if (tx.s.choice && tx.s.choice.kind !== 'attackers' && tx.s.choice.kind !== 'blockers') return { state: tx.s, log: tx.log };
  }
  throw new Error('engine bug: passing priority never got there');
}
