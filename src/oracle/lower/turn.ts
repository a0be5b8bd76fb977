// Effects on turns and land plays: extra turns, skipped turns, lands this turn (305.2, 500.7, 614.10).
import type { EffectDef } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { type Aim, type Context, type TextOf, type Thing, type To, YOU } from './context';

/** "Take an extra turn", "skip your next turn", "play an additional land", "can't play lands this turn" (305.2, 500.7, 614.10). */
export function lowerTurn(e: Extract<EffectNode, { kind: 'cantPlayLandsThisTurn' | 'additionalLandsThisTurn' | 'extraTurn' | 'skipNextTurn' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'cantPlayLandsThisTurn': {
      const who = aim(e.who);
      return who && { kind: 'cantPlayLandsThisTurn', who }; // 305.2b
    }
    case 'additionalLandsThisTurn':
      return { kind: 'additionalLandsThisTurn', count: e.count }; // 305.2
    case 'extraTurn': {
      const who = e.who ? aim(e.who) : YOU;
      return who && { kind: 'extraTurn', who }; // 500.7
    }
    case 'skipNextTurn':
      return { kind: 'skipNextTurn', who: YOU }; // 614.10
  }
}

