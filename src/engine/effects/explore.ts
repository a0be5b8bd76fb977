// Explore (701.44a): the permanent's controller reveals the top card of their library; a land card
// goes to their hand; otherwise the exploring permanent gets a +1/+1 counter and the player may put
// the revealed card into their graveyard (a `yesNo`). A permanent no longer on the battlefield still
// explores (701.44b, 701.44c) but gets no counter. An empty library reveals no land card.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import { isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getPlayer, log, patchObject } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { checkWithin } from '../state/limits';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { countersPut } from '../stack/counterTriggers';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function explore(tx: Tx, _e: Extract<EffectDef, { kind: 'explore' }>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  const [top] = p.library;
  if (ins.answer !== undefined) {
    // The revealed card, after the counter: into the graveyard, or left on top.
    if (top === undefined) return;
    const name = objectAt(tx.s, top).card;
    if (ins.answer === true) moveObject(tx, top, 'graveyard');
    log(tx, '701.44a', `${p.name} ${ins.answer === true ? `puts ${name} into their graveyard` : `leaves ${name} on top of their library`}.`, [p.id]);
    return;
  }
  const card = top === undefined ? undefined : objectAt(tx.s, top);
  if (card && isType(tx.s, card, 'Land')) {
    log(tx, '701.44a', `${ctx.sourceName} explores: ${p.name} reveals ${card.card}, a land card, and puts it into their hand.`, [p.id, top]);
    moveObject(tx, top, 'hand');
    return;
  }
  const source = objectAt(tx.s, ctx.source);
  const there = !!source && source.zone === 'battlefield';
  if (there) {
    const after = (source.counters['+1/+1'] ?? 0) + 1;
    checkWithin('counters', after, '701.44a');
    patchObject(tx, source.id, { counters: { ...source.counters, '+1/+1': after } });
  }
  const revealed = card ? `reveals ${card.card}, not a land card` : 'reveals no card (their library is empty)';
  const counter = there ? `${ctx.sourceName} gets a +1/+1 counter` : `${ctx.sourceName} is no longer on the battlefield and gets no counter (701.44c)`;
  log(tx, '701.44a', `${ctx.sourceName} explores: ${p.name} ${revealed}; ${counter}.`, [p.id, ...(there ? [ctx.source] : [])]);
  if (there) countersPut(tx, ctx.source, '+1/+1', 1);
  if (!card) return;
  ask(tx, {
    kind: 'yesNo',
    player: p.id,
    prompt: `${ctx.sourceName} explores: ${p.name} may put ${card.card}, the revealed card, into their graveyard (otherwise it stays on top of their library).`,
    rule: '701.44a',
    options: [],
    then: ins,
  });
}
