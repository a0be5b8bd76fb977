// Effects on spells: counter, copy, cast (701.6, 707.10, 601).
import type { EffectDef } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import type { Aim, Context, TextOf, Thing, To } from './context';
import { refer } from './refer';

/** "Counter target spell", "copy target spell", "copy that card", "cast it without paying its mana cost" (701.6, 707.10, 707.12). */
export function lowerStack(e: Extract<EffectNode, { kind: 'counterSpell' | 'copySpell' | 'copyCard' | 'castWithoutPaying' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'counterSpell': {
      const what = aim(e.what);
      if (!what) return null;
      if (e.unlessPaysX) return { kind: 'counter', what, unlessPaysGeneric: { of: 'x' } }; // 107.3
      return e.unlessPays ? { kind: 'counter', what, unlessPays: e.unlessPays } : { kind: 'counter', what };
    }
    case 'copySpell': {
      const what = aim(e.what);
      if (!what) return null;
      const def: Extract<EffectDef, { kind: 'copySpell' }> = { kind: 'copySpell', what, newTargets: false };
      if (e.forEachCastBefore) def.times = { of: 'eventCount' };
      if (e.color) def.color = e.color;
      return def;
    }
    case 'copyCard': {
      const what = refer(e.what, ctx);
      ctx.remembered.add('copy');
      return what && { kind: 'copyCard', what, remember: 'copy' };
    }
    case 'castWithoutPaying': {
      const what = refer(e.what, ctx);
      return what && { kind: 'castCard', what, withoutPaying: true };
    }
  }
}

