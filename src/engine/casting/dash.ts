// Dash (702.109a) and blitz (702.152a): an alternative cost (118.9) whose permanent, as long as the
// cost was paid, has haste (blitz: and "When this permanent is put into a graveyard from the
// battlefield, draw a card."), and a delayed triggered ability (603.7) at the beginning of the next
// end step: dash returns the permanent to its owner's hand, blitz sacrifices it. Whether the cost
// was paid is known only to the spell (its `castAs`), so both are set up as the spell becomes the
// permanent (608.3a): the abilities as an effect on that permanent for as long as it exists (611.2a).
import type { AbilityDef, EffectDef } from '../state/card';
import { beginEffect } from '../effects/continuous';
import type { Tx } from '../state/game';
import { log, patchState } from '../state/game';
import type { DelayedTrigger, EffectContext, GameObject, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';

const HASTE: AbilityDef = { kind: 'keyword', keyword: 'haste', text: 'Haste' };
const DRAW_ON_DEATH: AbilityDef = {
  kind: 'triggered',
  text: 'When this permanent is put into a graveyard from the battlefield, draw a card.',
  trigger: { event: 'toGraveyardFromBattlefield' },
  effects: [{ kind: 'draw', count: 1, who: { who: 'controller' } }],
};

type Rider = { rule: string; abilities: AbilityDef[]; has: string; at: string; effects: EffectDef[]; will: string };
const RIDERS: Record<'dash' | 'blitz', Rider> = {
  dash: {
    rule: '702.109a',
    abilities: [HASTE],
    has: "As long as this permanent's dash cost was paid, it has haste.",
    at: "Return the permanent this spell becomes to its owner's hand at the beginning of the next end step.",
    effects: [{ kind: 'bounce', what: { remembered: 'cast' } }],
    will: "it has haste, and it will return to its owner's hand at the beginning of the next end step",
  },
  blitz: {
    rule: '702.152a',
    abilities: [HASTE, DRAW_ON_DEATH],
    has: "As long as this permanent's blitz cost was paid, it has haste and \"When this permanent is put into a graveyard from the battlefield, draw a card.\"",
    at: 'Sacrifice the permanent this spell becomes at the beginning of the next end step.',
    effects: [{ kind: 'sacrificeSelf' }],
    will: 'it has haste and "When this permanent is put into a graveyard from the battlefield, draw a card.", and it will be sacrificed at the beginning of the next end step',
  },
};

/** The permanent a spell cast for its dash or blitz cost became: its abilities, and the delayed trigger. */
export function dashedPermanentEntered(tx: Tx, spell: GameObject, permanent: ObjectId): void {
  const kind = spell.stackItem?.castAs;
  if (kind !== 'dash' && kind !== 'blitz') return;
  const r = RIDERS[kind];
  const o = objectAt(tx.s, permanent);
  if (!o || o.zone !== 'battlefield') return;
  const ctx: EffectContext = { source: permanent, sourceName: o.card, controller: o.controller, targets: [], x: 0 };
  beginEffect(tx, [{ layer: '6', addAbilities: structuredClone(r.abilities) }], [permanent], 'indefinite', ctx, r.has);
  const index = Math.max(0, (tx.s.cards[o.card]?.abilities ?? []).findIndex((a) => a.kind === 'cost' && a.alternative?.kind === kind));
  const ability: AbilityDef = { kind: 'triggered', text: r.at, trigger: { event: 'beginningOfStep', step: 'end', whose: 'each' }, effects: structuredClone(r.effects) };
  // 603.7c: this turn's end step, if it hasn't begun.
  const thisTurn = tx.s.turn.step !== 'end' && tx.s.turn.step !== 'cleanup';
  const d: DelayedTrigger = { step: 'end', afterTurn: tx.s.turn.number - (thisTurn ? 1 : 0), ability, source: permanent, index, card: o.card, controller: o.controller, lki: o, memory: { cast: permanent } };
  patchState(tx, { delayedTriggers: [...(tx.s.delayedTriggers ?? []), d] });
  log(tx, [r.rule, '603.7a'], `${o.card}'s ${kind} cost was paid: ${r.will}.`, [permanent]);
}
