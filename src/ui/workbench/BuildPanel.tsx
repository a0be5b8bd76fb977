// workbench/: building a position, the card search, the gallery and its Learn view, files.
// The builder: set up a position by hand. Every change is a sandbox `edit`, undoable and logged;
// the engine refuses what it can't do, with its rule, above the table.
import { useGameApi } from '../context';
import { usePage } from '../pageStore';
import { openScenario, emptyScenario } from '../session/openGame';
import { CardSearch } from './CardSearch';
import { CustomCardForm } from './CustomCardForm';
import { ErrorBoundary } from '../ErrorBoundary';
import { SelectedCard } from './SelectedCard';
import { PlayerEdits } from './PlayerEdits';
import { TurnEdits } from './TurnEdits';
import { HEADING, PANEL, SMALL } from '../styles';
import { lazy, Suspense } from 'react';

// Drag and drop on the board (issue 16): @dnd-kit loads only once the builder is open.
const BoardDragDrop = lazy(() => import('./drag/BoardDragDrop'));

export function BuildPanel() {
  const api = useGameApi();
  const selecting = usePage((p) => p.selecting);
  return (
    <section aria-label="Builder" className={`${PANEL} flex min-h-0 flex-col gap-3 overflow-y-auto [&>*]:shrink-0`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">Build</h2>
        <button type="button" onClick={() => openScenario(api, emptyScenario(), 'position')} className={SMALL}>
          New empty game
        </button>
      </div>
      <CardSearch />
      <ErrorBoundary region="The custom card form">
        <CustomCardForm />
      </ErrorBoundary>
      <section aria-label="Selected card" className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <h3 className={HEADING}>Selected card</h3>
          <button
            type="button"
            aria-pressed={selecting}
            onClick={() => usePage.getState().setSelecting(!selecting)}
            className={`${SMALL} aria-pressed:bg-amber-300 aria-pressed:text-amber-950`}
          >
            Select cards
          </button>
        </div>
        {selecting && <p className="text-xs text-amber-200">Select mode: a click on a card selects it instead of playing it.</p>}
        <p className="text-xs text-slate-400">Or drag a card onto a zone to move it there (with a finger, rest on the card a moment first).</p>
        <SelectedCard />
      </section>
      <PlayerEdits />
      <TurnEdits />
      <ErrorBoundary region="Drag and drop">
        <Suspense fallback={null}>
          <BoardDragDrop />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
