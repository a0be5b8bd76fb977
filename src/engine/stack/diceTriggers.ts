// Abilities that trigger on a die roll (706): "Whenever you roll one or more dice" once per
// instruction to roll, however many dice it rolls; "When you roll a natural 20" once per die whose
// natural result (706.2) is that number. Watched on the battlefield, "you" being the roller, and in
// the roller's graveyard for an ability that returns its card from there (113.6m: Critical Hit).
import type { TriggerDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer } from '../state/game';
import type { GameObject, PlayerId } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { abilities } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { addPending, triggersOf } from './pendingTrigger';

function watch(tx: Tx, w: GameObject, roller: PlayerId, naturals: readonly number[], zone: 'battlefield' | 'graveyard'): void {
  const here = (index: number) => {
    const a = abilities(tx.s, w)[index];
    return (a?.kind === 'triggered' && a.zone === 'graveyard' ? 'graveyard' : 'battlefield') === zone;
  };
  const any = (t: TriggerDef) => t.event === 'rollsDice' && t.natural === undefined;
  for (const { index } of triggersOf(tx, w, any)) if (here(index)) addPending(tx, w, index, { player: roller });
  for (const n of naturals) {
    const natural = (t: TriggerDef) => t.event === 'rollsDice' && t.natural === n;
    for (const { index } of triggersOf(tx, w, natural)) if (here(index)) addPending(tx, w, index, { player: roller, count: n });
  }
}

export function diceRolled(tx: Tx, roller: PlayerId, naturals: readonly number[]): void {
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    if (w.controller === roller) watch(tx, w, roller, naturals, 'battlefield');
  }
  for (const id of getPlayer(tx.s, roller).graveyard) watch(tx, objectAt(tx.s, id), roller, naturals, 'graveyard');
}
