// The journal of store/journal.ts in localStorage: written synchronously as the page is left with a
// save pending, read (and removed) as the next page opens. A journal that doesn't fit is skipped:
// the save that was pending may still commit.
import { JOURNAL_KEY, journalOf } from '../../store/journal';
import type { CurrentGame } from '../../store/recent';
import type { KeyValueStorage } from '../../store/storage';

export function keepJournal(storage: KeyValueStorage, g: CurrentGame): void {
  try {
    window.localStorage.setItem(JOURNAL_KEY, journalOf(storage, g));
  } catch {
    // No room, or no localStorage: the pending save is all there is.
  }
}

export function forgetJournal(): void {
  try {
    window.localStorage.removeItem(JOURNAL_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The journal the last page left, taken out of localStorage. */
export function takeJournal(): string | null {
  try {
    const j = window.localStorage.getItem(JOURNAL_KEY);
    if (j !== null) window.localStorage.removeItem(JOURNAL_KEY);
    return j;
  } catch {
    return null;
  }
}
