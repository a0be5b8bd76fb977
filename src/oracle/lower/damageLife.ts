// Damage, life, energy and prevention (120, 119, 122.1, 615).
import type { EffectDef } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { itIsSource } from '../lowerCounted';
import { type Aim, type Context, type TextOf, type Thing, type To, YOU, amount } from './context';

/** "deals 3 damage", "you gain 2 life", "you get {E}", "prevent the next 3 damage" (120.3, 119.3, 615). */
export function lowerDamageLife(e: Extract<EffectNode, { kind: 'damage' | 'gainLife' | 'getEnergy' | 'preventNextFromSource' | 'preventDamage' | 'loseLife' | 'preventCombatDamage' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'damage': {
      const n = amount(e.amount, ctx);
      const dealt = to(e.to);
      if (n === null || !dealt) return null;
      const def: Extract<EffectDef, { kind: 'damage' }> = { kind: 'damage', amount: n, to: dealt };
      if (e.it && !itIsSource(ctx.trigger)) return null;
      if ((e.divided || e.evenly) && !ctx.spell) return null;
      // "each other creature": other than the permanent whose ability it is; a spell's "other" would name something else.
      if (e.to.kind === 'each' && e.to.other && ctx.spell) return null;
      if (e.divided) {
        // 601.2d: the amount is divided among the phrase's targets as the spell is cast.
        if (!('target' in dealt)) return null;
        ctx.targets[dealt.target].divide = n;
        def.divided = true;
      }
      if (e.evenly) def.evenly = true;
      if (e.alsoCreaturesOf) def.alsoCreaturesOf = true;
      return def;
    }
    case 'gainLife': {
      const n = amount(e.amount, ctx);
      const who = e.who ? aim(e.who) : YOU;
      if (n === null || !who) return null;
      return e.ifSpent ? { kind: 'gainLife', amount: n, who, if: { spent: e.ifSpent } } : { kind: 'gainLife', amount: n, who };
    }
    case 'getEnergy': {
      const n = amount(e.amount, ctx); // 122.1
      return n === null ? null : { kind: 'getEnergy', amount: n };
    }
    case 'preventNextFromSource': {
      // 609.7a, 615.8: "you", a target, or any recipient (no words).
      const on = e.to ? to(e.to) : undefined;
      if (e.to && !on) return null;
      const quality = e.quality ? structuredClone(e.quality) : undefined;
      return { kind: 'preventNextFromSource', ...(quality ? { quality } : {}), ...(on ? { to: on } : {}), ...(e.all ? { all: true } : {}) };
    }
    case 'preventDamage': {
      // 615.7: a shield on what the words name: a target, the source, "you".
      const on = e.to.kind === 'self' ? ({ who: 'self' } as const) : to(e.to);
      const n = amount(e.amount, ctx);
      return on && n !== null ? { kind: 'preventDamage', amount: n, to: on } : null;
    }
    case 'loseLife': {
      const n = amount(e.amount, ctx);
      const who = e.who ? to(e.who) : YOU;
      return n === null || !who ? null : { kind: 'loseLife', amount: n, who };
    }
    case 'preventCombatDamage':
      return { kind: 'preventCombatDamage' };
  }
}

