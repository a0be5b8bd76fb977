// "Sacrifice ~." as an ability resolves (701.21a), or "unless you pay {2}" (118.12a): its controller moves the source from the
// battlefield to its owner's graveyard. Only the same object (400.7): a source that left the
// battlefield (even if it came back) is a new object, and a player can't sacrifice a permanent
// they don't control (701.21a), so then nothing happens, and the log says why.
import type { Tx } from '../state/game';
import { describe, getPlayer, log, playerName } from '../state/game';
import { payLifeCost } from '../casting/costs';
import type { EffectDef } from '../state/card';
import type { EffectContext, Instruction } from '../state/state';
import { ask } from '../stack/agenda';
import { resolvingName } from './resolvingName';
import { canPayMana, payManaDuringResolution } from './payDuringResolution';
import { objectAt } from '../state/objectTable';
import { MANA_NAMES } from '../mana/mana';
import { amount } from './amount';
import { moveObject } from '../state/zones';
import { sacrificing } from '../stack/actionTriggers';

export function sacrificeSelf(tx: Tx, e: Extract<EffectDef, { kind: 'sacrificeSelf' }>, ctx: EffectContext, ins: Extract<Instruction, { op: 'effect' }>): void {
  const player = playerName(tx.s, ctx.controller);
  const mana = e.unlessPaysGeneric !== undefined ? `{${Math.max(0, amount(tx, e.unlessPaysGeneric, ctx))}}` : e.unlessPays;
  const cost = e.perCounter === undefined ? (mana !== undefined || e.unlessPaysLife !== undefined ? { mana: mana ?? '', life: e.unlessPaysLife ?? 0 } : undefined) : cumulative(tx, e, ctx);
  if (cost === null) return;
  if (cost !== undefined) {
    const what = [cost.mana || (cost.life ? '' : '{0}'), cost.life ? `${cost.life} life` : ''].filter(Boolean).join(' and ');
    // 118.12a: "unless you pay {2}": the controller may pay as it resolves; one who can't pay fully
    // isn't asked (118.3); life only with at least that much (119.4).
    if (ins.answer === undefined && canPayMana(tx, ctx.controller, cost.mana || '{0}') && getPlayer(tx.s, ctx.controller).life >= cost.life) {
      ask(tx, {
        kind: 'yesNo',
        player: ctx.controller,
        prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${player} may pay ${what}; if they don't, they sacrifice ${ctx.sourceName}.`,
        rule: '118.12a',
        options: [],
        then: ins,
      });
      return;
    }
    if (ins.answer === true) {
      if (cost.mana) payManaDuringResolution(tx, ctx.controller, cost.mana, ctx.sourceName);
      if (cost.life) payLifeCost(tx, ctx.controller, { life: cost.life });
      log(tx, '118.12a', `${player} pays ${what}: ${ctx.sourceName} isn't sacrificed.`, [ctx.controller]);
      return;
    }
    log(tx, ins.answer === false ? '118.12a' : cost.life ? ['118.12a', '118.3', '119.4'] : ['118.12a', '118.3'], `${player} ${ins.answer === false ? "doesn't pay" : "can't pay"} ${what}.`, [ctx.controller]);
  }
  const o = objectAt(tx.s, ctx.source);
  // 601.2h: "unless {U} was spent to cast it": the mana the spell it was was cast with.
  if (e.unlessSpent && o?.zone === 'battlefield' && o.spentToCast?.includes(e.unlessSpent)) {
    log(tx, '601.2h', `${MANA_NAMES[e.unlessSpent]} mana was spent to cast ${o.card}: ${player} doesn't sacrifice it.`, [o.id]);
    return;
  }
  if (e.unlessSpent) log(tx, '601.2h', `No ${MANA_NAMES[e.unlessSpent]} mana was spent to cast ${ctx.sourceName}.`, [ctx.source]);
  if (!o || o.zone !== 'battlefield') {
    log(tx, ['701.21a', '400.7'], `${ctx.sourceName} is no longer on the battlefield: ${player} can't sacrifice it.`, [ctx.controller]);
    return;
  }
  if (o.controller !== ctx.controller) {
    log(tx, '701.21a', `${player} doesn't control ${describe(tx.s, o.id)}, so can't sacrifice it.`, [ctx.controller, o.id]);
    return;
  }
  log(tx, '701.21a', `${player} sacrifices ${describe(tx.s, o.id)}.`, [ctx.controller, o.id]);
  sacrificing(tx, o.id, ctx.controller);
  moveObject(tx, o.id, 'graveyard');
}

/**
 * 702.24a: cumulative upkeep's cost, once for each age counter on the permanent as the ability
 * resolves (702.24b: all of them, whichever ability put them there); null when the permanent is no
 * longer on the battlefield: "if this permanent is on the battlefield" (603.4), nothing happens.
 */
function cumulative(tx: Tx, e: Extract<EffectDef, { kind: 'sacrificeSelf' }>, ctx: EffectContext): { mana: string; life: number } | null {
  const o = objectAt(tx.s, ctx.source);
  if (!o || o.zone !== 'battlefield') {
    log(tx, ['702.24a', '400.7'], `${ctx.sourceName} is no longer on the battlefield: its cumulative upkeep does nothing.`, [ctx.source]);
    return null;
  }
  const n = o.counters[e.perCounter!] ?? 0;
  return { mana: n === 0 ? '{0}' : (e.unlessPays ?? '').repeat(n), life: n * (e.unlessPaysLife ?? 0) };
}
