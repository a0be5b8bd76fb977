// "Target creature can't block this turn.", "~ can't be blocked this turn.", "Creatures without
// flying can't block this turn.": a resolved effect on what combat allows (509.1b, 508.1c), for the
// turn (611.2a). It changes no characteristic: the engine keeps it beside the layers' effects.
import type { CombatRestriction } from '../../engine/state/layers';
import type { EffectNode, ModifiedNode } from '../tree';
import { oneSubject, severalSubject } from './continuous';
import { target } from './target';
import { alt, lit, map, template, where, type Parser } from './primitives';

/** "up to two target creatures": several targets, no "each" (the verb doesn't change). */
const severalTargets = where(target, (t) => t.permanents !== undefined && (t.max ?? 1) > 1 && !t.anyNumber);

const subject: Parser<ModifiedNode> = alt<ModifiedNode>(oneSubject, severalTargets, severalSubject);

const RESTRICTIONS: [string, CombatRestriction][] = [
  ["can't attack or block", { cantAttack: true, cantBlock: true }],
  ["can't block", { cantBlock: true }],
  ["can't attack", { cantAttack: true }],
  ["can't be blocked", { cantBeBlocked: true }],
];

const restriction: Parser<CombatRestriction> = alt(...RESTRICTIONS.map(([words, r]) => map(lit(words), () => r)));

/** "<who> can't block this turn." */
export const combatThisTurn: Parser<EffectNode> = map(template`${subject} ${restriction} this turn.`, ([what, r], span) => ({ kind: 'combatThisTurn', span, what, restriction: r }));
