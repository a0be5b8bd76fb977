// The table: the header (the title, the turn, the workbench's tools), the notices, share and
// files, then the table laid out for the screen (layout/): on a phone or a tablet in portrait one
// pane at a time with tabs (NarrowTable), from a tablet in landscape up the board with the stack
// and history beside it (WideTable). The gallery is a dialog; the arrows and a card's explanation
// float over everything. Each region has its own error boundary: one that fails shows what
// happened, the others go on (ErrorBoundary.tsx).
import { useGameApi, useGameStore } from './context';
import { useShortcuts } from './keyboard/useShortcuts';
import { useFocusFlow } from './keyboard/useFocusFlow';
import { useAutosave } from './session/useAutosave';
import { useShareLinks } from './session/useShareLinks';
import { usePage } from './pageStore';
import { TurnBar } from './header/TurnBar';
import { Toolbar } from './header/Toolbar';
import { Notices } from './session/Notices';
import { FilesPanel } from './workbench/FilesPanel';
import { Gallery } from './workbench/Gallery';
import { ExplainPanel } from './board/ExplainPanel';
import { ErrorBoundary } from './ErrorBoundary';
import { Arrows } from './arrows/Arrows';
import { useNarrow } from './layout/screen';
import { NarrowTable } from './layout/NarrowTable';
import { WideTable } from './layout/WideTable';
import { SMALL } from './styles';

export function Game() {
  const api = useGameApi();
  useShortcuts(api);
  useFocusFlow(api);
  useAutosave(api);
  useShareLinks(api);
  const title = useGameStore((s) => s.title);
  const files = usePage((p) => p.files);
  const narrow = useNarrow();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 pt-2 lg:p-3">
      {/* The title keeps at least 10rem beside the tools; below that the tools go under it. */}
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 px-2 lg:px-0">
        <h1 className="min-w-40 flex-1 truncate text-base font-bold text-slate-50 lg:text-lg" title={title}>
          MTG Rules Sandbox <span className="font-normal text-slate-400">· {title}</span>
        </h1>
        <div className="flex min-w-0 flex-wrap items-center justify-end gap-x-5 gap-y-1 max-lg:w-full max-lg:justify-start">
          <ErrorBoundary region="The turn and the tools">
            <TurnBar />
            <Toolbar />
          </ErrorBoundary>
        </div>
      </header>
      {/* On a narrow screen the notices and share and files float over the table, at the top and
          at the foot of the screen: coming and going, they move no pane (the layout shift goal). */}
      <div className="contents max-lg:fixed max-lg:inset-x-2 max-lg:top-2 max-lg:z-40 max-lg:block max-lg:shadow-2xl max-lg:empty:hidden">
        <Notices />
      </div>
      {files && (
        <div className="max-lg:fixed max-lg:inset-x-0 max-lg:top-[25dvh] max-lg:bottom-0 max-lg:z-40 max-lg:flex max-lg:flex-col max-lg:gap-2 max-lg:overflow-y-auto max-lg:rounded-t-xl max-lg:border-t-2 max-lg:border-sky-700 max-lg:bg-slate-950 max-lg:p-2 max-lg:shadow-2xl">
          {narrow && (
            <button type="button" onClick={() => usePage.getState().setFiles(false)} className={`${SMALL} self-end`}>
              Close share and files
            </button>
          )}
          <ErrorBoundary region="Share and files">
            <FilesPanel />
          </ErrorBoundary>
        </div>
      )}
      {narrow ? <NarrowTable /> : <WideTable />}
      <ErrorBoundary region="The gallery">
        <Gallery />
      </ErrorBoundary>
      <ErrorBoundary region="The arrows">
        <Arrows />
      </ErrorBoundary>
      <ErrorBoundary region="The explanation">
        <ExplainPanel />
      </ErrorBoundary>
    </div>
  );
}
