// Detain (701.35a): "Until the next turn of the controller of that spell or ability, that permanent
// can't attack or block and its activated abilities can't be activated." A resolved effect with no
// change of characteristics (611.2a), read by combat (508.1c, 509.1b) and by activation (602.5).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, listed, log, playerName, possessive } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';
import { beginEffect } from './continuous';

export function detain(tx: Tx, e: Extract<EffectDef, { kind: 'detain' }>, ctx: EffectContext): void {
  const objects = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  if (objects.length === 0) return;
  beginEffect(tx, [], objects, 'untilYourNextTurn', ctx, ctx.abilityText, { cantAttack: true, cantBlock: true, activatedAbilitiesCantBeActivated: true });
  const one = objects.length === 1;
  log(
    tx,
    ['701.35a', '508.1c', '509.1b', '602.5'],
    `${ctx.sourceName} detains ${listed(objects.map((id) => describe(tx.s, id)), true)}: until ${possessive(playerName(tx.s, ctx.controller))} next turn, ${one ? 'it' : 'they'} can't attack or block and ${one ? 'its' : 'their'} activated abilities can't be activated.`,
    objects,
  );
}
