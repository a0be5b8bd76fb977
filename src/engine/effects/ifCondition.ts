// "If you control a Wizard, draw a card." (608.2c): a condition on the game checked once, as the
// spell or ability resolves, in the words of a static ability's "as long as" (the same test as an
// activation's "Activate only if", casting/activationCondition.ts); the effects after it happen only
// if it holds then.
import type { EffectDef } from '../state/card';
import { pushFront } from '../stack/agenda';
import { activationConditionHolds } from '../casting/activationCondition';
import type { Tx } from '../state/game';
import { log, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { resolvingName } from './resolvingName';
import { sourceObject } from './amount';

export function ifCondition(tx: Tx, e: Extract<EffectDef, { kind: 'ifCondition' }>, ctx: EffectContext): void {
  // The source as it is now, or as it last existed (608.2h): a resolving spell is on the stack.
  const source = sourceObject(tx, ctx);
  const holds = source !== undefined && activationConditionHolds(tx.s, source, ctx.controller, e.condition);
  const said = `As ${resolvingName(tx.s, ctx)} resolves, "${e.text}" is ${holds ? 'true' : 'not true'} (${playerName(tx.s, ctx.controller)} being "you")`;
  if (!holds) {
    log(tx, e.rule ? [e.rule, '608.2c'] : '608.2c', `${said}: what follows it doesn't happen.`, [ctx.controller]);
    return;
  }
  log(tx, e.rule ? [e.rule, '608.2c'] : '608.2c', `${said}: what follows it happens.`, [ctx.controller]);
  pushFront(tx, ...e.effects.map((effect): Instruction => ({ op: 'effect', effect, ctx })));
}
