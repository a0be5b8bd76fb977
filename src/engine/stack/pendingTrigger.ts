// A triggered ability that has triggered (603.2) waits in `pendingTriggers` until a player would
// receive priority (603.3). A leaf module: triggers.ts and watchedTriggers.ts both add to it.
import type { TriggerDef } from '../state/card';
import { abilities, abilityAt } from '../state/characteristics';
import { triggerDefs } from '../casting/abilities';
import type { Tx } from '../state/game';
import { describe, log, patchState, patchTurn } from '../state/game';
import { activationConditionHolds } from '../casting/activationCondition';
import type { GameObject, PendingTrigger, TriggerEvent } from '../state/state';
import { objectAt } from '../state/objectTable';

export function addPending(tx: Tx, o: GameObject, ability: number, event: TriggerEvent): void {
  const at = abilityAt(tx.s, o, ability);
  // 603.4: an intervening "if" clause: the ability triggers only if its condition is true as the event occurs.
  const def = at.abilityDef ?? abilities(tx.s, o)[ability];
  const first = def?.kind === 'triggered' ? def.effects[0] : undefined;
  if (first?.kind === 'ifCondition' && first.intervening && !activationConditionHolds(tx.s, o, o.controller, first.condition)) {
    log(tx, '603.4', `${describe(tx.s, o.id)}'s ability doesn't trigger: "${first.text}" is not true as the event occurs.`, [o.id]);
    return;
  }
  // 603.2: "This ability triggers only once each turn.": not again this turn once it has triggered.
  if (def?.kind === 'triggered' && def.oncePerTurn) {
    const key = `${o.id}#${ability}`;
    if (tx.s.turn.triggered?.includes(key)) {
      log(tx, '603.2', `${describe(tx.s, o.id)}'s ability doesn't trigger: it triggers only once each turn, and it has this turn.`, [o.id]);
      return;
    }
    patchTurn(tx, { triggered: [...(tx.s.turn.triggered ?? []), key] });
  }
  const t: PendingTrigger = { source: o.id, ...at, card: o.card, controller: o.controller, lki: o, event, order: tx.s.pendingTriggers.length };
  patchState(tx, { pendingTriggers: [...tx.s.pendingTriggers, t] });
}

/** The abilities of an object that trigger on an event, each with the trigger condition that matched. */
/** `onlyFromGraveyard`: only the abilities that function in a graveyard (113.6m), for a card watched there. */
export function triggersOf(tx: Tx, o: GameObject, match: (t: TriggerDef) => boolean, onlyFromGraveyard = false): { index: number; def: TriggerDef }[] {
  const out: { index: number; def: TriggerDef }[] = [];
  abilities(tx.s, o).forEach((a, index) => {
    // 113.6m: an ability that returns its card from the graveyard functions only there.
    const there = a.kind === 'triggered' && a.zone === 'graveyard';
    if (onlyFromGraveyard ? !there : there && o.zone !== 'graveyard') return;
    const def = triggerDefs(a).find(match);
    if (def) out.push({ index, def });
  });
  return out;
}


/**
 * The cards in graveyards with a triggered ability that functions there (113.6m: "Whenever you cast
 * a multicolored spell, you may return ~ from your graveyard to your hand."), in APNAP order; a
 * card's definition says it, so a long graveyard costs a lookup per card.
 */
export function graveyardWatchers(tx: Tx): GameObject[] {
  const out: GameObject[] = [];
  for (const p of tx.s.order) {
    for (const id of tx.s.players[p].graveyard) {
      const o = objectAt(tx.s, id);
      if (o && tx.s.cards[o.card]?.abilities.some((a) => a.kind === 'triggered' && a.zone === 'graveyard')) out.push(o);
    }
  }
  return out;
}
