// One handler per kind of effect (DESIGN.md): a new card is new data; a new kind of effect is
// one handler here.
import type { Tx } from '../game';
import type { Instruction } from '../state';
import { addMana, addManaOfChoice } from './addMana';
import { counter } from './counter';
import { damage } from './damage';
import { draw } from './draw';

export function runEffect(tx: Tx, ins: Extract<Instruction, { op: 'effect' }>): void {
  const { effect, ctx } = ins;
  switch (effect.kind) {
    case 'damage':
      return damage(tx, effect, ctx);
    case 'draw':
      return draw(tx, effect, ctx);
    case 'counter':
      return counter(tx, effect, ctx);
    case 'addMana':
      return addMana(tx, effect, ctx);
    case 'addManaOfChoice':
      return addManaOfChoice(tx, effect, ctx, ins);
  }
}
