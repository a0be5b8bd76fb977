// A sentence the engine doesn't model (SCENARIO.md, "Abilities the engine does not model"): the
// resolution stops with a `manual` choice for the controller, who carries the sentence out with
// the workbench's edits (allowed while it is pending), then answers `true` and it goes on. Never
// guessed at: the engine does nothing of the sentence itself.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { log, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { resolvingName } from './resolvingName';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function manual(tx: Tx, e: Extract<EffectDef, { kind: 'manual' }>, ctx: EffectContext, ins: Ins): void {
  const name = resolvingName(tx.s, ctx);
  if (ins.answer === undefined) {
    ask(tx, {
      kind: 'manual',
      player: ctx.controller,
      prompt: `As ${name} resolves, ${playerName(tx.s, ctx.controller)} carries out by hand what the sandbox doesn't model: “${e.text}” Make the changes with the builder's edits, then press Done.`,
      rule: '608.2c',
      options: [],
      manual: { sentence: e.text, ability: e.ability },
      then: ins,
    });
    return;
  }
  log(tx, '608.2c', `${playerName(tx.s, ctx.controller)} has carried out “${e.text}” by hand (${name}).`, [ctx.controller]);
}
