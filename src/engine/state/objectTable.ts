// The game's objects, in 64 buckets chosen by id. A change copies the list of buckets and the one
// bucket it touches, not every object: with a thousand copies on the stack an action still costs
// the same. Buckets are arrays, not records keyed by id: V8 copies a short array in tens of
// nanoseconds, while a record that gains a new key on every copy falls back to a slow dictionary
// (5 µs per write at 1,000 objects, against 0.3 µs as arrays). Plain arrays keep the state
// JSON-safe (DESIGN.md).
import type { GameObject, ObjectId } from './state';

export type ObjectTable = readonly (readonly GameObject[])[];

const BUCKETS = 64;

/** A table with no objects. */
export function emptyTable(): ObjectTable {
  return Array.from({ length: BUCKETS }, () => []);
}

/** Object ids are "o" and a number (its value picks the bucket); anything else still gets a stable one. */
export function bucketOf(id: ObjectId): number {
  let n = 0;
  let digits = id.length > 1 && id.charCodeAt(0) === 111; // "o"
  for (let i = 1; digits && i < id.length; i++) {
    const c = id.charCodeAt(i) - 48;
    if (c < 0 || c > 9) digits = false;
    else n = (n * 10 + c) % BUCKETS;
  }
  if (digits) return n;
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % BUCKETS;
}

function indexIn(bucket: readonly GameObject[], id: ObjectId): number {
  for (let i = 0; i < bucket.length; i++) if (bucket[i].id === id) return i;
  return -1;
}

export function tableGet(t: ObjectTable, id: ObjectId): GameObject | undefined {
  const b = t[bucketOf(id)];
  if (!b) return undefined;
  const i = indexIn(b, id);
  return i < 0 ? undefined : b[i];
}

/** The table with this object added, or put in place of the one with its id. */
export function tableSet(t: ObjectTable, o: GameObject): ObjectTable {
  const k = bucketOf(o.id);
  const bucket = t[k].slice();
  const i = indexIn(bucket, o.id);
  if (i < 0) bucket.push(o);
  else bucket[i] = o;
  const out = t.slice();
  out[k] = bucket;
  return out;
}

/**
 * The table with these objects set (added, or put in place of the one with their id), the table
 * and each touched bucket copied once: n objects cost O(n). `owned`, when given, is the table the
 * caller made by its last call, nobody else's yet, and the buckets of it copied then: if `t` is
 * that table its buckets copied then are written in place, and only the others copied; `owned` is updated.
 */
export function tableSetAll(t: ObjectTable, objects: readonly GameObject[], owned?: { table: ObjectTable; buckets: Set<number> }): ObjectTable {
  const mine = owned !== undefined && owned.table === t;
  // The list of buckets is copied even when it is ours (64 slots): each write makes a new table, so
  // what is remembered of an earlier one (the layers' derivation, layers/derive.ts) is never taken for it.
  const out = t.slice() as GameObject[][];
  const copied = owned ? owned.buckets : new Set<number>();
  if (owned && !mine) copied.clear();
  if (owned) owned.table = out;
  for (const o of objects) {
    const k = bucketOf(o.id);
    if (!copied.has(k)) {
      out[k] = out[k].slice();
      copied.add(k);
    }
    const i = indexIn(out[k], o.id);
    if (i < 0) out[k].push(o);
    else out[k][i] = o;
  }
  return out;
}

/** The table with these new objects added, each touched bucket copied once: n objects cost O(n). */
export function tableAddAll(t: ObjectTable, objects: readonly GameObject[]): ObjectTable {
  const out = t.slice() as GameObject[][];
  const copied = new Set<number>();
  for (const o of objects) {
    const k = bucketOf(o.id);
    if (!copied.has(k)) {
      out[k] = out[k].slice();
      copied.add(k);
    }
    out[k].push(o);
  }
  return out;
}

/** How many objects the table holds. */
export function tableSize(t: ObjectTable): number {
  let n = 0;
  for (const b of t) n += b.length;
  return n;
}

export function tableRemove(t: ObjectTable, id: ObjectId): ObjectTable {
  const k = bucketOf(id);
  const i = indexIn(t[k], id);
  if (i < 0) return t;
  const bucket = t[k].slice();
  bucket.splice(i, 1);
  const out = t.slice();
  out[k] = bucket;
  return out;
}

/** The table without these objects, each touched bucket copied once: n objects cost O(n). */
export function tableRemoveAll(t: ObjectTable, ids: readonly ObjectId[]): ObjectTable {
  const gone = new Map<number, Set<ObjectId>>();
  for (const id of ids) {
    const k = bucketOf(id);
    const set = gone.get(k);
    if (set) set.add(id);
    else gone.set(k, new Set([id]));
  }
  const out = t.slice();
  for (const [k, set] of gone) out[k] = t[k].filter((o) => !set.has(o.id));
  return out;
}

export function tableValues(t: ObjectTable): GameObject[] {
  return t.flat();
}

export function tableFrom(objects: Iterable<GameObject>): ObjectTable {
  let t = emptyTable();
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
