// Discarding (701.9a): a card goes from its owner's hand to their graveyard. The discarding player
// chooses which (701.9b), a `pick` (SCENARIO.md); several players discarding choose in APNAP order
// (101.4).
import type { EffectDef } from '../state/card';
import { ask, pushFront } from '../stack/agenda';
import type { Tx } from '../state/game';
import { apnap, getPlayer, log, optionsFor } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { moveObject } from '../state/zones';
import { affected } from './affected';
import { amount } from './amount';
import { resolvingName } from './resolvingName';
import { objectAt } from '../state/objectTable';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function discard(tx: Tx, e: Extract<EffectDef, { kind: 'discard' }>, ctx: EffectContext, ins: Ins): void {
  if (ins.player === undefined) {
    const players = affected(tx, e.who, ctx);
    const order = apnap(tx.s).filter((p) => players.includes(p));
    pushFront(tx, ...order.map((player): Ins => ({ op: 'effect', effect: e, ctx, player })));
    return;
  }
  const p = getPlayer(tx.s, ins.player);
  const n = Math.min(amount(tx, e.count, ctx), p.hand.length);
  if (n <= 0) return;
  // A choice with one legal answer is not asked (SCENARIO.md): the whole hand goes.
  const chosen = (ins.answer as ObjectId[] | undefined) ?? (n === p.hand.length ? [...p.hand] : undefined);
  if (!chosen) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} discards ${n === 1 ? 'a card' : `${n} cards`}: ${p.name} chooses ${n === 1 ? 'it' : 'them'}.`,
      rule: '701.9b',
      options: optionsFor(tx.s, p.hand),
      min: n,
      max: n,
      then: ins,
    });
    return;
  }
  const names = chosen.map((id) => objectAt(tx.s, id).card);
  for (const id of chosen) moveObject(tx, id, 'graveyard');
  log(tx, '701.9a', `${p.name} discards ${names.join(', ')}.`, [p.id]);
}
