// Bolster N (701.39a): "Choose a creature you control with the least toughness or tied for least
// toughness among creatures you control. Put N +1/+1 counters on that creature." The choice is made
// as the effect resolves, a `pick` when creatures are tied; it doesn't target.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import { isType, toughness } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, getPlayer, log, optionsFor, patchObject } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { checkWithin } from '../state/limits';
import { objectAt } from '../state/objectTable';
import { resolvingName } from './resolvingName';
import { countersPut } from '../stack/counterTriggers';
import { countersOf } from '../state/counterWords';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function bolster(tx: Tx, e: Extract<EffectDef, { kind: 'bolster' }>, ctx: EffectContext, ins: Ins): void {
  const s = tx.s;
  const p = getPlayer(s, ctx.controller);
  const mine = s.battlefield.filter((id) => {
    const o = objectAt(s, id);
    return o.controller === p.id && isType(s, o, 'Creature');
  });
  if (mine.length === 0) {
    log(tx, '701.39a', `${p.name} bolsters ${e.count} but controls no creature: nothing happens.`, [p.id]);
    return;
  }
  const least = Math.min(...mine.map((id) => toughness(s, objectAt(s, id))));
  const tied = mine.filter((id) => toughness(s, objectAt(s, id)) === least);
  const chosen = (ins.answer as ObjectId[] | undefined)?.[0] ?? (tied.length === 1 ? tied[0] : undefined);
  if (!chosen) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(s, ctx)} resolves, ${p.name} bolsters ${e.count}: choose a creature they control tied for least toughness (${least}); it gets ${countersOf(e.count, '+1/+1')}.`,
      rule: '701.39a',
      options: optionsFor(s, tied),
      min: 1,
      max: 1,
      then: ins,
    });
    return;
  }
  const o = objectAt(s, chosen);
  const after = (o.counters['+1/+1'] ?? 0) + e.count;
  checkWithin('counters', after, '701.39a');
  patchObject(tx, o.id, { counters: { ...o.counters, '+1/+1': after } });
  log(tx, '701.39a', `${p.name} bolsters ${e.count}: ${describe(tx.s, o.id)}, with the least toughness (${least}) among creatures they control, gets ${countersOf(e.count, '+1/+1')}.`, [o.id]);
  countersPut(tx, o.id, '+1/+1', e.count);
}
