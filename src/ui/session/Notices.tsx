// Messages above the table: a link, file or address that can't be opened (with the field that is
// wrong and why), an autosave set aside, a script that stopped early, a game replaced by another
// (with "Restore"), recent games dropped for room. Each can be dismissed.
import { useContext } from 'react';
import { GameContext } from '../context';
import { openRecentGame } from './openRecent';
import { usePage, type Notice } from '../pageStore';

const LOOK: Record<Notice['kind'], { label: string; role: string; box: string }> = {
  scenarioError: { label: 'Scenario error', role: 'alert', box: 'border-red-400 bg-red-950 text-red-50' },
  setAside: { label: 'Saved game set aside', role: 'alert', box: 'border-amber-300 bg-amber-950 text-amber-50' },
  replaced: { label: 'Game replaced', role: 'note', box: 'border-sky-400 bg-sky-950 text-sky-50' },
  storage: { label: 'Storage', role: 'alert', box: 'border-amber-300 bg-amber-950 text-amber-50' },
  unsaved: { label: 'Saving', role: 'alert', box: 'border-amber-300 bg-amber-950 text-amber-50' },
  saveConflict: { label: 'Another tab', role: 'alert', box: 'border-amber-300 bg-amber-950 text-amber-50' },
  info: { label: 'Notice', role: 'note', box: 'border-sky-400 bg-sky-950 text-sky-50' },
};

const BUTTON = 'rounded px-2 hover:bg-slate-950/30 focus-visible:outline-2 focus-visible:outline-sky-300';

/** Brings back the game a notice names; shown only where a game is on the table. */
function Restore({ game }: { game: string }) {
  const api = useContext(GameContext);
  if (!api) return null;
  return (
    <button type="button" onClick={() => openRecentGame(api, game)} className={`${BUTTON} font-bold underline`}>
      Restore
    </button>
  );
}

function NoticeBox({ n }: { n: Notice }) {
  const look = LOOK[n.kind];
  return (
    <div role={look.role} aria-label={look.label} className={`flex items-start gap-3 rounded-lg border-2 px-3 py-2 text-sm ${look.box}`}>
      <div className="flex-1">
        <h2 className="font-bold">{n.title}</h2>
        <p>
          {n.field && (
            <>
              Field <code className="rounded bg-slate-950/30 px-1 font-mono">{n.field}</code>:{' '}
            </>
          )}
          {n.text}
        </p>
      </div>
      {n.restore && <Restore game={n.restore} />}
      <button type="button" onClick={() => usePage.getState().dismiss(n.kind)} className={BUTTON}>
        Dismiss
      </button>
    </div>
  );
}

export function Notices() {
  const notices = usePage((p) => p.notices);
  if (!notices.length) return null;
  return (
    <div className="flex flex-col gap-2">
      {notices.map((n) => (
        <NoticeBox key={n.kind} n={n} />
      ))}
    </div>
  );
}
