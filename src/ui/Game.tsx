// The table: opponents on top, the first player at the bottom, the game's controls between them,
// the stack, the history and the game's questions (Dock) at the side, a rule's text floating
// beside them; nothing that comes and goes is in the board's flow, so the board never moves under
// the pointer. The workbench's panels around it (the builder, a scenario being learned or a
// permanent's layers on the left, share and files under the header, the gallery as a dialog). Each
// region has its own error boundary: one that fails shows what happened, the others go on (ErrorBoundary.tsx).
import { useGame, useGameApi, useGameStore } from './context';
import { useShortcuts } from './keyboard/useShortcuts';
import { useFocusFlow } from './keyboard/useFocusFlow';
import { useAutosave } from './session/useAutosave';
import { useShareLinks } from './session/useShareLinks';
import { usePage } from './pageStore';
import { TurnBar } from './header/TurnBar';
import { Toolbar } from './header/Toolbar';
import { Notices } from './session/Notices';
import { FilesPanel } from './workbench/FilesPanel';
import { BuildPanel } from './workbench/BuildPanel';
import { LearnPanel } from './workbench/LearnPanel';
import { LayersPanel } from './explain/LayersPanel';
import { Gallery } from './workbench/Gallery';
import { ExplainPanel } from './board/ExplainPanel';
import { Controls } from './header/Controls';
import { PlayerArea } from './board/PlayerArea';
import { StackPanel } from './stack/StackPanel';
import { CompactZone } from './board/CompactZone';
import { HistoryTabs } from './history/HistoryTabs';
import { RulePanelSlot } from './rules/RulePanelSlot';
import { Dock } from './prompts/Dock';
import { ErrorBoundary } from './ErrorBoundary';
import { CombatSummary } from './combat/CombatSummary';
import { Arrows } from './arrows/Arrows';

export function Game() {
  const api = useGameApi();
  useShortcuts(api);
  useFocusFlow(api);
  useAutosave(api);
  useShareLinks(api);
  const title = useGameStore((s) => s.title);
  const order = useGame((s) => s.order);
  const exile = useGame((s) => s.exile);
  const side = usePage((p) => p.side);
  const files = usePage((p) => p.files);
  const [you, ...others] = order;
  const columns = side ? 'grid-cols-[19rem_minmax(0,1fr)_21rem]' : 'grid-cols-[minmax(0,1fr)_24rem]';
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 p-3">
      <header className="flex items-center justify-between gap-x-6">
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-slate-50" title={title}>
          MTG Rules Sandbox <span className="font-normal text-slate-400">· {title}</span>
        </h1>
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-x-5 gap-y-1">
          <ErrorBoundary region="The turn and the tools">
            <TurnBar />
            <Toolbar />
          </ErrorBoundary>
        </div>
      </header>
      <Notices />
      {files && (
        <ErrorBoundary region="Share and files">
          <FilesPanel />
        </ErrorBoundary>
      )}
      <div className={`grid min-h-0 flex-1 gap-3 ${columns}`}>
        {side === 'build' && (
          <ErrorBoundary region="The builder">
            <BuildPanel />
          </ErrorBoundary>
        )}
        {side === 'layers' && (
          <ErrorBoundary region="The layers">
            <LayersPanel />
          </ErrorBoundary>
        )}
        {side === 'learn' && (
          <ErrorBoundary region="The scenario being learned">
            <LearnPanel />
          </ErrorBoundary>
        )}
        <main className="flex min-h-0 flex-col gap-2 overflow-y-auto">
          <ErrorBoundary region="The board">
            <div className={`grid gap-2 ${others.length > 1 ? 'grid-cols-[repeat(auto-fit,minmax(19rem,1fr))]' : ''}`}>
              {others.map((p) => (
                <PlayerArea key={p} player={p} top />
              ))}
            </div>
            {/* mt-auto: when the board fits, the controls and the first player's area sit at the
                bottom and stay there when an opponent's battlefield loses a row. */}
            <div className="mt-auto rounded-xl border border-slate-700 bg-slate-900/40 px-3 py-2">
              <Controls />
            </div>
            {you && <PlayerArea player={you} top={false} />}
          </ErrorBoundary>
        </main>
        <aside aria-label="Stack and history" className="relative flex min-h-0 flex-col gap-3">
          {/* The stack and, while combat is under way, its summary share one fixed height: the
              summary coming or going moves neither the log nor the dock. */}
          <div className="flex h-[36%] min-h-0 shrink-0 flex-col gap-2">
            <ErrorBoundary region="The stack">
              <StackPanel />
            </ErrorBoundary>
            <ErrorBoundary region="The combat">
              <CombatSummary />
            </ErrorBoundary>
          </div>
          <ErrorBoundary region="Exile">
            <div className="rounded-xl border border-slate-700 bg-slate-900/70 px-3 py-2">
              <CompactZone label="Exile" title="Exile" ids={exile} drop={{ zone: 'exile' }} />
            </div>
          </ErrorBoundary>
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
