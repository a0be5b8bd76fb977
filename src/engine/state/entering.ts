// A permanent entering the battlefield, with the replacement effects that modify how it enters
// (614.1c): "enters with X +1/+1 counters" uses the X of the spell it was (107.3m), else 0; a
// planeswalker enters with its printed loyalty (306.5b); "enters tapped" puts it onto the
// battlefield tapped.
import { checkWithin } from './limits';
import { abilities, cardOf, isType } from './characteristics';
import type { EntryCondition } from './card';
import { objectAt } from './objectTable';
import type { Tx } from './game';
import { getObject, log, playersInGame } from './game';
import type { EntityId, GameState, ObjectId, PlayerId } from './state';
import { moveObject } from './zones';
import { entered } from '../stack/triggers';

/**
 * Whether "enters tapped unless ..." lets the permanent enter untapped: its condition is checked as
 * it would enter, for the player it enters under (614.12); the permanent itself isn't on the
 * battlefield yet, so "other lands" are all the lands that player controls.
 */
function conditionHolds(s: GameState, c: EntryCondition, controller: PlayerId): boolean {
  if ('opponents' in c) return playersInGame(s).filter((p) => p !== controller).length >= c.opponents.atLeast;
  const lands = s.battlefield.map((id) => objectAt(s, id)).filter((o) => o.controller === controller && isType(s, o, 'Land'));
  const basic = 'lands' in c && c.lands.basic ? lands.filter((o) => cardOf(s, o).supertypes?.includes('Basic')) : lands;
  if ('controlsSubtype' in c) return lands.some((o) => c.controlsSubtype.some((t) => cardOf(s, o).subtypes?.includes(t)));
  return basic.length >= (c.lands.atLeast ?? 0) && basic.length <= (c.lands.atMost ?? Infinity);
}

/**
 * `tapped`: the effect that puts it there says "tapped" ("put it onto the battlefield tapped");
 * `attachedTo`: an Aura enters attached to what it enchants (608.3c, 303.4f).
 */
export function enterBattlefield(tx: Tx, id: ObjectId, controller: PlayerId, spellX = 0, put: { tapped?: boolean; attachedTo?: EntityId } = {}): ObjectId {
  const o = getObject(tx.s, id);
  const counters: Record<string, number> = {};
  for (const a of abilities(tx.s, o)) {
    if (a.kind !== 'static' || a.rule?.kind !== 'entersWithCounters') continue;
    const n = typeof a.rule.amount === 'number' ? a.rule.amount : a.rule.amount.of === 'x' ? spellX : 0;
    if (n > 0) counters[a.rule.counter] = (counters[a.rule.counter] ?? 0) + n;
    checkWithin('counters', counters[a.rule.counter] ?? 0, '122.1');
    log(tx, '107.3m', `${o.card} enters with ${n} ${a.rule.counter} counter${n === 1 ? '' : 's'} (X = ${spellX}${o.zone === 'stack' ? ', the X of the spell' : ': it was not cast'}).`, [id]);
  }
  // 306.5b: a planeswalker's intrinsic "enters with loyalty counters equal to its printed loyalty"
  // (614.1c); a printed X is the X of the spell it was (107.3m), else 0.
  if (isType(tx.s, o, 'Planeswalker')) {
    const def = cardOf(tx.s, o);
    const n = def.printed?.loyalty === 'X' ? spellX : (def.loyalty ?? 0);
    if (n > 0) counters.loyalty = (counters.loyalty ?? 0) + n;
    checkWithin('counters', counters.loyalty ?? 0, '122.1');
    log(tx, '306.5b', `${o.card} enters with ${n} loyalty counter${n === 1 ? '' : 's'}, its printed loyalty${def.printed?.loyalty === 'X' ? ` (X = ${spellX})` : ''}.`, [id]);
  }
  let tapped = !!put.tapped;
  for (const a of abilities(tx.s, o)) {
    if (a.kind !== 'static' || a.rule?.kind !== 'entersTapped') continue;
    const unless = a.rule.unless;
    if (unless && conditionHolds(tx.s, unless, controller)) {
      log(tx, '614.1c', `${o.card} enters the battlefield untapped: the condition of "${a.text}" holds.`, [id]);
      continue;
    }
    tapped = true;
    log(tx, '614.1c', `${o.card} enters the battlefield tapped${unless ? ': the condition of its "unless" doesn\'t hold' : ''}.`, [id]);
  }
  const permanent = moveObject(tx, id, 'battlefield', { controller, counters, tapped, ...(put.attachedTo !== undefined ? { attachedTo: put.attachedTo } : {}) });
  entered(tx, permanent);
  return permanent;
}
