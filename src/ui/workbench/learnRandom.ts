// The Learn view's pick of a random result: at a step of the script whose action produced a random
// result, the possible results, the one the script has, and the new line for another. A result
// asked in place of chance is changed by answering the same choice otherwise; one drawn by the
// generator by a seed edit that draws the one wanted (store/reroll.ts). The rest of the script is
// played again after it, as far as it still fits.
import type { Action, ChoiceOption, EntityId } from '../../engine';
import { possibleResults, rerollPlan, type RerollPlan } from '../../store/reroll';
import type { Timeline } from '../../store/timeline';

export type ResultPick = {
  options: ChoiceOption[];
  current: EntityId;
  /** The line that has `want` as the result, or null when none was found. */
  line: (want: EntityId) => RerollPlan | null;
};

/** The random result of step `at` of the script `path`, if it has one. */
export function resultPick(t: Timeline, path: readonly number[], at: number): ResultPick | null {
  const node = t.nodes[path[at]];
  if (!node || node.parent === null || !node.action) return null;
  const before = t.nodes[node.parent].state;
  const rest = path.slice(at + 1).map((id) => t.nodes[id].action!);
  if (node.action.type === 'choose' && before.choice?.kind === 'random') {
    return {
      options: before.choice.options,
      current: node.action.answer as EntityId,
      line: (want) => ({ from: node.parent!, actions: [{ type: 'choose', player: before.choice!.player, answer: want } as Action, ...rest], upTo: 1 }),
    };
  }
  const possible = possibleResults(t, node.id);
  if (!possible) return null;
  return { options: possible.options, current: possible.drawn, line: (want) => rerollPlan(t, node.id, path[path.length - 1], want) };
}
