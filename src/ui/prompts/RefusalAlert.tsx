// Why the engine refused the last action, with its rule. Nothing changed on the board.
import { useGameApi, useGameStore } from '../context';
import { RuleButton } from '../rules/RuleButton';
import { SymbolText } from '../board/SymbolText';

export function RefusalAlert() {
  const api = useGameApi();
  const refusal = useGameStore((s) => s.refusal);
  // The live region stays in the page so that a new refusal is announced.
  return (
    <div role="alert" aria-label="Refused action">
      {refusal && (
        <div className="flex items-start gap-3 rounded-lg border-2 border-red-400 bg-red-950 px-3 py-2 text-sm text-red-50">
          <span className="font-bold uppercase tracking-wide text-red-300">Not allowed</span>
          <span className="flex-1">
            <SymbolText text={refusal.reason} /> <span className="whitespace-nowrap">(rule <RuleButton rule={refusal.rule} />)</span>
          </span>
          <button
            type="button"
            onClick={() => api.getState().dismissRefusal()}
            className="rounded px-2 text-red-200 hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-sky-300"
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
