// Random play (issue 7): a run: random actions, each checked against the invariants.
import type { Action } from '../actions';
import type { CardDef } from '../state/card';
import { apply } from '../apply';
import { RulesError } from '../errors';
import { type GameState } from '../state/state';
import { randomAction } from './action';
import { plainAnswers } from './answers';
import { randomEdit } from './edits';
import { cardsConserved, checkInvariants, choiceAnswerable } from './invariants';
import { durationsKept } from './layerInvariants';
import { randomPosition } from './position';
import { rand, type Rand } from './rand';

// A run

/** Freeze what a transition made, so an engine that changes a state it was given fails loudly. */
export function freezeNew(v: unknown): void {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) freezeNew((v as Record<string, unknown>)[k]);
  }
}

export type PlayFailure = { seed: number; index: number; action?: Action; invariant: string };

export type PlayResult = {
  seed: number;
  applied: number;
  rejected: number;
  /** Applied actions by kind ("cast", "choose:pick", "edit:move"), to see what the run exercised. */
  kinds: Record<string, number>;
  failure?: PlayFailure;
  state: GameState;
};

export function kindOf(s: GameState, a: Action): string {
  if (a.type === 'choose') return `choose:${s.choice?.kind}`;
  if (a.type === 'edit') return `edit:${a.op}`;
  return a.type;
}

/** Tries per action before the run counts as stuck: far more than a legal position ever needs. */
export const TRIES = 200;

/**
 * What must always be possible, for the try `t` past half of them: each plain answer to a pending
 * choice in turn (one of them is always accepted: the invariants check it), else a step of the
 * agenda, else an edit. Only the first plain answer was tried once: with a lure attacker ("All
 * creatures able to block ~ do so"), declaring no blockers is refused, and random play stuck (seed 438).
 */
export function fallbackAction(s: GameState, r: Rand, pool: readonly CardDef[], t: number): Action {
  if (s.choice) {
    const answers = plainAnswers(s.choice, s);
    return { type: 'choose', answer: answers[t % Math.max(1, answers.length)] };
  }
  return s.agenda.length ? { type: 'step' } : randomEdit(s, r, pool);
}

export type PlayHooks = {
  rejected?: (action: Action, e: RulesError, s: GameState) => void;
  /** Play from this position rather than the seed's random one (the export driver's, built from a document). */
  start?: GameState;
  /** Change an action before it is tried, as a page would (the builder gives a created card an id). */
  shape?: (action: Action, s: GameState) => Action;
  /** Each action the engine accepted, with the state it was applied to. */
  applied?: (action: Action, before: GameState) => void;
};

export function randomPlay(seed: number, pool: readonly CardDef[], actions: number, hooks: PlayHooks = {}): PlayResult {
  const r = rand(seed);
  const kinds: Record<string, number> = {};
  let rejected = 0;
  let s: GameState;
  const result = (applied: number, failure?: PlayFailure): PlayResult => ({ seed, applied, rejected, kinds, state: s, ...(failure ? { failure } : {}) });
  try {
    s = hooks.start ?? randomPosition(seed, pool);
  } catch (e) {
    s = undefined as unknown as GameState;
    return result(0, { seed, index: -1, invariant: `setup threw: ${(e as Error).stack ?? e}` });
  }
  const check = (index: number, action?: Action): PlayFailure | undefined => {
    const broken = checkInvariants(s);
    if (broken.length) return { seed, index, action, invariant: broken.join('; ') };
    try {
      const unanswerable = choiceAnswerable(s);
      if (unanswerable) return { seed, index, action, invariant: unanswerable };
    } catch (e) {
      return { seed, index, action, invariant: `answering the pending choice threw: ${(e as Error).stack ?? e}` };
    }
    return undefined;
  };
  const first = check(-1);
  if (first) return result(0, first);
  freezeNew(s);
  for (let index = 0; index < actions; index++) {
    let done = false;
    for (let t = 0; t < TRIES && !done; t++) {
      // After many refusals, fall back on what must always be possible.
      let action = randomAction(s, r, pool);
      if (t >= TRIES / 2) action = fallbackAction(s, r, pool, t);
      if (hooks.shape) action = hooks.shape(action, s);
      try {
        const next = apply(s, action);
        const kind = kindOf(s, action);
        kinds[kind] = (kinds[kind] ?? 0) + 1;
        const conserved = cardsConserved(s, next.state, action) ?? durationsKept(s, next.state, action);
        hooks.applied?.(action, s);
        s = next.state;
        done = true;
        if (conserved) return result(index, { seed, index, action, invariant: conserved });
        const failure = check(index, action);
        if (failure) return result(index, failure);
        freezeNew(s);
      } catch (e) {
        if (e instanceof RulesError) {
          rejected++;
          hooks.rejected?.(action, e, s);
          continue;
        }
        return result(index, { seed, index, action, invariant: `not a RulesError: ${(e as Error).stack ?? e}` });
      }
    }
    if (!done) return result(index, { seed, index, invariant: `stuck: no action was accepted in ${TRIES} tries` });
  }
  return result(actions);
}

/** One line naming a failing seed, the action and the invariant. */
export function describeFailure(f: PlayFailure): string {
  const a = f.action ? ` ${JSON.stringify(f.action, (k, v) => (k === 'card' && typeof v === 'object' ? v.name : v))}` : '';
  return `seed ${f.seed}, action ${f.index}${a}: ${f.invariant}`;
}
