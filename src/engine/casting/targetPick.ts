// Choosing targets outside a cast: a triggered ability's as it goes on the stack (603.3d), new
// targets for a copy (707.10c). One `pick` answer, grouped per targeting phrase as in a cast.
import type { TargetSpec } from '../state/card';
import { RulesError } from '../errors';
import { describe } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { EntityId, GameState, ObjectId, PlayerId, TargetPick } from '../state/state';
import { legalTargets, phraseBounds } from './targets';
import type { Targeter } from './targetable';

export function targetPick(s: GameState, specs: readonly TargetSpec[], current: readonly EntityId[][], controller: PlayerId, self: ObjectId | undefined, mayKeep: boolean, by?: Targeter): TargetPick {
  return {
    mayKeep,
    phrases: specs.map((spec, i) => {
      const [min, max] = phraseBounds(spec);
      const phrase = { phrase: spec.phrase, current: [...(current[i] ?? [])], legal: legalTargets(s, spec, controller, self, by), min, max };
      // "from a single graveyard" (601.2c): the answer's targets must share an owner.
      const single = spec.filter.cards?.single ? { singleGraveyard: true as const } : {};
      return spec.differentFrom ? { ...phrase, differentFrom: spec.differentFrom, ...single } : { ...phrase, ...single };
    }),
  };
}

/** Whether any target of a copy could be changed: if none can, there is nothing to ask (707.10c). */
export function anyTargetCanChange(pick: TargetPick): boolean {
  return pick.phrases.some((p) => p.current.some((t) => p.legal.some((l) => l !== t)));
}

/** Check a grouped answer against the pick; returns the new targets. */
export function checkTargetAnswer(s: GameState, pick: TargetPick, answer: unknown, rule: string): EntityId[][] {
  if (!Array.isArray(answer) || answer.length !== pick.phrases.length || !answer.every((g) => Array.isArray(g) && g.every((t) => typeof t === 'string'))) {
    throw new RulesError(`Give one group of targets per targeting phrase (${pick.phrases.map((p) => p.phrase).join('; ')})`, rule);
  }
  const groups = answer as EntityId[][];
  pick.phrases.forEach((p, i) => {
    const g = groups[i];
    if (pick.mayKeep && g.length !== p.current.length) throw new RulesError(`${p.phrase} keeps ${p.current.length} target${p.current.length === 1 ? '' : 's'}: the number of targets doesn't change`, '115.7d');
    if (!pick.mayKeep && (g.length < p.min || g.length > p.max)) throw new RulesError(`${p.phrase} takes ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} targets, not ${g.length}`, '601.2c');
    if (new Set(g).size !== g.length) throw new RulesError(`The same target can't be chosen twice for one instance of the word "target" (${p.phrase})`, '115.3');
    g.forEach((t, j) => {
      const kept = pick.mayKeep && p.current[j] === t;
      if (!kept && !p.legal.includes(t)) throw new RulesError(`${describe(s, t)} is not a legal choice for ${p.phrase}`, pick.mayKeep ? '707.10c' : '115.1');
    });
    if (p.singleGraveyard && new Set(g.map((t) => objectAt(s, t)?.owner)).size > 1) throw new RulesError(`${p.phrase}: the targets must all be in one graveyard`, '601.2c');
    for (const other of p.differentFrom ?? []) {
      const clash = g.find((t) => groups[other]?.includes(t));
      if (clash) throw new RulesError(`${p.phrase} must be another target than ${describe(s, clash)}`, '115.4');
    }
  });
  return groups;
}
