// The table's regions, laid out by WideTable (side by side) or NarrowTable (one pane at a time):
// the board (the opponents, the game's controls, the first player), the column beside it (the
// builder, the scenario being learned, or a permanent's layers), the stack with the combat summary,
// and exile. Each has its own error boundary (ErrorBoundary.tsx).
import { lazy, Suspense, type ReactNode } from 'react';
import { useGame } from '../context';
import { usePage } from '../pageStore';
import { ErrorBoundary } from '../ErrorBoundary';
import { loadDefinitions } from '../../cards/compiler';
import { LearnPanel } from '../workbench/LearnPanel';
import { LayersPanel } from '../explain/LayersPanel';
import { PlayerArea } from '../board/PlayerArea';
import { StackPanel } from '../stack/StackPanel';
import { CombatSummary } from '../combat/CombatSummary';
import { CompactZone } from '../board/CompactZone';

/** The opponents, `controls` between them and the first player, the first player at the bottom. */
export function Board({ controls }: { controls: ReactNode }) {
  const order = useGame((s) => s.order);
  const [you, ...others] = order;
  return (
    <ErrorBoundary region="The board">
      <div className={`grid gap-2 ${others.length > 1 ? 'grid-cols-[repeat(auto-fit,minmax(min(19rem,100%),1fr))]' : ''}`}>
        {others.map((p) => (
          <PlayerArea key={p} player={p} top />
        ))}
      </div>
      {controls}
      {you && <PlayerArea player={you} top={false} />}
    </ErrorBoundary>
  );
}

// The builder is a chunk of its own, loaded on its first opening with the Oracle compiler, which its
// custom card form runs as the user types (cards/compiler.ts): the first board waits for neither
// (issue 16's cold load). The other panels are small: a chunk each would cost more than it saves.
const BuildPanel = lazy(() => Promise.all([import('../workbench/BuildPanel'), loadDefinitions()]).then(([m]) => ({ default: m.BuildPanel })));

function Loading({ what }: { what: string }) {
  return <p className="rounded-xl border border-slate-700 bg-slate-900/70 p-3 text-sm italic text-slate-400">Loading {what}…</p>;
}

/** The builder, the scenario being learned, or a permanent's layers: whichever is open. */
export function SidePanel() {
  const side = usePage((p) => p.side);
  if (side === 'build')
    return (
      <ErrorBoundary region="The builder">
        <Suspense fallback={<Loading what="the builder" />}>
          <BuildPanel />
        </Suspense>
      </ErrorBoundary>
    );
  if (side === 'layers')
    return (
      <ErrorBoundary region="The layers">
        <LayersPanel />
      </ErrorBoundary>
    );
  if (side === 'learn')
    return (
      <ErrorBoundary region="The scenario being learned">
        <LearnPanel />
      </ErrorBoundary>
    );
  return null;
}

export function StackAndCombat() {
  return (
    <>
      <ErrorBoundary region="The stack">
        <StackPanel />
      </ErrorBoundary>
      <ErrorBoundary region="The combat">
        <CombatSummary />
      </ErrorBoundary>
    </>
  );
}

export function Exile() {
  const exile = useGame((s) => s.exile);
  return (
    <ErrorBoundary region="Exile">
      <div className="rounded-xl border border-slate-700 bg-slate-900/70 px-3 py-2">
        <CompactZone label="Exile" title="Exile" ids={exile} drop={{ zone: 'exile' }} />
      </div>
    </ErrorBoundary>
  );
}
