// Amass [subtype] N (701.47a): "If you don't control an Army creature, create a 0/0 black [subtype]
// Army creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature.
// If it isn't a [subtype], it becomes a [subtype] in addition to its other types." Older cards'
// "Amass N" reads "amass Zombies N" (701.47d). The Army is chosen as the effect resolves, a `pick`
// when there are several; it isn't targeted.
import type { EffectDef } from '../state/card';
import { pickOne } from './choices';
import { hasSubtype, isCreature } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, patchObject, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { checkWithin } from '../state/limits';
import { objectAt } from '../state/objectTable';
import { amount } from './amount';
import { beginEffect } from './continuous';
import { createToken } from './permanents';
import { resolvingName } from './resolvingName';
import { countersOf } from '../state/counterWords';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function amass(tx: Tx, e: Extract<EffectDef, { kind: 'amass' }>, ctx: EffectContext, ins: Ins): void {
  const player = ctx.controller;
  const n = amount(tx, e.count, ctx);
  const armies = () => tx.s.battlefield.filter((id) => {
    const o = objectAt(tx.s, id);
    return o.controller === player && isCreature(tx.s, o) && hasSubtype(tx.s, o, 'Army');
  });
  let mine = armies();
  if (mine.length === 0 && ins.answer === undefined) {
    log(tx, '701.47a', `${playerName(tx.s, player)} amasses ${e.subtype}s ${n} and controls no Army creature: a 0/0 black ${e.subtype} Army creature token is created first.`, [player]);
    createToken(tx, { kind: 'createToken', token: e.token, amount: 1 }, ctx, ins);
    mine = armies();
    if (mine.length === 0) return; // 701.47b: amassed, though nothing could get the counters
  }
  const chosen = pickOne(tx, ins, player, mine, `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, player)} amasses ${e.subtype}s ${n}: choose an Army creature they control to get ${countersOf(n, '+1/+1')}.`, '701.47a');
  if (!chosen) return;
  const o = objectAt(tx.s, chosen);
  const after = (o.counters['+1/+1'] ?? 0) + n;
  checkWithin('counters', after, '701.47a');
  if (n > 0) patchObject(tx, o.id, { counters: { ...o.counters, '+1/+1': after } });
  log(tx, '701.47a', `${playerName(tx.s, player)} amasses ${e.subtype}s ${n}: ${describe(tx.s, o.id)} gets ${countersOf(n, '+1/+1')}.`, [o.id]);
  if (!hasSubtype(tx.s, o, e.subtype)) {
    // 701.47a: a type-changing effect (613.1d) with no end.
    beginEffect(tx, [{ layer: '4', addSubtypes: [e.subtype] }], [o.id], 'indefinite', ctx, `It becomes a ${e.subtype} in addition to its other types.`);
    log(tx, ['701.47a', '613.1d'], `${describe(tx.s, o.id)} becomes a ${e.subtype} in addition to its other types.`, [o.id]);
  }
}
