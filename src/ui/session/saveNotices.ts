// What the page says about saves: a save that can't be read, a save that failed (and what to do),
// a game another tab saved too, the same game opened in another tab. Each says what happened to
// the user's work and what to do about it.
import type { LoadResult } from '../../store/persist';
import type { Notice } from '../pageStore';

/** The notice for the autosave found at startup; null when it opened whole or there was none. */
export function loadNotice(saved: LoadResult): Notice | null {
  if (saved.kind === 'setAside') {
    return { kind: 'setAside', title: 'Your last game could not be read', text: `(${saved.reason}); it was kept under ${saved.key} in this browser's storage. The demo is shown instead.` };
  }
  if (saved.kind === 'unreadable') {
    return {
      kind: 'setAside',
      title: 'Your last game could not be read',
      text: `(${saved.reason}), and it could not be set aside either (${saved.error}): it was left where it was, untouched, and is listed in Recent games once this game is saved. The demo is shown instead. Export JSON keeps a game in a file; removing recent games makes room.`,
    };
  }
  if (saved.kind === 'restored' && saved.game.partial) {
    return {
      kind: 'saveConflict',
      title: 'Your last game was opened in part',
      text: `Its save is inconsistent (${saved.game.partial}): the counted steps were opened, and the save is left untouched, with every step it holds, in Recent games. This game is saved apart from it.`,
    };
  }
  return null;
}

/** A save that failed: said at once, with what to do; the page keeps trying (useAutosave.ts). */
export function unsavedNotice(full: boolean): Notice {
  return {
    kind: 'unsaved',
    title: 'This game is not being saved',
    text: full
      ? 'This browser’s storage is full, even with every recent game removed: a reload would lose the actions since the last save. Export JSON (Share & files) keeps the game in a file; clearing this site’s other data, or other sites’, makes room. The page tries again after each action and every 10 seconds.'
      : 'This browser refuses to keep it (private browsing, or storage turned off): a reload would lose the game. Export JSON (Share & files) keeps the game in a file. The page tries again after each action and every 10 seconds.',
  };
}

export const SAVED_AGAIN: Notice = { kind: 'unsaved', title: 'This game is saved again', text: 'The browser accepted the save: a reload brings the game back as it stands.' };

/** This tab's save found that another tab had saved the same game since: both are kept. */
export const FORKED: Notice = {
  kind: 'saveConflict',
  title: 'This game was also changed in another tab',
  text: 'Its actions there were not overwritten: this tab’s game is now saved as a game of its own, and the other tab’s version is kept in Recent games (Share & files).',
};

/** Shown in the older tab when a newer one opens the same game. */
export const OTHER_TAB: Notice = {
  kind: 'saveConflict',
  title: 'This game was opened in another tab',
  text: 'Both tabs can go on: each keeps its own actions, and neither overwrites the other. Whichever saves second is saved as a game of its own; the other stays in Recent games (Share & files). Close one tab to keep a single version.',
};
