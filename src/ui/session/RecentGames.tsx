// Recent games: the games other games replaced, newest first, each with its name, when it was last
// changed and its number of actions. "Open" brings one back with its whole timeline; the game on
// the table then joins the list in its place.
import { useEffect } from 'react';
import { useGameApi } from '../context';
import { openRecentGame } from './openRecent';
import { usePage } from '../pageStore';
import { clearRecentGames, useRecent } from './recentGames';
import { HEADING, SMALL } from '../styles';

// Made when the list is first shown, not as the page's script is evaluated: the first
// DateTimeFormat of a page loads the locale's data, tens of ms of a cold load (issue 16).
let when: Intl.DateTimeFormat | undefined;
const formatWhen = (t: number) => (when ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(t);

export function RecentGames() {
  const api = useGameApi();
  const games = useRecent((r) => r.games);
  useEffect(() => void useRecent.getState().refresh(), []);
  return (
    <section aria-label="Recent games" className="flex basis-full flex-col gap-1.5">
      <h2 className={HEADING}>Recent games</h2>
      {!games.length && <p className="text-xs text-slate-400">None yet: a game replaced by another (the gallery, a file, a link, a new empty game) is kept here, with its whole timeline.</p>}
      <ul className="flex max-h-48 flex-col overflow-y-auto">
        {games.map((g) => (
          <li key={g.key} className="flex items-center gap-3 border-b border-slate-800 py-1 last:border-0">
            <span className="min-w-0 flex-1 truncate font-semibold text-slate-50">{g.name}</span>
            <span className="text-xs text-slate-300">
              {g.actions === 1 ? '1 action' : `${g.actions} actions`}, changed <time dateTime={new Date(g.changed).toISOString()}>{formatWhen(g.changed)}</time>
            </span>
            <button
              type="button"
              aria-label={`Open ${g.name}, changed ${formatWhen(g.changed)}`}
              onClick={async () => (await openRecentGame(api, g.key)) && usePage.getState().setFiles(false)}
              className={SMALL}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
      {games.length > 0 && (
        <button type="button" onClick={() => void clearRecentGames(games.length)} className={`${SMALL} self-start`}>
          Clear recent games
        </button>
      )}
    </section>
  );
}
