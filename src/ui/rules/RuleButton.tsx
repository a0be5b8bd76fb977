// A rule number that shows the rule's text when clicked.
import { useUi } from '../uiStore';

export function RuleButton({ rule }: { rule: string }) {
  const shown = useUi((u) => u.shownRule === rule);
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={`Rule ${rule}: show its text`}
      onClick={() => useUi.getState().showRule(shown ? null : rule)}
      className={`rounded px-1.5 font-mono text-xs tabular-nums focus-visible:outline-2 focus-visible:outline-sky-300 ${
        shown ? 'bg-sky-300 text-sky-950' : 'bg-slate-700 text-sky-200 hover:bg-slate-600'
      }`}
    >
      {rule}
    </button>
  );
}
