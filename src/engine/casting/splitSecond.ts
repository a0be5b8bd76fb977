// Split second (702.61a): "As long as this spell is on the stack, players can't cast other spells
// or activate abilities that aren't mana abilities." Mana abilities, special actions and triggered
// abilities go on as usual (702.61b).
import { RulesError } from '../errors';
import { hasKeyword } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';

/** 702.61a: refuse to cast a spell, or to activate an ability that isn't a mana ability, while a spell with split second is on the stack. */
export function checkSplitSecond(s: GameState, what: string): void {
  for (const id of s.stack) {
    const o = objectAt(s, id);
    if (o.stackItem?.kind === 'spell' && hasKeyword(s, o, 'split second')) {
      throw new RulesError(`${o.card} has split second: while it is on the stack, players can't ${what}`, '702.61a');
    }
  }
}
