// Dash (702.109a): "You may cast this card by paying [cost] rather than its mana cost" (an
// alternative cost, 118.9), "If this spell's dash cost was paid, return the permanent this spell
// becomes to its owner's hand at the beginning of the next end step" (a delayed triggered ability,
// 603.7), and "As long as this permanent's dash cost was paid, it has haste." Whether the cost was
// paid is known only to the spell (its `castAs`), so both are set up as the spell becomes the
// permanent (608.3a): the haste as an effect on that permanent for as long as it exists (611.2a).
import type { AbilityDef } from '../state/card';
import { beginEffect } from '../effects/continuous';
import type { Tx } from '../state/game';
import { log, patchState } from '../state/game';
import type { DelayedTrigger, EffectContext, GameObject, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';

const RETURN = 'Return the permanent this spell becomes to its owner\'s hand at the beginning of the next end step.';

/** The permanent a spell cast for its dash cost became: it has haste, and returns to its owner's hand at the next end step. */
export function dashedPermanentEntered(tx: Tx, spell: GameObject, permanent: ObjectId): void {
  if (spell.stackItem?.castAs !== 'dash') return;
  const o = objectAt(tx.s, permanent);
  if (!o || o.zone !== 'battlefield') return;
  const ctx: EffectContext = { source: permanent, sourceName: o.card, controller: o.controller, targets: [], x: 0 };
  beginEffect(tx, [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'haste', text: 'Haste' }] }], [permanent], 'indefinite', ctx, 'As long as this permanent\'s dash cost was paid, it has haste.');
  const index = Math.max(0, (tx.s.cards[o.card]?.abilities ?? []).findIndex((a) => a.kind === 'cost' && a.alternative?.kind === 'dash'));
  const ability: AbilityDef = { kind: 'triggered', text: RETURN, trigger: { event: 'beginningOfStep', step: 'end', whose: 'each' }, effects: [{ kind: 'bounce', what: { remembered: 'dashed' } }] };
  // 603.7c: this turn's end step, if it hasn't begun.
  const thisTurn = tx.s.turn.step !== 'end' && tx.s.turn.step !== 'cleanup';
  const d: DelayedTrigger = { step: 'end', afterTurn: tx.s.turn.number - (thisTurn ? 1 : 0), ability, source: permanent, index, card: o.card, controller: o.controller, lki: o, memory: { dashed: permanent } };
  patchState(tx, { delayedTriggers: [...(tx.s.delayedTriggers ?? []), d] });
  log(tx, ['702.109a', '603.7a'], `${o.card}'s dash cost was paid: it has haste, and it will return to its owner's hand at the beginning of the next end step.`, [permanent]);
}
