// "~ gets +1/+0 until end of turn and can't be blocked this turn.", "Target creature gets +2/+2
// until end of turn and can't be blocked this turn.", "~ gets +3/-2 until end of turn and can attack
// this turn as though it didn't have defender.": one subject, two effects in the text's order
// (608.2c): the change until end of turn (611.2a), then the rule of combat for the turn (509.1b,
// 508.1d, 702.3b), of the same object.
import type { EffectNode, ModifiedNode } from '../tree';
import { subjectAndChange } from './continuous';
import { combatPredicate } from './combatThisTurn';
import { template, type Parser } from './primitives';

/** The object of the second effect: the same one, named again without words (a zero-width node); a target is "it" (608.2c). */
function again(what: ModifiedNode, at: number): ModifiedNode | null {
  const span = { start: at, end: at };
  if (what.kind === 'self') return { kind: 'self', span };
  if (what.kind === 'each') return { ...what, span };
  if (what.kind === 'target' && (what.max ?? 1) === 1 && !what.anyNumber) return { kind: 'ref', span, word: 'it' };
  return null;
}

export const pumpAndCombat: Parser<EffectNode> = (text, at) => {
  const head = template`${subjectAndChange} until end of turn`(text, at);
  if (!head) return null;
  const [change] = head.value;
  const one = change.what.kind !== 'each' || text.startsWith(' gets', change.what.span.end) || text.startsWith(' gains', change.what.span.end);
  const rest = template` and ${combatPredicate(one)}.`(text, head.end);
  const what = rest && again(change.what, head.end + ' and '.length);
  if (!rest || !what) return null;
  const [restriction] = rest.value;
  return {
    value: {
      kind: 'sequence',
      span: { start: at, end: rest.end },
      parts: [
        { kind: 'untilEndOfTurn', span: { start: at, end: head.end }, ...change },
        { kind: 'combatThisTurn', span: { start: head.end + ' and '.length, end: rest.end }, what, restriction },
      ],
    },
    end: rest.end,
  };
};
