// Sentences that choose what the sentences after them use: a target (115.1), an amount of {E}
// paid (608.2d), a color of a permanent you control.
import type { EffectDef } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { type Context, unpaidFor } from './context';
import { targetSpec } from './targets';

/** "Choose target creature.", "You may pay any amount of {E}.", "Choose a color of a permanent you control. Add one mana of that color." */
export function lowerChoices(e: Extract<EffectNode, { kind: 'chooseTarget' | 'payAnyEnergy' | 'chooseColorOfPermanent' | 'addChosenColor' }>, ctx: Context, out: EffectDef[], last: EffectDef | undefined): boolean {
  switch (e.kind) {
    case 'chooseTarget': {
      // 115.1: chosen as the spell is cast; "that creature" after it names it (608.2c).
      const spec = !ctx.choosingColor && !unpaidFor(last) && targetSpec(e.what, ctx);
      if (!spec) return false;
      ctx.targets.push(spec);
      return true;
    }
    case 'payAnyEnergy': // the sentence after it goes inside (lowerEffect.ts effectsOf)
      if (ctx.choosingColor || unpaidFor(last)) return false;
      out.push({ kind: 'payAnyEnergy', effects: [] });
      return true;
    case 'chooseColorOfPermanent':
      if (ctx.choosingColor) return false;
      ctx.choosingColor = true;
      return true;
    case 'addChosenColor':
      if (!ctx.choosingColor) return false;
      ctx.choosingColor = false;
      out.push({ kind: 'addManaOfChoice', amount: 1, choice: { from: 'colorsOfPermanents' } });
      return true;
  }
}
