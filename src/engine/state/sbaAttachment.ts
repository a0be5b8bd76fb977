// The state-based actions of attachment (704.5m, 704.5n, 704.5p): an Aura attached illegally or to
// nothing goes to its owner's graveyard; an Equipment or Fortification attached illegally or to a
// player becomes unattached; any other permanent attached becomes unattached. Unlike the other
// state-based actions, whether one applies depends on another object (what it is attached to), so
// it is not found by the object's own record: every check looks at every attached permanent and
// every Aura on the battlefield. They are few, and found bucket by bucket of the object table, each
// bucket remembered by identity (a bucket no action touched costs one lookup).
import { attachmentKind, cantAttach } from './attachment';
import { isCreature, isType } from './characteristics';
import { describe } from './game';
import { objectAt } from './objectTable';
import type { GameState, ObjectId } from './state';

export type AttachmentAction = { id: ObjectId; to: 'graveyard' | 'unattached'; rule: string | readonly [string, ...string[]]; why: string };

const byBucket = new WeakMap<object, readonly ObjectId[]>();
const NONE: readonly ObjectId[] = [];

/** Permanents attached to something, and Auras (attached or not): those 704.5m-p may apply to. */
export function attachedPermanents(s: GameState): ObjectId[] {
  const ids: ObjectId[] = [];
  for (const bucket of s.objects) {
    let found = byBucket.get(bucket);
    if (!found) {
      const f = bucket.filter((o) => o.zone === 'battlefield' && (o.attachedTo !== undefined || attachmentKind(s, o) === 'Aura')).map((o) => o.id);
      byBucket.set(bucket, (found = f.length ? f : NONE));
    }
    for (const id of found) ids.push(id);
  }
  return ids;
}

const cites = (rule: string, why: string): string | readonly [string, string] => (why === rule ? rule : [rule, why]);

/** The attachment state-based actions that apply now, in battlefield order. */
export function attachmentActions(s: GameState): AttachmentAction[] {
  const out: AttachmentAction[] = [];
  for (const id of attachedPermanents(s)) {
    const o = objectAt(s, id);
    const kind = attachmentKind(s, o);
    const name = describe(s, id);
    if (kind === 'Aura' && o.bestowed) {
      // 702.103f: a bestowed Aura unattached or attached illegally becomes unattached and ceases to be
      // bestowed, an enchantment creature again; an exception to 704.5m.
      const no = o.attachedTo === undefined ? undefined : cantAttach(s, o, o.attachedTo);
      if (o.attachedTo === undefined || no) {
        out.push({ id, to: 'unattached', rule: '702.103f', why: `${name} is a bestowed Aura ${no ? `attached illegally: ${no.why}` : 'attached to nothing'}, so it ceases to be bestowed` });
      }
      continue;
    }
    if (kind === 'Aura') {
      if (o.attachedTo === undefined) {
        out.push({ id, to: 'graveyard', rule: '704.5m', why: `${name} is an Aura attached to nothing` });
        continue;
      }
      const no = cantAttach(s, o, o.attachedTo);
      // 303.4c restates 704.5m for Auras; a rule beside it says why (702.5a, 702.16c, 303.4d).
      if (no) out.push({ id, to: 'graveyard', rule: cites('704.5m', no.rule), why: `${name} is attached illegally: ${no.why}` });
      continue;
    }
    if (o.attachedTo === undefined) continue;
    if (kind === 'Equipment' || kind === 'Fortification') {
      const no = cantAttach(s, o, o.attachedTo);
      if (no) out.push({ id, to: 'unattached', rule: cites('704.5n', no.rule), why: `${name} is attached illegally: ${no.why}` });
      continue;
    }
    // 704.5p: a creature, battle or other permanent attached to something becomes unattached.
    const what = isCreature(s, o) ? 'a creature' : isType(s, o, 'Battle') ? 'a battle' : 'not an Aura, Equipment, or Fortification';
    out.push({ id, to: 'unattached', rule: '704.5p', why: `${name} is ${what}, so it can't be attached to anything` });
  }
  if (out.length < 2) return out;
  const at = new Map(s.battlefield.map((id, i) => [id, i]));
  return out.sort((x, y) => at.get(x.id)! - at.get(y.id)!);
}
