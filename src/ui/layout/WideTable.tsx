// From a tablet in landscape up (`lg`, 1024 px): the column beside the board (builder, learn,
// layers) on the left when open, the board in the middle, the stack, exile, the history and the
// game's questions (Dock) on the right, a rule's text floating beside them. Nothing that comes and
// goes is in the board's flow, so the board never moves under the pointer. Below `xl` (1280 px) the
// side columns are narrower, so the board keeps room for two cards a row with the builder open.
import { usePage } from '../pageStore';
import { useGame } from '../context';
import { ErrorBoundary } from '../ErrorBoundary';
import { Controls } from '../header/Controls';
import { HistoryTabs } from '../history/HistoryTabs';
import { RulePanelSlot } from '../rules/RulePanelSlot';
import { Dock } from '../prompts/Dock';
import { Board, Exile, SidePanel, StackAndCombat } from './regions';
import { PlayerJump } from './PlayerJump';

export function WideTable() {
  const side = usePage((p) => p.side);
  const players = useGame((s) => s.order.length);
  const columns = side
    ? 'grid-cols-[17rem_minmax(0,1fr)_18rem] xl:grid-cols-[19rem_minmax(0,1fr)_21rem]'
    : 'grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]';
  return (
    <div className={`grid min-h-0 flex-1 gap-3 ${columns}`}>
      <SidePanel />
      <main className="flex min-h-0 flex-col gap-2 overflow-y-auto">
        {/* Below xl, beside an open column, or with more than two players (a card frame is 136 px
            high), not every player's area may fit: their names bring any into view. */}
        <PlayerJump className={side || players > 2 ? '' : 'xl:hidden'} />
        <Board
          controls={
            // mt-auto: when the board fits, the controls and the first player's area sit at the
            // bottom and stay there when an opponent's battlefield loses a row.
            <div className="mt-auto rounded-xl border border-slate-700 bg-slate-900/40 px-3 py-2">
              <Controls />
            </div>
          }
        />
      </main>
      <aside aria-label="Stack and history" className="relative flex min-h-0 flex-col gap-3">
        {/* The stack and, while combat is under way, its summary share one fixed height: the
            summary coming or going moves neither the log nor the dock. */}
        <div className="flex h-[36%] min-h-0 shrink-0 flex-col gap-2">
          <StackAndCombat />
        </div>
        <Exile />
        <ErrorBoundary region="The history">
          <HistoryTabs />
        </ErrorBoundary>
        <ErrorBoundary region="The game's question">
          <Dock />
        </ErrorBoundary>
        <ErrorBoundary region="The rule's text">
          <RulePanelSlot />
        </ErrorBoundary>
      </aside>
    </div>
  );
}
