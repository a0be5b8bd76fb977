// A phone, or a tablet in portrait (below `lg`, 1024 px): one pane at a time, the board first,
// the stack, the history and the column beside the board (builder, learn, layers) a tab away at the
// foot of the screen (PaneTabs). The game's questions (Dock) and its controls sit above the tabs
// whatever the pane, so a prompt is never a tap away from its answer. The panes stay mounted while
// hidden, so a search typed in the builder is still there after a look at the board. The pane
// scrolls inside itself: the page is never wider or taller than the screen.
import { usePage, type Pane } from '../pageStore';
import { ErrorBoundary } from '../ErrorBoundary';
import { Controls } from '../header/Controls';
import { HistoryTabs } from '../history/HistoryTabs';
import { RulePanelSlot } from '../rules/RulePanelSlot';
import { Dock } from '../prompts/Dock';
import { Board, Exile, SidePanel, StackAndCombat } from './regions';
import { PaneTabs, paneId, tabId } from './PaneTabs';
import { PlayerJump } from './PlayerJump';

function PaneBox({ pane, shown, children, className = '' }: { pane: Pane; shown: Pane; children: React.ReactNode; className?: string }) {
  return (
    <div
      role="tabpanel"
      id={paneId(pane)}
      aria-labelledby={tabId(pane)}
      hidden={pane !== shown}
      className={`min-h-0 flex-1 flex-col gap-2 overflow-y-auto overscroll-contain px-2 pb-2 ${pane === shown ? 'flex' : ''} ${className}`}
    >
      {children}
    </div>
  );
}

export function NarrowTable() {
  const pane = usePage((p) => p.pane);
  const side = usePage((p) => p.side);
  // The side pane's tab goes when its column closes; the board is shown instead.
  const shown = pane === 'side' && !side ? 'board' : pane;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PaneBox pane="board" shown={shown}>
        <main className="flex flex-col gap-2">
          <PlayerJump className="-mx-2" />
          <Board controls={null} />
        </main>
      </PaneBox>
      <PaneBox pane="stack" shown={shown}>
        {/* A height of its own (not the pane's): the dock coming or going moves no exile. */}
        <div className="flex h-[45dvh] shrink-0 flex-col gap-2">
          <StackAndCombat />
        </div>
        <Exile />
      </PaneBox>
      <PaneBox pane="history" shown={shown}>
        <ErrorBoundary region="The history">
          <HistoryTabs />
        </ErrorBoundary>
      </PaneBox>
      <PaneBox pane="side" shown={shown}>
        <SidePanel />
      </PaneBox>
      <ErrorBoundary region="The game's question">
        <Dock sheet />
      </ErrorBoundary>
      <div className="border-t border-slate-700 bg-slate-900/80 px-2 py-1.5">
        <Controls />
      </div>
      <PaneTabs shown={shown} />
      <ErrorBoundary region="The rule's text">
        <RulePanelSlot />
      </ErrorBoundary>
    </div>
  );
}
