// "Counter target spell": the spell leaves the stack for its owner's graveyard without resolving
// (112.1). A countered copy ceases to exist there as a state-based action (707.10a).
// "Counter target spell unless its controller pays {3}" (118.12a) means "its controller may pay {3};
// if they don't, counter it": a `yesNo` for that player as it resolves (SCENARIO.md). Yes pays from
// their mana pool, then by auto-tap; a player who can't pay at all is not asked. Ward's cost may be
// life (702.21a: "Ward—Pay 3 life."), paid as 119.4 says.
import { ITS_CONTROLLER, type EffectDef } from '../state/card';
import { remember } from '../stack/copy';
import type { Tx } from '../state/game';
import { describe, getPlayer, log, playerName } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { removeObject } from '../state/zones';
import { spellLeavesStack } from '../stack/resolving';
import { ask } from '../stack/agenda';
import { planAutoTap } from '../mana/autoTap';
import { parseCost } from '../mana/mana';
import { payLifeCost } from '../casting/costs';
import { payManaDuringResolution } from './payDuringResolution';
import { affected } from './affected';
import { amount } from './amount';
import { resolvingName } from './resolvingName';
import { objectAt } from '../state/objectTable';
import { abilities } from '../state/characteristics';

type Ins = Extract<Instruction, { op: 'effect' }>;

/** 113.6g, 101.2: a spell whose own text says it can't be countered stays on the stack (a copy has that text too, 707.2). */
function cantBeCountered(tx: Tx, id: ObjectId): boolean {
  const o = objectAt(tx.s, id);
  return o.stackItem?.kind !== 'ability' && abilities(tx.s, o).some((a) => a.kind === 'static' && a.rule?.kind === 'cantBeCountered');
}

function counterIt(tx: Tx, id: ObjectId, ctx: EffectContext, instead?: 'exile' | 'library' | 'hand'): void {
  remember(tx, ctx, ITS_CONTROLLER, objectAt(tx.s, id).controller);
  if (cantBeCountered(tx, id)) {
    log(tx, ['113.6g', '101.2'], `${describe(tx.s, id)} can't be countered: ${ctx.sourceName} doesn't counter it.`, [ctx.source, id]);
    return;
  }
  log(tx, '112.1', `${ctx.sourceName} counters ${describe(tx.s, id)}.`, [ctx.source, id]);
  if (objectAt(tx.s, id).stackItem?.kind === 'ability') removeObject(tx, id);
  // "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (614.1a).
  else spellLeavesStack(tx, id, instead ?? 'graveyard', instead ? '614.1a' : '112.1');
}

/** What "unless ... pays" asks, in words: "{3}", "3 life", "{2} and 2 life". */
function costText(mana: string | undefined, life: number): string {
  return [mana, life > 0 ? `${life} life` : undefined].filter(Boolean).join(' and ');
}

/**
 * The mana "unless ... pays" asks for: as printed ("{3}"), or generic mana counted as it resolves:
 * "{X}", the X announced as the counterspell was cast (107.3); "{1} for each card in your graveyard".
 */
function unlessMana(tx: Tx, effect: Extract<EffectDef, { kind: 'counter' }>, ctx: EffectContext): string | undefined {
  if (effect.unlessPaysGeneric === undefined) return effect.unlessPays;
  return `{${Math.max(0, amount(tx, effect.unlessPaysGeneric, ctx))}}${effect.unlessPays ?? ''}`;
}

export function counter(tx: Tx, effect: Extract<EffectDef, { kind: 'counter' }>, ctx: EffectContext, ins: Ins): void {
  for (const id of affected(tx, effect.what, ctx)) {
    const o = objectAt(tx.s, id);
    if (!o || o.zone !== 'stack') continue;
    const life = effect.unlessPaysLife ?? 0;
    if (effect.unlessPays === undefined && effect.unlessPaysLife === undefined && effect.unlessPaysGeneric === undefined) {
      counterIt(tx, id, ctx, effect.instead);
      continue;
    }
    const payer = o.controller;
    const mana = unlessMana(tx, effect, ctx);
    const cost = parseCost(mana ?? '');
    const what = costText(mana, life);
    const name = playerName(tx.s, payer);
    if (ins.answer === undefined) {
      // 119.4: life can be paid only by a player with at least that much (0 life always can).
      if (planAutoTap(tx.s, payer, cost) !== null && (life === 0 || getPlayer(tx.s, payer).life >= life)) {
        ask(tx, {
          kind: 'yesNo',
          player: payer,
          prompt: cantBeCountered(tx, id)
            ? `As ${resolvingName(tx.s, ctx)} resolves, ${name} may pay ${what}; if they don't, it tries to counter ${describe(tx.s, id)}, which can't be countered (113.6g).`
            : `As ${resolvingName(tx.s, ctx)} resolves, ${name} may pay ${what}; if they don't, ${describe(tx.s, id)} is countered.`,
          rule: '118.12a',
          options: [],
          then: ins,
        });
        return;
      }
      log(tx, life > 0 ? ['118.12a', '119.4'] : ['118.12a', '118.3'], `${name} can't pay ${what}.`, [payer]);
    } else if (ins.answer === true) {
      if (mana) payManaDuringResolution(tx, payer, mana, ctx.sourceName);
      payLifeCost(tx, payer, { life });
      log(tx, '118.12a', `${name} pays ${what}: ${describe(tx.s, id)} is not countered.`, [payer, id]);
      continue;
    }
    counterIt(tx, id, ctx, effect.instead);
  }
}
