// "You may cast it" during a resolution (608.2g): the player answers a `cast` choice with the
// spell's options, or false to decline. The spell is cast through 601.2a-i, with no priority after.
import type { EffectDef } from '../card';
import { ask } from '../agenda';
import { cast } from '../casting';
import { RulesError } from '../errors';
import type { Tx } from '../game';
import { log, playerName } from '../game';
import type { CastOptions } from '../actions';
import type { EffectContext, Instruction } from '../state';
import { affected } from './affected';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function castCard(tx: Tx, e: Extract<EffectDef, { kind: 'castCard' }>, ctx: EffectContext, ins: Ins): void {
  const [card] = affected(tx, e.what, ctx);
  const o = card ? tx.s.objects[card] : undefined;
  // A card that has left the zone it was in can't be found to be cast (400.7).
  if (!o || (e.as === 'miracle' && o.zone !== 'hand')) {
    log(tx, '608.2g', `${ctx.sourceName}: the card is no longer there to be cast.`, [ctx.source]);
    return;
  }
  const how = e.as === 'miracle' ? 'for its miracle cost' : e.withoutPaying ? 'without paying its mana cost' : '';
  if (ins.answer === undefined) {
    ask(tx, {
      kind: 'cast',
      player: ctx.controller,
      prompt: `You may cast ${o.card} ${how} now, as ${ctx.sourceName} resolves. Decline, or give the spell's choices.`,
      rule: '608.2g',
      options: [],
      then: ins,
    });
    return;
  }
  if (ins.answer === false) {
    log(tx, '608.2g', `${playerName(tx.s, ctx.controller)} doesn't cast ${o.card}.`, [ctx.controller]);
    return;
  }
  const options = ins.answer as CastOptions;
  if (options.as !== undefined && options.as !== e.as) throw new RulesError(`${o.card} is cast ${how} here, not with "${options.as}"`, '608.2g');
  cast(tx, { type: 'cast', player: ctx.controller, card: o.id, ...options, ...(e.as ? { as: e.as } : {}), from: o.zone }, { withoutPaying: !!e.withoutPaying, duringResolution: true });
}
