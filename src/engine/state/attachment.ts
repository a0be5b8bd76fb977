// Attachment (301.5, 303.4, 701.3): Auras, Equipment and Fortifications attached to an object or
// player (`attachedTo`). What each may be attached to, read from its characteristics now: an Aura
// what its enchant abilities allow (702.5a, 702.5c), an Equipment a creature (301.5), a
// Fortification a land (301.6); never itself (303.4d, 301.5c), never a permanent with protection
// from it (702.16c-d). Attaching renews the attached permanent's timestamp (613.7e, 701.3c).
import type { TargetFilter } from './card';
import { abilities, hasSubtype, isCreature, isType } from './characteristics';
import type { Tx } from './game';
import { describe, isPlayer, patchObject, patchState, setObjects } from './game';
import { objectAt, tableSet } from './objectTable';
import { protectionFrom, qualityText } from './protection';
import { isPermanentOf } from './quality';
import type { EntityId, GameObject, GameState, ObjectId } from './state';

export type AttachmentKind = 'Aura' | 'Equipment' | 'Fortification';

/** Which of the three an object is: an Aura is an enchantment type (205.3h), Equipment and Fortification artifact types (205.3g). */
export function attachmentKind(s: GameState, o: GameObject): AttachmentKind | undefined {
  if (hasSubtype(s, o, 'Aura')) return 'Aura';
  if (hasSubtype(s, o, 'Equipment')) return 'Equipment';
  if (hasSubtype(s, o, 'Fortification')) return 'Fortification';
  return undefined;
}

/** The filters of an Aura's enchant abilities now (702.5c: all of them apply). */
export function enchantFilters(s: GameState, o: GameObject): TargetFilter[] {
  const out: TargetFilter[] = [];
  for (const a of abilities(s, o)) if (a.kind === 'keyword' && a.keyword === 'enchant' && a.enchant) out.push(a.enchant);
  return out;
}

/** Whether an object or player fits one enchant filter, "you" being the Aura's controller (702.5a, 702.5d). */
export function fitsEnchant(s: GameState, f: TargetFilter, to: EntityId, controller: string): boolean {
  if (isPlayer(s, to)) {
    if (s.players[to].lost || !f.players) return false;
    return f.players === 'any' || to !== controller;
  }
  const host = objectAt(s, to);
  return !!host && host.zone === 'battlefield' && !!f.permanents && isPermanentOf(s, host, f.permanents, f.quality, controller);
}

/** Why `o` can't be attached to `to` now, with the rule; undefined when it can. */
export function cantAttach(s: GameState, o: GameObject, to: EntityId): { rule: string; why: string } | undefined {
  const kind = attachmentKind(s, o);
  const name = describe(s, o.id);
  if (!kind) return { rule: '701.3b', why: `${name} is not an Aura, Equipment, or Fortification` };
  if (to === o.id) return { rule: kind === 'Aura' ? '303.4d' : '301.5c', why: `${name} can't be attached to itself` };
  const gone = !isPlayer(s, to) && objectAt(s, to)?.zone !== 'battlefield';
  if (kind === 'Aura') {
    if (gone && !isPlayer(s, to)) return { rule: '303.4c', why: `the object ${name} was attached to no longer exists` };
    if (isPlayer(s, to) && s.players[to].lost) return { rule: '303.4c', why: `the player ${name} was attached to has left the game` };
    if (isCreature(s, o)) return { rule: '303.4d', why: `${name} is also a creature: an Aura that's a creature can't enchant anything` };
    const filters = enchantFilters(s, o);
    if (filters.some((f) => !fitsEnchant(s, f, to, o.controller))) {
      const words = abilities(s, o).flatMap((a) => (a.kind === 'keyword' && a.keyword === 'enchant' ? [a.text.toLowerCase()] : []));
      return { rule: '702.5a', why: `${describe(s, to)} is not what ${name} can enchant (${words.join(', ')})` };
    }
    const host = isPlayer(s, to) ? undefined : objectAt(s, to);
    const q = host && protectionFrom(s, host, o);
    if (q) return { rule: '702.16c', why: `${describe(s, to)} has protection from ${qualityText(q)}: it can't be enchanted by ${name}` };
    return undefined;
  }
  if (isPlayer(s, to)) return { rule: '704.5n', why: `${name} can't be attached to a player` };
  const host = objectAt(s, to);
  if (gone || !host) return { rule: kind === 'Equipment' ? '301.5c' : '301.6', why: `the permanent ${name} was attached to is no longer on the battlefield` };
  if (kind === 'Equipment') {
    if (isCreature(s, o)) return { rule: '301.5c', why: `${name} is also a creature: an Equipment that's a creature can't equip a creature` };
    if (!isCreature(s, host)) return { rule: '301.5', why: `${describe(s, to)} is not a creature: an Equipment can be attached only to a creature` };
  } else if (!isType(s, host, 'Land')) return { rule: '301.6', why: `${describe(s, to)} is not a land: a Fortification can be attached only to a land` };
  const q = protectionFrom(s, host, o);
  if (q) return { rule: '702.16d', why: `${describe(s, to)} has protection from ${qualityText(q)}: it can't be ${kind === 'Equipment' ? 'equipped' : 'fortified'} by ${name}` };
  return undefined;
}

// Asked for every creature in a big combat and for every card on the page: the attachments are
// found once per object table, not once per question.
const byTable = new WeakMap<object, Map<EntityId, readonly ObjectId[]>>();
const NONE: readonly ObjectId[] = [];

/** The permanents attached to `to` now (ids), in the order they entered the battlefield. */
export function attachmentsOn(s: GameState, to: EntityId): readonly ObjectId[] {
  let m = byTable.get(s.objects);
  if (!m) {
    const found = new Map<EntityId, ObjectId[]>();
    for (const id of s.battlefield) {
      const host = objectAt(s, id).attachedTo;
      if (host !== undefined) found.set(host, [...(found.get(host) ?? []), id]);
    }
    byTable.set(s.objects, (m = found));
  }
  return m.get(to) ?? NONE;
}

/** 701.3a: attach `id` to `to`, with a new timestamp (613.7e, 701.3c). The caller has checked it may (cantAttach). */
export function attach(tx: Tx, id: ObjectId, to: EntityId): void {
  const stamp = tx.s.nextTimestamp;
  patchObject(tx, id, { attachedTo: to, timestamp: stamp });
  patchState(tx, { nextTimestamp: stamp + 1 });
}

/** 701.3d: it becomes unattached and stays on the battlefield (the field is left out, so the state keeps its shape). */
export function unattach(tx: Tx, id: ObjectId): void {
  // 702.103f: a bestowed Aura that becomes unattached ceases to be bestowed.
  const { attachedTo: _was, bestowed: _bestowed, ...rest } = objectAt(tx.s, id);
  void _was;
  void _bestowed;
  setObjects(tx, tableSet(tx.s.objects, rest), id);
}
