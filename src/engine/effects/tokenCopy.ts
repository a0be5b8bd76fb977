// "Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a
// Zombie in addition to its other types." (embalm 702.128a; eternalize 702.129a: black and 4/4).
// The token's copiable values are the card's (707.2), with the exceptions part of them (707.9b):
// a copy effect in layer 1 (613.2a) for as long as the token exists. The card is the ability's
// source as it last existed: exiled to pay the cost (608.2h).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { log, playerName } from '../state/game';
import type { EffectContext } from '../state/state';
import { createObjects } from '../state/zones';
import { beginEffect } from './continuous';
import { sourceObject } from './amount';
import { entered } from '../stack/triggers';

export function createTokenCopy(tx: Tx, e: Extract<EffectDef, { kind: 'createTokenCopy' }>, ctx: EffectContext): void {
  const card = sourceObject(tx, ctx)?.card;
  if (!card || !tx.s.cards[card]) return;
  const [token] = createObjects(tx, { card, owner: ctx.controller, controller: ctx.controller, zone: 'battlefield', token: true, sick: true }, 1, '111.1');
  if (token === undefined) return;
  beginEffect(tx, [{ layer: '1', copy: { card, except: [structuredClone(e.except)] } }], [token], 'indefinite', ctx, ctx.abilityText);
  log(tx, ['111.1', '707.2', '707.9b'], `${ctx.sourceName} creates a token that's a copy of ${card} for ${playerName(tx.s, ctx.controller)}, with the exceptions its ability states.`, [token]);
  // 603.6a: its own enters abilities (Timeless Witness's) and others' see it enter, as the copy it is.
  entered(tx, token);
}
