// An in-memory KeyValueStorage for tests in Node: async like IndexedDB, with a browser's failures
// on demand: `room` characters (keys and values) past which a write throws QuotaExceededError,
// `fail(key)` to refuse one write, and `writes` to count what was written.
import type { KeyValueStorage } from './storage';

export type MemoryStorage = KeyValueStorage & {
  data: Map<string, string>;
  room: number;
  writes: { key: string; size: number }[];
  fail: (key: string) => boolean;
};

export function used(data: Map<string, string>): number {
  return [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
}

// One lock per map, shared by every storage over it, as Web Locks are by a browser's tabs.
const locks = new WeakMap<Map<string, string>, Promise<unknown>>();

/** A storage over `data` (two of them over one map: two tabs of one browser). */
export function memoryStorage(data = new Map<string, string>(), room = Infinity): MemoryStorage {
  const s: MemoryStorage = {
    data,
    room,
    writes: [],
    fail: () => false,
    getItem: async (k) => data.get(k) ?? null,
    setItem: async (k, v) => {
      if (s.fail(k)) throw new DOMException('The storage refused the write.', 'UnknownError');
      const before = data.get(k);
      const size = used(data) - (before === undefined ? 0 : k.length + before.length) + k.length + v.length;
      if (size > s.room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      s.writes.push({ key: k, size: v.length });
      data.set(k, v);
    },
    removeItem: async (k) => void data.delete(k),
    keys: async () => [...data.keys()],
    exclusive: (task) => {
      const next = (locks.get(data) ?? Promise.resolve()).then(task, task);
      locks.set(data, next.catch(() => undefined));
      return next;
    },
  };
  return s;
}
