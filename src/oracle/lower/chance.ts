// Sentences whose effects wait on a result left to chance: a coin flip (705), a die roll (706), a
// clash (701.30); the sentences after them say what each result does.
import type { EffectDef } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { lowerDice } from '../lowerDice';
import { type Context, type EffectsOf, type TextOf, unpaidFor } from './context';

/** "Flip a coin.", "If you win the flip, ...", "Clash with an opponent.", "If you win, ...", "Roll a d20." (705, 706, 701.30). */
export function lowerChance(e: Extract<EffectNode, { kind: 'flipCoin' | 'ifFlip' | 'clash' | 'ifWinClash' | 'rollDie' }>, ctx: Context, textOf: TextOf, out: EffectDef[], last: EffectDef | undefined, effectsOf: EffectsOf): boolean {
  switch (e.kind) {
    case 'clash':
      if (ctx.choosingColor || unpaidFor(last)) return false;
      out.push({ kind: 'clash' }); // 701.30b
      return true;
    case 'ifWinClash': {
      // 701.30d: what winning the clash just made does.
      const then: EffectDef[] = [];
      if (ctx.choosingColor || last?.kind !== 'clash' || last.win || !effectsOf([e.effect], ctx, textOf, then) || then.length === 0) return false;
      last.win = then;
      return true;
    }
    case 'flipCoin':
      if (ctx.choosingColor || unpaidFor(last)) return false;
      out.push({ kind: 'flipCoin' }); // 705.1
      return true;
    case 'ifFlip': {
      // 705.2: what winning or losing the flip just made does; each said once.
      const side = e.won ? 'win' : 'lose';
      const then: EffectDef[] = [];
      if (ctx.choosingColor || last?.kind !== 'flipCoin' || last[side] || !effectsOf([e.effect], ctx, textOf, then) || then.length === 0) return false;
      last[side] = then;
      return true;
    }
    case 'rollDie': {
      const read = { rows: (nodes: EffectNode[], into: EffectDef[]) => effectsOf(nodes, ctx, textOf, into) };
      if (ctx.choosingColor || unpaidFor(last)) return false;
      return lowerDice(e, read, textOf, out);
    }
  }
}
