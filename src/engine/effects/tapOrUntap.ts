// "You may tap or untap target creature." (701.26a-b): the choice is made as the effect resolves
// (608.2d), and a player can't choose the impossible: only an untapped permanent can be tapped
// (701.26a), only a tapped one untapped (701.26b). So each permanent is tapped if it is untapped
// and untapped if it is tapped; there is nothing else to choose.
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { describe, log, playerName } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { EffectContext } from '../state/state';
import { affected } from './affected';
import { tapObject, untapObject } from './permanents';

export function tapOrUntap(tx: Tx, e: Extract<EffectDef, { kind: 'tapOrUntap' }>, ctx: EffectContext): void {
  for (const id of affected(tx, e.what, ctx)) {
    const o = objectAt(tx.s, id);
    if (!o || o.zone !== 'battlefield') continue;
    const who = playerName(tx.s, ctx.controller);
    if (o.tapped) {
      log(tx, ['608.2d', '701.26b'], `${describe(tx.s, id)} is tapped: ${who} can only choose to untap it.`, [id]);
      untapObject(tx, id, ctx);
    } else {
      log(tx, ['608.2d', '701.26a'], `${describe(tx.s, id)} is untapped: ${who} can only choose to tap it.`, [id]);
      tapObject(tx, id, ctx);
    }
  }
}
