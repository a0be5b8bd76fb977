// Kinship (an ability word, 207.2c: no rules meaning of its own): "you may look at the top card of
// your library. If it shares a creature type with ~, you may reveal it. If you do, ...". The card
// looked at can be revealed only if it shares a creature type with the source (608.2d: an
// impossible action can't be chosen, so "If you do" then fails). Creature types are read as the
// objects' characteristics now (205.3m, 613: a changeling has them all, 702.73a), the source's as
// it last existed if it left the battlefield (608.2h). Revealed, the card is shown to all players
// and stays where it is (701.20a, 701.20b).
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log } from '../state/game';
import type { EffectContext, GameObject, GameState, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { characteristicsOf } from '../state/characteristics';
import { isCreatureType } from '../state/creatureTypes';
import { affected } from './affected';
import { sourceObject } from './amount';

type RevealLooked = Extract<EffectDef, { kind: 'revealLooked' }>;

/** 205.3m: whether two objects have a creature type in common. */
export function shareACreatureType(s: GameState, a: GameObject, b: GameObject): boolean {
  const types = new Set(characteristicsOf(s, a).subtypes.filter(isCreatureType));
  return characteristicsOf(s, b).subtypes.some((t) => types.has(t));
}

/** The card looked at, if it is still the top card of the controller's library (608.2c: "it"). */
function lookedCard(tx: Tx, e: RevealLooked, ctx: EffectContext): ObjectId | undefined {
  const [id] = affected(tx, { remembered: e.looked }, ctx);
  return id !== undefined && getPlayer(tx.s, ctx.controller).library.includes(id) ? id : undefined;
}

/** 608.2d: the card looked at, if it can be revealed: it is there, and shares a creature type with the source. */
function revealable(tx: Tx, e: RevealLooked, ctx: EffectContext): ObjectId | undefined {
  const id = lookedCard(tx, e, ctx);
  if (id === undefined || !e.sharesCreatureTypeWithSource) return id;
  const source = sourceObject(tx, ctx);
  return source !== undefined && shareACreatureType(tx.s, source, objectAt(tx.s, id)) ? id : undefined;
}

export function canRevealLooked(tx: Tx, e: RevealLooked, ctx: EffectContext): boolean {
  return revealable(tx, e, ctx) !== undefined;
}

export function revealLooked(tx: Tx, e: RevealLooked, ctx: EffectContext): void {
  const id = revealable(tx, e, ctx);
  if (id === undefined) return;
  const p = getPlayer(tx.s, ctx.controller);
  log(tx, '701.20a', `${ctx.sourceName}: ${p.name} reveals the card they looked at, ${objectAt(tx.s, id).card}${e.sharesCreatureTypeWithSource ? `, which shares a creature type with ${ctx.sourceName}` : ''}.`, [p.id, id]);
}
