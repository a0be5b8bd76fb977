// Answering the pending choice. An answer that isn't legal is a RulesError and the choice stays.
import type { Action } from '../actions';
import { pushFront } from './agenda';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, log, patchState, playerName } from '../state/game';
import type { GameState, Instruction, PendingChoice } from '../state/state';
import { checkTargetAnswer } from '../casting/targetPick';
import { ANSWER_DEPTH, deeperThan } from './answerDepth';
import { checkAttackers } from '../combat/declareAttackers';
import { checkBlockers } from '../combat/declareBlockers';
import { checkDamage } from '../combat/combatDamage';
import { checkModes } from './triggerModes';

type Choose = Extract<Action, { type: 'choose' }>;

const SELF_LOGGED = new Set(['random', 'manual', 'attackers', 'blockers', 'damage']);

/** Check an answer against the choice's kind and options; returns it in the form `then` expects. */
function validAnswer(s: GameState, c: PendingChoice, answer: unknown): unknown {
  const ids = c.options.map((o) => o.id);
  const list = ids.join(', ');
  switch (c.kind) {
    case 'manaType':
      if (typeof answer !== 'string' || !ids.includes(answer)) {
        throw new RulesError(`${JSON.stringify(answer)} is not one of the types of mana this can add: ${list}`, c.rule);
      }
      return answer;
    case 'yesNo':
      if (typeof answer !== 'boolean') throw new RulesError('Answer yes (true) or no (false)', c.rule);
      return answer;
    case 'manual':
      if (answer !== true) throw new RulesError('Answer true once the text has been carried out with edits: the resolution can only go on', c.rule);
      return answer;
    case 'order': {
      if (!Array.isArray(answer) || answer.length !== ids.length || !ids.every((id) => answer.includes(id))) {
        throw new RulesError(`List every option once, in order: ${list}`, c.rule);
      }
      return answer;
    }
    case 'modes':
      return checkModes(ids, c.min ?? 1, c.max ?? 1, answer, c.rule);
    case 'pick': {
      if (c.targets) return checkTargetAnswer(s, c.targets, answer, c.rule);
      if (!Array.isArray(answer) || !answer.every((a) => typeof a === 'string')) {
        throw new RulesError('Answer with a list of choices', c.rule);
      }
      const min = c.min ?? 0;
      const max = c.max ?? ids.length;
      if (answer.length < min || answer.length > max) {
        throw new RulesError(`Choose ${min === max ? min : `${min} to ${max}`}, not ${answer.length}`, c.rule);
      }
      const bad = answer.find((a) => !ids.includes(a));
      if (bad !== undefined) throw new RulesError(`${bad} is not one of the choices: ${list}`, c.rule);
      if (new Set(answer).size !== answer.length) throw new RulesError('The same choice was given twice', c.rule);
      return answer;
    }
    case 'random':
      if (typeof answer !== 'string' || !ids.includes(answer)) {
        throw new RulesError(`${JSON.stringify(answer)} is not one of the possible results: ${c.options.map((o) => o.label).join(', ')}`, c.rule);
      }
      return answer;
    case 'cast':
      if (answer !== false && (typeof answer !== 'object' || answer === null || Array.isArray(answer))) {
        throw new RulesError('Answer false to decline, or the choices for the spell ({} for none)', c.rule);
      }
      return answer;
    case 'attackers':
      return checkAttackers(s, answer);
    case 'blockers':
      return checkBlockers(s, c.player, answer);
    case 'damage':
      return checkDamage(s, c, answer);
    default:
      throw new RulesError(`A ${c.kind} choice can't be answered yet in this version`, c.rule);
  }
}

const optionWords = (o: { label: string; said?: string } | undefined): string | undefined => o && (o.said ?? o.label);

export function choose(tx: Tx, a: Choose): void {
  const c = tx.s.choice;
  if (!c) throw new RulesError('There is no pending choice to answer', '117.1');
  if (a.player !== undefined && a.player !== c.player) {
    throw new RulesError(`${playerName(tx.s, c.player)} makes this choice, not ${playerName(tx.s, a.player)}`, c.rule);
  }
  if (deeperThan(a.answer)) throw new RulesError(`The answer nests lists more than ${ANSWER_DEPTH} levels deep: no choice takes that`, c.rule);
  const answer = validAnswer(tx.s, c, a.answer);
  const said = (id: string | string[]): string => (Array.isArray(id) ? id.map(said).join(' and ') || 'no target' : (optionWords(c.options.find((o) => o.id === id)) ?? describe(tx.s, id)));
  const text = Array.isArray(answer)
    ? answer.length ? answer.map(said).join(', ') : 'none'
    : typeof answer === 'string' ? said(answer)
    : typeof answer === 'object' ? 'to cast it'
    : answer ? 'yes' : 'no';
  // A random result's own entry says who chose it in place of chance (atRandom.ts).
  // A combat declaration or assignment logs itself as it is carried out (508.1, 509.1, 510.2).
  if (!SELF_LOGGED.has(c.kind)) log(tx, c.rule, `${playerName(tx.s, c.player)} chooses ${text}.`, [c.player]);
  patchState(tx, { choice: null });
  const then: Instruction = { ...c.then, answer } as Instruction;
  pushFront(tx, then);
}
