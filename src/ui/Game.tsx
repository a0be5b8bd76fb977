// The table: opponents on top, the first player at the bottom, the stack and the log at the side.
import { useGame, useGameApi, useGameStore } from './context';
import { useShortcuts } from './useShortcuts';
import { TurnBar } from './TurnBar';
import { Controls } from './Controls';
import { PlayerArea } from './PlayerArea';
import { StackPanel } from './StackPanel';
import { CompactZone } from './CompactZone';
import { LogPanel } from './LogPanel';
import { RulePanel } from './RulePanel';
import { RefusalAlert } from './RefusalAlert';
import { CastPanel } from './CastPanel';
import { StepPanel } from './StepPanel';
import { ChoicePrompt } from './ChoicePrompt';
import { AutoTapBar } from './AutoTapBar';

export function Game() {
  const api = useGameApi();
  useShortcuts(api);
  const title = useGameStore((s) => s.title);
  const order = useGame((s) => s.order);
  const exile = useGame((s) => s.exile);
  const [you, ...others] = order;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 p-3">
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <h1 className="text-lg font-bold text-slate-50">
          MTG Rules Sandbox <span className="font-normal text-slate-400">· {title}</span>
        </h1>
        <TurnBar />
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_24rem] gap-3">
        <main className="flex min-h-0 flex-col gap-2 overflow-y-auto">
          <div className={`grid gap-2 ${others.length > 1 ? 'grid-cols-2' : ''}`}>
            {others.map((p) => (
              <PlayerArea key={p} player={p} top />
            ))}
          </div>
          <div className="flex flex-col gap-2 rounded-xl border border-slate-700 bg-slate-900/40 px-3 py-2">
            <Controls />
            <RefusalAlert />
            <StepPanel />
            <AutoTapBar />
            <ChoicePrompt />
            <CastPanel />
          </div>
          {you && <PlayerArea player={you} top={false} />}
        </main>
        <aside className="flex min-h-0 flex-col gap-3">
          <StackPanel />
          <div className="rounded-xl border border-slate-700 bg-slate-900/70 px-3 py-2">
            <CompactZone label="Exile" title="Exile" ids={exile} />
          </div>
          <LogPanel />
          <RulePanel />
        </aside>
      </div>
    </div>
  );
}
