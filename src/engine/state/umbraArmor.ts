// Umbra armor (702.89a): "If enchanted permanent would be destroyed, instead remove all damage
// marked on it and destroy this Aura." Older Auras say "totem armor"; their Oracle text means the
// same ability (702.89b). Each Aura with it is its own replacement effect on the permanent it
// enchants; unlike regeneration (701.19a), the permanent isn't tapped or removed from combat.
import type { Tx } from './game';
import { cap, describe, log, playerName, setObjects } from './game';
import { attachmentsOn } from './attachment';
import { hasKeyword } from './characteristics';
import { objectAt, tableSet } from './objectTable';
import type { GameState, ObjectId } from './state';
import { moveObjects } from './zones';
import type { Destruction } from './regeneration';

/** The Auras with umbra armor attached to the permanent, oldest first. */
export function umbrasOn(s: GameState, id: ObjectId): ObjectId[] {
  // Asked for each permanent a state-based action would destroy (a hundred in a big combat): the
  // attachments are found once per object table (attachmentsOn), not by a walk of the battlefield.
  return attachmentsOn(s, id)
    .filter((a) => hasKeyword(s, objectAt(s, a), 'umbra armor'))
    .sort((x, y) => objectAt(s, x).timestamp - objectAt(s, y).timestamp);
}

/** 702.89a: the Aura `aura`'s umbra armor replaces the destruction of the permanent `id`. */
export function umbraArmorInstead(tx: Tx, id: ObjectId, aura: ObjectId, d: Destruction): void {
  const o = objectAt(tx.s, id);
  const it = describe(tx.s, id);
  const armor = describe(tx.s, aura);
  // The damage goes, and with it what made it lethal by deathtouch (704.5h reads damage dealt by a
  // source with deathtouch "since the last time state-based actions were checked").
  const { deathtouched: mark, ...rest } = o;
  setObjects(tx, tableSet(tx.s.objects, { ...rest, damage: 0, ...(mark && !d.stateBased ? { deathtouched: mark } : {}) }), id);
  const rules: [string, ...string[]] = ['702.89a', ...(d.cites ?? [])];
  if (hasKeyword(tx.s, objectAt(tx.s, aura), 'indestructible')) {
    log(tx, [...rules, '702.12b'], `${cap(d.what)}, but ${armor}'s umbra armor applies instead: all damage marked on ${it} is removed, and it stays on the battlefield; ${armor} has indestructible, so it isn't destroyed.`, [id, aura]);
    return;
  }
  log(tx, rules, `${cap(d.what)}, but ${armor}'s umbra armor applies instead: all damage marked on ${it} is removed and ${armor} is destroyed; ${it} stays on the battlefield, and ${armor} is put into ${playerName(tx.s, objectAt(tx.s, aura).owner)}'s graveyard.`, [id, aura]);
  moveObjects(tx, [{ id: aura, to: 'graveyard' }]);
}
