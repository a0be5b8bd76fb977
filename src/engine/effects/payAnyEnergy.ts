// "You may pay any amount of {E}. ~ deals that much damage to that creature." (Harnessed
// Lightning): the player chooses the number as the effect is carried out (608.2d), from none to the
// energy counters they have (118.3), and removes that many (107.14); the effects after it read the
// number paid as "that much".
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { ask, pushFront } from '../stack/agenda';
import { resolvingName } from './resolvingName';
import { energyOf, energySymbols, payEnergy } from './energy';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function payAnyEnergy(tx: Tx, e: Extract<EffectDef, { kind: 'payAnyEnergy' }>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  const most = energyOf(tx.s, p.id);
  if (ins.answer === undefined && most > 0) {
    // A pick of one number: 0 to the energy counters they have.
    const options = Array.from({ length: most + 1 }, (_, n) => ({ id: String(n), label: n === 0 ? 'pay nothing' : `pay ${energySymbols(n)} (${n})` }));
    ask(tx, { kind: 'pick', player: p.id, prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} may pay any amount of {E} (they have ${most}): choose how much.`, rule: '608.2d', options, min: 1, max: 1, then: ins });
    return;
  }
  const paid = ins.answer === undefined ? 0 : Number((ins.answer as string[])[0]);
  if (paid > 0) payEnergy(tx, p.id, paid, ctx.sourceName);
  else log(tx, '608.2d', `${p.name} pays no {E} for ${ctx.sourceName}.`, [p.id]);
  pushFront(tx, ...e.effects.map((effect): Instruction => ({ op: 'effect', effect, ctx: { ...ctx, energyPaid: paid } })));
}
