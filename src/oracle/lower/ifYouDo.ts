// "If you do" after an optional action or payment (118.12, 608.2c, 608.2d): the next sentence's
// effects done only if it was done.
import type { EffectDef } from '../../engine/state/card';
import { checkable } from '../../engine/effects/ifYouDo';
import type { EffectNode } from '../tree';
import { type Context, type EffectsOf, type TextOf, unpaidFor } from './context';

/**
 * "You may pay {2}. If you do, draw a card." (118.12): the payment, then the effect of the next
 * sentence inside it. An "If you do" after anything else is not read (it would need to know
 * whether that was done).
 */
export function lowerIfYouDo(e: Extract<EffectNode, { kind: 'mayPay' | 'ifYouDo' }>, ctx: Context, textOf: TextOf, out: EffectDef[], effectsOf: EffectsOf): boolean {
  const last = out[out.length - 1];
  if (e.kind === 'ifYouDo' && last?.kind === 'may' && !ctx.choosingColor) return mayThenIfDone(e, last, ctx, textOf, effectsOf);
  if (ctx.choosingColor || unpaidFor(last) !== (e.kind === 'ifYouDo')) return false;
  if (e.kind === 'mayPay') {
    // 107.3f: an X chosen as it resolves: not a spell's, whose X was announced as it was cast (107.3a).
    if (e.mana.includes('{X}') && (ctx.spell || (e.mana.match(/\{X\}/g) ?? []).length > 1)) return false;
    out.push({ kind: 'mayPay', mana: e.mana, ...(e.energy ? { energy: e.energy } : {}), ...(e.life ? { life: e.life } : {}), prompt: '', effects: [] });
    return true;
  }
  const then: EffectDef[] = [];
  if (last?.kind !== 'mayPay' || !effectsOf([e.effect], ctx, textOf, then) || then.length === 0) return false;
  last.effects = then;
  last.prompt = textOf({ span: e.words });
  return true;
}

/**
 * "You may discard a card. If you do, draw a card." (608.2c, 608.2d): the effect of the next
 * sentence done only if the optional action was; read only for actions whose possibility the
 * engine can tell (effects/ifYouDo.ts).
 */
function mayThenIfDone(e: Extract<EffectNode, { kind: 'ifYouDo' }>, last: Extract<EffectDef, { kind: 'may' }>, ctx: Context, textOf: TextOf, effectsOf: EffectsOf): boolean {
  if (last.ifDone || !last.effects.every(checkable)) return false;
  const then: EffectDef[] = [];
  if (!effectsOf([e.effect], ctx, textOf, then) || then.length === 0) return false;
  last.ifDone = then;
  last.ifDoneText = textOf({ span: e.words });
  return true;
}
