// Casting one half of a split card (709.3) or an adventurer card as its Adventure (715.3): the
// player chooses before the card moves to the stack, and only the chosen characteristics are
// evaluated to see whether it can be cast (709.3a, 715.3a) and exist on the stack (709.3b, 715.3b).
// An Adventure is exiled as it resolves, and its controller may then cast the card as the creature
// from exile (715.3d).
import type { Action } from '../actions';
import type { CardDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { getObject, log, patchObject, playerName } from '../state/game';
import type { GameObject, ObjectId, PlayerId } from '../state/state';
import { moveObject } from '../state/zones';
import { castsTransformed, transformedFace } from './disturb';

type Cast = Extract<Action, { type: 'cast' }>;

/** What is cast: the card, or one half of it; `adventure` when it is cast as an Adventure. */
export type CastShape = { def: CardDef; adventure: boolean };

const isAdventure = (card: CardDef) => card.halves?.length === 1;

/** The characteristics the spell is cast with (709.3a, 715.3a), checked without changing anything. */
export function castShape(card: CardDef, a: Cast): CastShape {
  if (castsTransformed(a.as)) return { def: transformedFace(card), adventure: false }; // 712.11a, 712.11c
  const halves = card.halves ?? [];
  if (a.half === undefined) {
    // 709.3: a split card is always cast as one of its halves.
    if (halves.length > 1) throw new RulesError(`${card.name} is a split card: the player chooses which half to cast (${halves.map((h) => h.name).join(' or ')})`, '709.3');
    return { def: card, adventure: false };
  }
  if (a.half === card.name && isAdventure(card)) return { def: card, adventure: false }; // 715.3: cast normally
  const half = halves.find((h) => h.name === a.half);
  if (!half) {
    const what = halves.length ? `its ${isAdventure(card) ? 'Adventure is' : 'halves are'} ${halves.map((h) => h.name).join(' and ')}` : 'it has no halves and no Adventure';
    throw new RulesError(`${card.name} can't be cast as ${a.half}: ${what}`, isAdventure(card) ? '715.3' : '709.3');
  }
  if (isAdventure(card) && a.from === 'exile') {
    // 715.3d: the permission to play it from exile doesn't let it be cast as an Adventure again.
    throw new RulesError(`${card.name} was exiled as its Adventure resolved: it may be cast from exile, but not as an Adventure again`, '715.3d');
  }
  return { def: half, adventure: isAdventure(card) };
}

/** 715.3d: may the player cast this card from exile because its Adventure resolved? (Not as an Adventure again: castShape.) */
export function mayCastFromAdventure(o: GameObject, player: PlayerId, a: Cast): boolean {
  return o.zone === 'exile' && o.onAdventure === player && a.as === undefined;
}

/** 709.3b, 715.3b: on the stack, the spell has only the chosen half's characteristics. */
export function putHalfOnStack(tx: Tx, id: ObjectId, shape: CastShape): void {
  if (shape.def.front) patchObject(tx, id, { card: shape.def.name });
}

/** 715.3d: an Adventure spell is exiled as it resolves, instead of going to its owner's graveyard. */
export function exileAdventure(tx: Tx, id: ObjectId): boolean {
  const o = getObject(tx.s, id);
  if (!o.stackItem?.adventure || o.copy) return false;
  const moved = moveObject(tx, id, 'exile');
  patchObject(tx, moved, { onAdventure: o.controller });
  log(tx, '715.3d', `${o.card} was cast as an Adventure, so it is exiled as it resolves; ${playerName(tx.s, o.controller)} may cast it as a creature from exile.`, [o.owner, moved]);
  return true;
}
