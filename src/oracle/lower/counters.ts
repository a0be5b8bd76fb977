// Counters put, removed, moved and doubled, and the keyword actions that put them (122, 701).
import { adapt } from '../keywordActions';
import type { EffectDef, TargetSpec } from '../../engine/state/card';
import { toOwnGraveyard } from '../lowerSelf';
import type { EffectNode } from '../tree';
import { type Aim, type Context, type TextOf, type Thing, type To, amount } from './context';
import { eachOf } from './targets';

/** "put a +1/+1 counter on", "remove", "move", "double", proliferate, bolster, support, monstrosity, adapt (122.1, 701). */
export function lowerCounters(e: Extract<EffectNode, { kind: 'monstrosity' | 'bolster' | 'proliferate' | 'support' | 'adapt' | 'counters' | 'removeCounters' | 'putItsCounters' | 'moveCounters' | 'doubleCounters' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'monstrosity': {
      // 701.37a; "Monstrosity X." reads the X of the ability (107.3).
      const n = e.count.value;
      return typeof n === 'number' ? { kind: 'monstrosity', n } : n === 'X' ? { kind: 'monstrosity', n: { of: 'x' } } : null;
    }
    case 'bolster':
      return typeof e.count.value === 'number' ? { kind: 'bolster', count: e.count.value } : null;
    case 'proliferate':
      return { kind: 'proliferate' };
    case 'support': {
      // 701.41a: on a permanent, "up to N other target creatures"; on an instant or sorcery, "up to N target creatures".
      if (typeof e.count.value !== 'number') return null;
      const n = e.count.value;
      const spec: TargetSpec = { phrase: `up to ${n} ${ctx.spell ? '' : 'other '}target creature${n === 1 ? '' : 's'}`, filter: { permanents: ['Creature'] }, min: 0, max: n, ...(ctx.spell ? {} : { notSource: true as const }) };
      return { kind: 'addCounters', counter: '+1/+1', amount: 1, to: { target: ctx.targets.push(spec) - 1 } };
    }
    case 'adapt':
      return typeof e.count.value === 'number' && !ctx.spell ? adapt(e.count.value) : null; // 701.46a (keywordActions.ts)
    case 'counters': {
      const n = amount(e.amount, ctx);
      const on = !e.on ? { who: 'self' as const } : e.on.kind === 'each' ? eachOf(e.on) : aim(e.on);
      return n === null || !on ? null : { kind: 'addCounters', counter: e.counter, amount: n, to: on };
    }
    case 'removeCounters': {
      const n = e.amount === 'all' ? 'all' : amount(e.amount, ctx);
      const from = !e.from ? { who: 'self' as const } : thing(e.from);
      // "Remove a counter from target permanent": a counter of the player's choice isn't asked yet.
      if (n === null || !from || (n !== 'all' && !e.counter)) return null;
      return { kind: 'removeCounters', ...(e.counter ? { counter: e.counter } : {}), amount: n, from };
    }
    case 'putItsCounters': {
      // 122.8: only where "its" is the source that left the battlefield ("When ~ dies"): its last known counters.
      if (!toOwnGraveyard(ctx.trigger)) return null;
      const to = aim(e.to);
      return to && { kind: 'putCountersOfSource', to };
    }
    case 'moveCounters': {
      const n = e.amount === 'all' ? 'all' : amount(e.amount, ctx);
      const from = !e.from ? { who: 'self' as const } : aim(e.from);
      const onto = !e.to ? { who: 'self' as const } : aim(e.to);
      if (n === null || !from || !onto || (n !== 'all' && !e.counter)) return null;
      return { kind: 'moveCounters', ...(e.counter ? { counter: e.counter } : {}), amount: n, from, to: onto };
    }
    case 'doubleCounters':
      // 701.10e: "give that permanent as many of those counters as it already has", counted as it resolves.
      return { kind: 'addCounters', counter: e.counter, amount: { of: 'sourceCounters', counter: e.counter }, to: { who: 'self' }, doubling: true };
  }
}

