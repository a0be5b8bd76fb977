// prompts/: the dock under the log, and the prompts and refusals shown in it.
// Where the game asks and answers (issue 11, point 8): a refusal, the step-by-step resolution, the
// auto-tap go-ahead, the pending choice and the cast panel. It sits at the foot of the side column
// with a fixed height while anything is in it, and scrolls inside: showing it shortens the log
// from below, and what it shows can grow or change without moving the board, the stack, the log,
// or itself. On a narrow screen (`sheet`) it sits above the game's controls and the tabs, whatever
// pane is shown, with a fixed height too: it shortens the pane from below, moving none of it.
import { useGame, useGameStore } from '../context';
import { useUi } from '../uiStore';
import { RefusalAlert } from './RefusalAlert';
import { StepPanel } from '../stack/StepPanel';
import { AutoTapBar } from '../cast/AutoTapBar';
import { ChoicePrompt } from './ChoicePrompt';
import { CastPanel } from '../cast/CastPanel';

export function Dock({ sheet = false }: { sheet?: boolean }) {
  const game = useGame((s) => !!s.choice || !!s.stepping);
  const refused = useGameStore((s) => !!s.refusal);
  const page = useUi((u) => !!u.draft || !!u.autoTap);
  const open = game || refused || page;
  return (
    // The refusal's live region stays in the page even while the dock is empty, so a new refusal is announced.
    <div
      data-testid="dock"
      className={`flex flex-none flex-col gap-2 overflow-y-auto overscroll-contain ${
        sheet ? (open ? 'h-[36%] md:h-[28%] border-t-2 border-sky-700 bg-slate-950 p-2' : 'h-0') : open ? 'h-[37%]' : 'h-0'
      }`}
    >
      <RefusalAlert />
      <StepPanel />
      <AutoTapBar />
      <ChoicePrompt />
      <CastPanel />
    </div>
  );
}
