// Control is derived in layer 2 (613.1b) but written into each permanent's record (`controller`),
// with the controller before effects kept in `baseController`. A hundred rules read "its
// controller", and a change of control is itself an event with consequences: the permanent hasn't
// been under its new controller's control continuously since their turn began (302.6), and it
// leaves combat (506.4). So after each instruction of the agenda the derived controllers are
// compared with the records, and any difference is written, logged, and followed through.
//
// Effects whose duration has run out are ended here too (611.2b): "for as long as ~ remains on
// the battlefield", "for as long as you control ~", and those whose objects have all left (400.7).
import type { AbilityDef } from '../state/card';
import { describe, log, patchObjects, playerName, type Tx } from '../state/game';
import type { ContinuousEffect } from '../state/layers';
import { objectAt } from '../state/objectTable';
import type { GameObject, GameState, ObjectId } from '../state/state';
import { endEffects } from '../effects/continuous';
import { removeFromCombat } from '../combat/removal';
import { characteristicsOf } from './derive';
import { continuousRule } from './instances';
import { baseController } from './working';

const controlStatics = new WeakMap<readonly AbilityDef[], boolean>();

function changesControl(abilities: readonly AbilityDef[]): boolean {
  let has = controlStatics.get(abilities);
  if (has === undefined) {
    has = abilities.some((a) => continuousRule(a)?.changes.some((c) => c.layer === '2') ?? false);
    controlStatics.set(abilities, has);
  }
  return has;
}

const battlefieldControl = new WeakMap<readonly ObjectId[], { cards: GameState['cards']; has: boolean }>();

/** Whether anything may make a permanent's controller differ from its record: a layer 2 effect, or a record that an effect changed. */
function mayChangeControl(s: GameState): boolean {
  if (s.effects?.some((e) => e.changes.some((c) => c.layer === '2' || c.layer === '1' || (c.layer === '6' && c.addAbilities)))) return true;
  const known = battlefieldControl.get(s.battlefield);
  if (known && known.cards === s.cards) return known.has;
  let has = false;
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if (o.baseController !== undefined || changesControl(s.cards[o.card]?.abilities ?? [])) has = true;
  }
  battlefieldControl.set(s.battlefield, { cards: s.cards, has });
  return has;
}

/** 611.2b: an effect "for as long as" ends when its condition stops; an effect on objects that have all left ends with them (400.7). */
function over(s: GameState, e: ContinuousEffect): boolean {
  if (!e.affects.objects.some((id) => objectAt(s, id)?.zone === 'battlefield')) return true;
  const source = objectAt(s, e.source.id);
  if (e.duration === 'whileSourceOnBattlefield') return source?.zone !== 'battlefield';
  if (e.duration === 'whileSourceControlled') return source?.zone !== 'battlefield' || source.controller !== e.controller;
  return false;
}

/** End what has run out, then write each permanent's controller as layer 2 derives it. */
export function refreshControl(tx: Tx): void {
  if (tx.s.effects?.some((e) => over(tx.s, e))) endEffects(tx, (e) => over(tx.s, e));
  if (!mayChangeControl(tx.s)) return;
  const changed: GameObject[] = [];
  for (const id of tx.s.battlefield) {
    const o = objectAt(tx.s, id);
    if (characteristicsOf(tx.s, o).controller !== o.controller) changed.push(o);
  }
  if (changed.length === 0) return;
  const now = changed.map((o) => characteristicsOf(tx.s, o).controller);
  patchObjects(
    tx,
    changed.map((o, i) => {
      const base = baseController(o);
      // 302.6: it has not been under its new controller's control since their most recent turn began.
      return [o.id, { controller: now[i], sick: true, baseController: base }] as const;
    }),
  );
  changed.forEach((o, i) => {
    log(tx, '613.1b', `${describe(tx.s, o.id)} comes under ${playerName(tx.s, now[i])}'s control.`, [o.id, now[i]]);
    removeFromCombat(tx, o.id, '506.4', `${describe(tx.s, o.id)} changed control: it is removed from combat.`);
  });
}
