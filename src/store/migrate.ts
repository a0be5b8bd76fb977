// Moving the saves from localStorage (about 5 MB, which a long game's timeline fills) to IndexedDB
// (a share of the disk). Every key the sandbox wrote for saves is copied, read back and compared,
// and only when every one arrived whole are they removed from the old storage: a move cut short
// (a full disk, a closed tab) leaves the old storage as it was, and the next load tries again
// (keys already there and equal are not written twice). When the new storage already holds an
// autosave (another tab moved first, or an older tab saved in localStorage since), the one from the
// old storage joins the recent games, and the two lists of recent games are merged.
import { SAVE_KEY, summary } from './persist';
import { RECENT_KEY, RECENT_LIMIT, type RecentGame } from './recent';
import type { KeyValueStorage } from './storage';

/** The keys of saves: the autosave, its games' keys, recent games, set-aside saves (the theme stays where it is). */
export function isSaveKey(key: string): boolean {
  return key === SAVE_KEY || key === RECENT_KEY || key.startsWith(`${SAVE_KEY}:`) || key.startsWith('mtg-rules-sandbox:set-aside:');
}

function parseList(raw: string | null): RecentGame[] {
  try {
    const list = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((g): g is RecentGame => typeof g?.key === 'string' && typeof g?.header === 'string') : [];
  } catch {
    return [];
  }
}

/** A list of recent games with the moved autosaves first (once each, should a move be tried again). */
function withExtra(extra: RecentGame[], raw: string | null): string {
  const list = parseList(raw);
  return JSON.stringify([...extra.filter((e) => !list.some((g) => g.header === e.header)), ...list].slice(0, RECENT_LIMIT));
}

/** The value `key` should have in the new storage, given what each storage holds. */
async function merged(to: KeyValueStorage, key: string, value: string, there: string | null, now: number, extra: RecentGame[]): Promise<string> {
  if (there === null || there === value) return value;
  if (key === SAVE_KEY) {
    const s = await summary(to, value);
    extra.push({ key: `moved-${now.toString(36)}`, name: s.title, changed: s.changed ?? now, actions: s.actions, header: value });
    return there;
  }
  if (key === RECENT_KEY) {
    const mine = parseList(there);
    return JSON.stringify([...mine, ...parseList(value).filter((g) => !mine.some((m) => m.key === g.key))]);
  }
  return there;
}

/**
 * Move every save from `from` to `to`. Returns the number of keys moved; throws (the storage's
 * error, or one saying which key differs) when they could not all be copied, and then removes
 * nothing from `from`.
 */
export async function migrateSaves(from: KeyValueStorage, to: KeyValueStorage, now = Date.now()): Promise<number> {
  const keys = (await from.keys()).filter(isSaveKey).sort((a, b) => Number(a === RECENT_KEY) - Number(b === RECENT_KEY));
  if (!keys.length) return 0;
  const extra: RecentGame[] = [];
  for (const key of keys) {
    const value = await from.getItem(key);
    if (value === null) continue;
    let want = await merged(to, key, value, await to.getItem(key), now, extra);
    if (key === RECENT_KEY && extra.length) want = withExtra(extra, want);
    await to.setItem(key, want);
    if ((await to.getItem(key)) !== want) throw new Error(`${key} read back differs from what was written`);
  }
  if (extra.length && !keys.includes(RECENT_KEY)) {
    const list = withExtra(extra, await to.getItem(RECENT_KEY));
    await to.setItem(RECENT_KEY, list);
    if ((await to.getItem(RECENT_KEY)) !== list) throw new Error(`${RECENT_KEY} read back differs from what was written`);
  }
  for (const key of keys) await from.removeItem(key);
  return keys.length;
}
