// Regeneration shields (701.19a): "Regenerate [permanent]" means "The next time [permanent] would be
// destroyed this turn, instead remove all damage marked on it and its controller taps it. If it's
// an attacking or blocking creature, remove it from combat." A shield is a replacement effect on
// one object (400.7: the permanent is a new object after a zone change, with no shields), used by
// the first destruction it meets, by an effect (701.8a) or by a state-based action (704.5g, 704.5h).
// Shields stack: each replaces one destruction. "Can't be regenerated", said by the destruction or
// by an effect for this turn, keeps them from applying (701.19c); shields and that effect end in
// the cleanup step with the other "this turn" effects (514.2).
import { removeFromCombat } from '../combat/removal';
import type { Tx } from './game';
import { cap, describe, log, patchObject, playerName, setObjects } from './game';
import { objectAt, tableSet } from './objectTable';
import type { ObjectId } from './state';

/** The shields on an object. */
export function shieldsOn(tx: Tx, id: ObjectId): number {
  return objectAt(tx.s, id)?.regenerationShields ?? 0;
}

/** 701.19a: one more shield on a permanent, for this turn; `by` names the spell or ability's source, `self` when that is the permanent. */
export function addRegenerationShield(tx: Tx, id: ObjectId, by: string, self: boolean): void {
  const n = shieldsOn(tx, id) + 1;
  patchObject(tx, id, { regenerationShields: n });
  const it = self ? 'itself' : describe(tx.s, id);
  log(
    tx,
    '701.19a',
    `${by} regenerates ${it}: the next time it would be destroyed this turn, instead all damage marked on it is removed and its controller taps it, and if it's an attacking or blocking creature it is removed from combat (${n === 1 ? 'one regeneration shield' : `${n} regeneration shields`} on it).`,
    [id],
  );
}

export type Destruction = {
  /** What would destroy it, for the log: "Murder destroys it", "it has lethal damage". */
  what: string;
  /** 701.19c: the destruction says the permanent can't be regenerated. */
  cantBeRegenerated?: boolean;
  /** A state-based action: the deathtouch mark is forgotten with the check (704.5h). */
  stateBased?: boolean;
  /** The rules of the destruction, cited beside 701.19a. */
  cites?: readonly string[];
};

/**
 * A permanent would be destroyed: one of its shields replaces that, if it has one that may apply
 * (701.19a, 701.19c). Returns whether the destruction was replaced (the permanent stays).
 */
export function regenerateInstead(tx: Tx, id: ObjectId, d: Destruction): boolean {
  const o = objectAt(tx.s, id);
  const n = o?.regenerationShields ?? 0;
  if (!o || n === 0) return false;
  const it = describe(tx.s, id);
  if (d.cantBeRegenerated || o.cantBeRegenerated) {
    log(tx, '701.19c', `${cap(it)} can't be regenerated: its regeneration shield${n === 1 ? '' : 's'} can't apply.`, [id]);
    return false;
  }
  const left = n - 1;
  // The field is left out when no shield is left, so the state survives a JSON round trip unchanged.
  const { regenerationShields: _used, deathtouched: mark, ...rest } = o;
  void _used;
  setObjects(
    tx,
    tableSet(tx.s.objects, { ...rest, damage: 0, tapped: true, ...(mark && !d.stateBased ? { deathtouched: mark } : {}), ...(left > 0 ? { regenerationShields: left } : {}) }),
    id,
  );
  log(
    tx,
    ['701.19a', ...(d.cites ?? [])],
    `${cap(d.what)}, but it regenerates instead: all damage marked on ${it} is removed and ${playerName(tx.s, o.controller)} taps it; it stays on the battlefield (${left === 0 ? 'no regeneration shield left' : left === 1 ? 'one regeneration shield left' : `${left} regeneration shields left`}).`,
    [id],
  );
  removeFromCombat(tx, id, ['506.4', '701.19a'], `${cap(it)} is regenerated and removed from combat.`);
  return true;
}

/** 514.2: regeneration shields and "can't be regenerated this turn" are "this turn" effects; they end in the cleanup step. */
export function endRegenerationEffects(tx: Tx): void {
  const shielded = tx.s.battlefield.filter((id) => (objectAt(tx.s, id).regenerationShields ?? 0) > 0);
  const barred = tx.s.battlefield.filter((id) => objectAt(tx.s, id).cantBeRegenerated);
  for (const id of new Set([...shielded, ...barred])) {
    const { regenerationShields: _ended, cantBeRegenerated: _over, ...rest } = objectAt(tx.s, id);
    void _ended;
    void _over;
    setObjects(tx, tableSet(tx.s.objects, rest), id);
  }
  if (shielded.length) log(tx, '514.2', `Regeneration shields not used this turn end (${shielded.map((id) => describe(tx.s, id)).join(', ')}).`, shielded);
  if (barred.length) log(tx, '514.2', `"Can't be regenerated this turn" ends (${barred.map((id) => describe(tx.s, id)).join(', ')}).`, barred);
}
