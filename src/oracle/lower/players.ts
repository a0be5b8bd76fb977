// Effects on who a player is: the monarch (725), a player chosen at random (608.2c).
import type { EffectDef } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { type Aim, type Context, type TextOf, type Thing, type To } from './context';

/** "You become the monarch.", "Choose a player at random." (725.1, 608.2c). */
export function lowerPlayers(e: Extract<EffectNode, { kind: 'becomeMonarch' | 'randomPlayer' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'becomeMonarch':
      return { kind: 'becomeMonarch' }; // 725.1: the controller
    case 'randomPlayer':
      ctx.remembered.add('player');
      return { kind: 'randomPlayer', remember: 'player' };
  }
}
