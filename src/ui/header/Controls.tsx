// Pass priority, resolve the top of the stack, advance to a step, undo and redo. Pass and resolve
// stay in place when they can't act, disabled with the reason (blocked.ts).
import { STEPS, STEP_NAMES, type Step } from '../../engine';
import { useGameApi, useGameShallow, useGameStore } from '../context';
import { blocked } from './blocked';
import { GuardedButton } from './GuardedButton';
import { useUi } from '../uiStore';
import { act, redo, undo } from '../interaction';
import { canRedo } from '../../store/game';

const ADVANCE_TO = STEPS.filter((s) => s !== 'untap' && s !== 'cleanup');

export const BUTTON =
  'rounded-md px-3 py-1.5 text-sm font-semibold shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-not-allowed disabled:opacity-40';

export function Controls() {
  const api = useGameApi();
  const passWhy = useGameShallow((s) => blocked(s, 'pass'));
  const resolveWhy = useGameShallow((s) => blocked(s, 'resolve'));
  const nudged = useUi((u) => u.nudged);
  const canUndo = useGameStore((s) => s.cursor > 0);
  const redoable = useGameStore(canRedo);
  return (
    // On a narrow screen the controls are one row that scrolls sideways: Pass and Resolve first.
    <div role="toolbar" aria-label="Game actions" className="flex flex-wrap items-center gap-2 max-lg:flex-nowrap max-lg:overflow-x-auto max-lg:py-0.5 max-lg:[&>*]:shrink-0 max-lg:[&_button]:whitespace-nowrap">
      <GuardedButton home why={passWhy} shown={nudged === 'pass'} onPress={() => act(api, { type: 'pass' })} className={`${BUTTON} bg-sky-400 text-sky-950 hover:bg-sky-300`} title="Space">
        Pass priority
      </GuardedButton>
      {/* Always there, so the row never reflows; disabled with the reason when they can't act. */}
      <GuardedButton
        why={resolveWhy}
        shown={nudged === 'resolve'}
        onPress={() => act(api, { type: 'resolve' })}
        className={`${BUTTON} bg-emerald-400 text-emerald-950 hover:bg-emerald-300`}
        title="All players pass until the top object resolves"
      >
        Resolve top of stack
      </GuardedButton>
      <GuardedButton
        why={resolveWhy}
        onPress={() => act(api, { type: 'resolve', stepwise: true })}
        className={`${BUTTON} bg-teal-300 text-teal-950 hover:bg-teal-200`}
        title="All players pass; the top object then resolves one instruction at a time"
      >
        Resolve step by step
      </GuardedButton>
      <label className="flex items-center gap-1 text-sm text-slate-300">
        Advance to
        <select
          value=""
          onChange={(e) => {
            if (e.target.value) act(api, { type: 'advance', to: e.target.value as Step });
          }}
          className="rounded-md border border-slate-500 bg-slate-800 px-2 py-1.5 text-sm text-slate-100 focus-visible:outline-3 focus-visible:outline-sky-300"
        >
          <option value="">choose a step…</option>
          {ADVANCE_TO.map((step) => (
            <option key={step} value={step}>
              {STEP_NAMES[step]}
            </option>
          ))}
        </select>
      </label>
      <span className="mx-1 h-6 w-px bg-slate-600" aria-hidden="true" />
      <button type="button" disabled={!canUndo} onClick={() => undo(api)} className={`${BUTTON} bg-slate-600 text-slate-50 hover:bg-slate-500`} title="Z">
        Undo
      </button>
      <button type="button" disabled={!redoable} onClick={() => redo(api)} className={`${BUTTON} bg-slate-600 text-slate-50 hover:bg-slate-500`} title="Shift+Z">
        Redo
      </button>
    </div>
  );
}
