// Additional costs of a spell stated as an activation cost states them (118.8): "As an additional
// cost to cast this spell, discard a card / sacrifice two creatures / exile a creature card from
// your graveyard / tap an untapped creature you control / pay 3 life". The objects are chosen in
// `costs` as for an activated ability (activationCosts.ts), checked as the total cost is determined
// (601.2f) and paid with the rest of it (601.2h).
import type { CastOptions } from '../actions';
import type { CardDef, CostDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, getObject, log, patchObject, playerName } from '../state/game';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { tappedChanged } from '../stack/triggers';
import { chooseActivationCosts, type ChosenCosts } from './activationCosts';
import { discardToGraveyard } from './madness';
import { costDiscards } from './randomCost';
import { sacrificing } from '../stack/actionTriggers';

export type SpellCost = { cost: CostDef; chosen: ChosenCosts };

/** The objects that pay the spell's stated costs, checked without changing anything. */
export function chooseSpellCosts(s: GameState, def: CardDef, self: ObjectId, player: PlayerId, cost: CostDef, given: CastOptions['costs']): SpellCost {
  for (const k of ['sacrifice', 'discard', 'exile', 'tap'] as const) {
    if (given?.[k]?.includes(self)) throw new RulesError(`${def.name} can't pay its own additional cost: it is the spell being cast`, '118.8');
  }
  const o = objectAt(s, self);
  return { cost, chosen: chooseActivationCosts(s, o, player, cost, given, def.name) };
}

/** 601.2h: pay them; returns the permanents sacrificed (as they last existed) and the cards discarded. */
export function paySpellCosts(tx: Tx, player: PlayerId, costs: readonly SpellCost[], what: string): { sacrificed: GameObject[]; discarded: string[] } {
  const who = playerName(tx.s, player);
  const sacrificed: GameObject[] = [];
  const discarded: string[] = [];
  for (const { chosen } of costs) {
    for (const id of chosen.tap) {
      log(tx, '118.8', `${who} taps ${describe(tx.s, id)} to pay the additional cost of ${what}.`, [id]);
      patchObject(tx, id, { tapped: true });
      tappedChanged(tx, id, true);
    }
    for (const id of chosen.sacrifice) {
      sacrificed.push(getObject(tx.s, id));
      log(tx, '118.8', `${who} sacrifices ${describe(tx.s, id)} to pay the additional cost of ${what}.`, [id]);
      sacrificing(tx, id, player);
      moveObject(tx, id, 'graveyard');
    }
    for (const id of chosen.returnedPermanents ?? []) {
      log(tx, '118.8', `${who} returns ${describe(tx.s, id)} to its owner's hand to pay the additional cost of ${what}.`, [id]);
      moveObject(tx, id, 'hand');
    }
    for (const id of chosen.exile) {
      log(tx, '118.8', `${who} exiles ${getObject(tx.s, id).card} from their graveyard to pay the additional cost of ${what}.`, [player]);
      moveObject(tx, id, 'exile');
    }
    for (const id of costDiscards(tx, player, chosen, what)) {
      const card = getObject(tx.s, id).card;
      discarded.push(card);
      log(tx, '118.8', `${who} discards ${card} to pay the additional cost of ${what}.`, [player]);
      discardToGraveyard(tx, id);
    }
  }
  return { sacrificed, discarded };
}
