// Abilities that trigger on a die roll (706): "Whenever you roll one or more dice" once per
// instruction to roll, however many dice it rolls; "When you roll a natural 20" once per die whose
// natural result (706.2) is that number. Watched from the battlefield, "you" being the roller.
import type { TriggerDef } from '../state/card';
import type { Tx } from '../state/game';
import type { PlayerId } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { objectAt } from '../state/objectTable';
import { addPending, triggersOf } from './pendingTrigger';

export function diceRolled(tx: Tx, roller: PlayerId, naturals: readonly number[]): void {
  for (const id of abilityIndex(tx.s).withTriggers) {
    const w = objectAt(tx.s, id);
    if (w.controller !== roller) continue;
    const any = (t: TriggerDef) => t.event === 'rollsDice' && t.natural === undefined;
    for (const { index } of triggersOf(tx, w, any)) addPending(tx, w, index, { player: roller });
    for (const n of naturals) {
      const natural = (t: TriggerDef) => t.event === 'rollsDice' && t.natural === n;
      for (const { index } of triggersOf(tx, w, natural)) addPending(tx, w, index, { player: roller, count: n });
    }
  }
}
