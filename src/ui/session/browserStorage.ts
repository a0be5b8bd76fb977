// The storage the page saves games in (the autosave, recent games): localStorage behind the small
// KeyValueStorage interface of persist.ts, so another storage can take its place.
import type { KeyValueStorage } from '../../store/persist';

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
