// Share and files: the game's name and description; a link that opens this game (its start and
// its actions so far) on another machine; the game or its current position as a scenario file; a
// scenario file opened; the recent games.
import { useRef, useState } from 'react';
import { ScenarioError } from '../../scenario/errors';
import { useGame, useGameApi } from '../context';
import { download, fileName, gameDocument, importFile, positionDocument, shareLink } from './files';
import { GameInfo } from '../session/GameInfo';
import { usePage } from '../pageStore';
import { RecentGames } from '../session/RecentGames';
import { FIELD, HEADING, PANEL, PRIMARY, SMALL } from '../styles';

function reason(e: unknown): string {
  return e instanceof ScenarioError ? e.reason : e instanceof Error ? e.message : String(e);
}

export function FilesPanel() {
  const api = useGameApi();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState<boolean | null>(null);
  const [problem, setProblem] = useState('');
  const [wrote, setWrote] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const atRest = useGame((s) => !s.stack.length && !s.choice && !s.agenda.length);

  const attempt = (what: string, f: () => void) => {
    setProblem('');
    setWrote('');
    try {
      f();
    } catch (e) {
      setProblem(`${what}: ${reason(e)}.`);
    }
  };
  const withActions = "This game can't be written with its actions";
  const share = () =>
    attempt(withActions, () => {
      const url = shareLink(api.getState());
      setLink(url);
      setCopied(null);
      if (!navigator.clipboard) setCopied(false);
      else
        navigator.clipboard.writeText(url).then(
          () => setCopied(true),
          () => setCopied(false),
        );
    });
  const write = (name: string, doc: unknown) => {
    download(name, doc);
    setWrote(name);
  };
  const exportGame = () => attempt(withActions, () => write(fileName(api.getState().title), gameDocument(api.getState())));
  const exportPosition = () => attempt("This position can't be written", () => write(fileName(`${api.getState().title} position`), positionDocument(api.getState())));

  return (
    <section id="files-panel" aria-label="Share and files" className={`${PANEL} flex flex-wrap items-start gap-x-6 gap-y-2`}>
      <GameInfo />
      <div className="flex min-w-72 flex-1 flex-col gap-1.5">
        <h2 className={HEADING}>Share</h2>
        <div className="flex items-center gap-2">
          <button type="button" onClick={share} className={PRIMARY}>
            Copy share link
          </button>
          <input
            readOnly
            aria-label="Share link"
            value={link}
            placeholder="The link appears here"
            onFocus={(e) => e.currentTarget.select()}
            className={`${FIELD} min-w-0 flex-1 font-mono text-xs`}
          />
        </div>
        {/* Two lines kept for it: the link coming moves nothing below (issue 16, layout shift). */}
        <p className="min-h-8 text-xs text-slate-300" data-testid={link ? 'share-status' : undefined}>
          {link && (
            <>
              {copied === true ? 'Copied to the clipboard. ' : copied === false ? 'Copy it from the field (the clipboard was not available). ' : ''}
              It opens this game, with every action so far, in any browser.
            </>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <h2 className={HEADING}>Files</h2>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" onClick={exportGame} className={SMALL}>
            Export JSON
          </button>
          <button type="button" onClick={exportPosition} disabled={!atRest} className={SMALL} title={atRest ? undefined : 'Only with an empty stack and no choice pending'}>
            Export position
          </button>
          <button type="button" onClick={() => input.current?.click()} className={SMALL}>
            Import JSON
          </button>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            aria-label="Scenario file to import"
            className="sr-only"
            tabIndex={-1}
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file && (await importFile(api, file))) usePage.getState().setFiles(false);
            }}
          />
        </div>
        <p className="text-xs text-slate-400">A scenario file (SCENARIO.md); it runs with npm run scenario.</p>
        {wrote && (
          <p role="status" className="text-xs text-emerald-200">
            Wrote {wrote} (to your downloads).
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" aria-label="Export problem" className="basis-full rounded-md border-2 border-amber-300 bg-amber-950 px-2 py-1 text-sm text-amber-50">
          {problem} {atRest ? 'Export the current position instead, or undo to before the change.' : 'Export the position once the stack is empty and no choice is pending.'}
        </p>
      )}
      <RecentGames />
    </section>
  );
}
