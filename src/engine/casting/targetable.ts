// What keeps a permanent from being chosen as a target although the targeting phrase names it:
// shroud (702.18a), hexproof (702.11b), protection (702.16b). Read from the permanent's current
// abilities, as the target is chosen (601.2c, 602.2b, 603.3d, 707.10c) and again on resolution (608.2b).
import { hasKeyword } from '../state/characteristics';
import { describe, playerName } from '../state/game';
import { objectAt } from '../state/objectTable';
import { protectionFrom, qualityText } from '../state/protection';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/state';

/**
 * What targets, as protection sees it (702.16b): a spell, with its own characteristics, or an
 * ability, with its source's.
 */
export type Targeter = { source: GameObject; spell: boolean };

/**
 * The targeter of a spell (a card being cast, or a spell on the stack) or of an ability on the
 * stack, whose source is its current object, or its last known information once it has left its
 * zone (608.2b). Undefined when `self` names nothing.
 */
export function targeterOf(s: GameState, self: ObjectId | undefined): Targeter | undefined {
  const o = self === undefined ? undefined : objectAt(s, self);
  if (!o) return undefined;
  if (o.stackItem?.kind !== 'ability') return { source: o, spell: true };
  const source = o.stackItem.source;
  return { source: (source !== undefined ? objectAt(s, source) : undefined) ?? o.stackItem.lki ?? o, spell: false };
}

/** Why a permanent can't be the target of a spell or ability `controller` controls, made by `by`; undefined if it can. */
export function untargetable(s: GameState, o: GameObject, controller: PlayerId, by: Targeter | undefined): { rule: string; why: string } | undefined {
  if (o.zone !== 'battlefield') return undefined;
  const name = describe(s, o.id);
  if (hasKeyword(s, o, 'shroud')) return { rule: '702.18a', why: `${name} has shroud: it can't be the target of spells or abilities` };
  if (o.controller !== controller && hasKeyword(s, o, 'hexproof')) {
    return { rule: '702.11b', why: `${name} has hexproof: it can't be the target of spells or abilities ${playerName(s, o.controller)}'s opponents control` };
  }
  const q = by ? protectionFrom(s, o, by.source) : undefined;
  if (q && by) {
    const what = by.spell ? by.source.card : `abilities from ${by.source.card}`;
    return { rule: '702.16b', why: `${name} has protection from ${qualityText(q)}: it can't be targeted by ${what}` };
  }
  return undefined;
}
