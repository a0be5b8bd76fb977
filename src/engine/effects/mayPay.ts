// "You may pay {2}. If you do, draw a card." (118.12): the payment is a cost paid as the ability
// resolves; "If you do" checks whether the player chose to pay it. A player who can't pay fully
// (118.3) isn't asked. The effects after "If you do" happen only once it is paid. A payment of {E}
// removes energy counters from the player (107.14).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log, playerName } from '../state/game';
import { payLifeCost } from '../casting/costs';
import type { EffectContext, Instruction } from '../state/state';
import { ask, pushFront } from '../stack/agenda';
import { resolvingName } from './resolvingName';
import { canPayMana, payManaDuringResolution } from './payDuringResolution';
import { mayPayX } from './mayPayX';
import { canPayEnergy, energySymbols, payEnergy } from './energy';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function mayPay(tx: Tx, e: Extract<EffectDef, { kind: 'mayPay' }>, ctx: EffectContext, ins: Ins): void {
  if (e.mana.includes('{X}')) return mayPayX(tx, e, ctx, ins); // 107.3f
  const player = ctx.controller;
  const name = playerName(tx.s, player);
  const energy = e.energy ?? 0;
  const life = e.life ?? 0;
  const cost = [`${e.mana}${energySymbols(energy)}`, life ? `${life} life` : ''].filter(Boolean).join(' and ');
  if (ins.answer === undefined) {
    // 119.4: life can be paid only by a player whose life total is at least that much.
    if (!canPayMana(tx, player, e.mana) || !canPayEnergy(tx.s, player, energy) || getPlayer(tx.s, player).life < life) {
      log(tx, ['118.12', '118.3'], `${name} can't pay ${cost} for ${ctx.sourceName}, so doesn't: ${e.prompt} doesn't happen.`, [player]);
      return;
    }
    ask(tx, {
      kind: 'yesNo',
      player,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${name} may pay ${cost}. If they do: ${e.prompt}.`,
      rule: '118.12',
      options: [],
      then: ins,
    });
    return;
  }
  if (ins.answer === false) {
    log(tx, '118.12', `${name} doesn't pay ${cost}: ${e.prompt} doesn't happen.`, [player]);
    return;
  }
  payManaDuringResolution(tx, player, e.mana, ctx.sourceName);
  payEnergy(tx, player, energy, ctx.sourceName);
  payLifeCost(tx, player, { life });
  log(tx, '118.12', `${name} pays ${cost} for ${ctx.sourceName}.`, [player]);
  pushFront(tx, ...e.effects.map((effect): Instruction => ({ op: 'effect', effect, ctx })));
}
