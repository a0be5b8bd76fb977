// "Target creature can't block this turn.", "~ can't be blocked this turn.", "Creatures without
// flying can't block this turn.", "Target creature attacks this turn if able.", "~ can block an
// additional creature this turn.", "~ can attack this turn as though it didn't have defender.",
// "Target creature can't block ~ this turn.": a resolved effect on what combat allows or requires
// (508.1c-d, 509.1a-c, 702.3b), for the turn (611.2a). It changes no characteristic: the engine
// keeps it beside the layers' effects.
import type { CombatRestriction } from '../../engine/state/layers';
import { SELF } from '../normalize';
import type { EffectNode, ModifiedNode } from '../tree';
import { lowerFirst, oneSubject, severalSubject } from './continuous';
import { ofTargetPlayer } from './tapAll';
import { severalPermanents, target } from './target';
import { alt, lit, map, template, where, type Parser } from './primitives';

/** "up to two target creatures": several targets, no "each" (the verb doesn't change). */
const severalTargets = where(target, severalPermanents);

/** What the effect says, with "this turn" where the text puts it, in the verb's number (one object or several). */
const PREDICATES = (one: boolean): [string, CombatRestriction][] => [
  ["can't attack or block this turn", { cantAttack: true, cantBlock: true }],
  ["can't block this turn", { cantBlock: true }],
  ["can't attack this turn", { cantAttack: true }],
  ["can't be blocked this turn", { cantBeBlocked: true }],
  [`can't block ${SELF} this turn`, { cantBlockSource: true }], // 509.1b: the source is the attacker
  [`${one ? 'attacks' : 'attack'} this turn if able`, { attacksEachCombat: true }], // 508.1d
  [`${one ? 'blocks' : 'block'} this turn if able`, { blocksEachCombat: true }], // 509.1c
  [`${one ? 'blocks' : 'block'} ${SELF} this turn if able`, { blocksSource: true }], // 509.1c: the source is the attacker
  ['must be blocked this turn if able', { mustBeBlocked: true }], // 509.1c
  ...(one ? [['assigns no combat damage this turn', { assignsNoCombatDamage: true }] as [string, CombatRestriction]] : []), // 510.1a
  ['can block an additional creature this turn', { blocksAdditional: 1 }], // 509.1a
  ["can attack this turn as though it didn't have defender", { attacksDespiteDefender: true }], // 702.3b
  ["can attack this turn as though they didn't have defender", { attacksDespiteDefender: true }],
];

/** The predicate of one object ("attacks") or of several ("attack"). */
export const combatPredicate = (one: boolean): Parser<CombatRestriction> => alt(...PREDICATES(one).map(([words, r]) => map(lit(words), () => r)));

const sentence = (subject: Parser<ModifiedNode>, one: boolean): Parser<EffectNode> => (text, at) => {
  const what = subject(text, at);
  const space = what && lit(' ')(text, what.end);
  const r = space && combatPredicate(one)(text, space.end);
  const end = r && lit('.')(text, r.end);
  if (!what || !r || !end) return null;
  return { value: { kind: 'combatThisTurn', span: { start: at, end: end.end }, what: what.value, restriction: r.value }, end: end.end };
};

/** "All creatures able to block target creature this turn do so." (509.1c): a requirement on each creature able to block it. */
const lure: Parser<EffectNode> = map(template`All creatures able to block ${oneSubject} this turn do so.`, ([what], span) => ({ kind: 'combatThisTurn', span, what, restriction: { lure: true } }));

/** "<who> can't block this turn.", "<who> attacks this turn if able." */
export const combatThisTurn: Parser<EffectNode> = alt(sentence(oneSubject, true), sentence(alt<ModifiedNode>(severalTargets, lowerFirst(ofTargetPlayer), severalSubject), false), lure);
