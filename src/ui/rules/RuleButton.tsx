// A rule number that shows the rule's text when clicked. It sits in a line of text, so on a touch
// screen it stays the text's height and an invisible edge above and below makes a finger's target.
import { useUi } from '../uiStore';

export function RuleButton({ rule }: { rule: string }) {
  const shown = useUi((u) => u.shownRule === rule);
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={`Rule ${rule}: show its text`}
      onClick={() => useUi.getState().showRule(shown ? null : rule)}
      className={`relative min-h-0 rounded px-1.5 font-mono pointer-coarse:py-1 pointer-coarse:before:absolute pointer-coarse:before:-inset-x-1 pointer-coarse:before:-inset-y-2.5 pointer-coarse:before:content-[''] text-xs tabular-nums focus-visible:outline-2 focus-visible:outline-sky-300 ${
        shown ? 'bg-sky-300 text-sky-950' : 'bg-slate-700 text-sky-200 hover:bg-slate-600'
      }`}
    >
      {rule}
    </button>
  );
}
