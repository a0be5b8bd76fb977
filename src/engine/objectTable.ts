// The game's objects by id, in 64 buckets. A change copies the bucket it touches and the list of
// buckets, not every object: with a thousand copies on the stack an action still costs the same.
// Plain nested records, so the state stays JSON-safe (DESIGN.md).
import type { GameObject, ObjectId } from './state';

export type ObjectTable = Record<string, Record<ObjectId, GameObject>>;

const BUCKETS = 64;

const KEYS = Array.from({ length: BUCKETS }, (_, i) => String(i));

/** Object ids are "o" and a number (its value picks the bucket); anything else still gets a stable one. */
function bucketOf(id: ObjectId): string {
  let n = 0;
  let digits = id.length > 1 && id.charCodeAt(0) === 111; // "o"
  for (let i = 1; digits && i < id.length; i++) {
    const c = id.charCodeAt(i) - 48;
    if (c < 0 || c > 9) digits = false;
    else n = (n * 10 + c) % BUCKETS;
  }
  if (digits) return KEYS[n];
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return KEYS[h % BUCKETS];
}

export function tableGet(t: ObjectTable, id: ObjectId): GameObject | undefined {
  const b = t[bucketOf(id)];
  return b && Object.hasOwn(b, id) ? b[id] : undefined;
}

export function tableSet(t: ObjectTable, o: GameObject): ObjectTable {
  const k = bucketOf(o.id);
  return { ...t, [k]: { ...t[k], [o.id]: o } };
}

export function tableRemove(t: ObjectTable, id: ObjectId): ObjectTable {
  const k = bucketOf(id);
  const { [id]: _gone, ...rest } = t[k] ?? {};
  return { ...t, [k]: rest };
}

export function tableValues(t: ObjectTable): GameObject[] {
  return Object.values(t).flatMap((b) => Object.values(b));
}

export function tableFrom(objects: Iterable<GameObject>): ObjectTable {
  let t: ObjectTable = {};
  for (const o of objects) t = tableSet(t, o);
  return t;
}

/** The object with this id in the game, or undefined if there is none (it left its zone, 400.7). */
export function objectAt(s: { objects: ObjectTable }, id: ObjectId): GameObject {
  return tableGet(s.objects, id) as GameObject;
}

/** Every object in the game. */
export function allObjects(s: { objects: ObjectTable }): GameObject[] {
  return tableValues(s.objects);
}
