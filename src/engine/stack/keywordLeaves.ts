// A keyword that represents two linked triggered abilities, the second "When this permanent leaves
// the battlefield, ..." (champion 702.72a, 607.2a): the keyword is one ability of its card, and its
// meaning carries the second (card.ts KeywordMeaning `leaves`). It triggers as the permanent leaves
// the battlefield, looking back at it as it last existed (603.6c, 603.10a): so it does only while
// the permanent has the keyword, and it is put on the stack as the keyword's ability.
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { patchState } from '../state/game';
import type { GameObject, PendingTrigger } from '../state/state';

/** The second abilities of the keywords of a permanent that just left the battlefield (`old`, its last known information). */
export function keywordLeft(tx: Tx, old: GameObject): void {
  abilities(tx.s, old).forEach((a, index) => {
    const leaves = 'meaning' in a ? a.meaning?.leaves : undefined;
    if (!leaves) return;
    const t: PendingTrigger = { source: old.id, ability: index, abilityDef: leaves, card: old.card, controller: old.controller, lki: old, event: { object: old.id }, order: tx.s.pendingTriggers.length };
    patchState(tx, { pendingTriggers: [...tx.s.pendingTriggers, t] });
  });
}
