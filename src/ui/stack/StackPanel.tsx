// stack/: the stack as the page shows it, and a resolution stepped through.
// The stack, top first. Its height is fixed and it scrolls inside, so a spell put on it moves
// nothing below it (issue 11, point 8).
import { useGame } from '../context';
import { StackEntry } from './StackEntry';

export function StackPanel() {
  const stack = useGame((s) => s.stack);
  return (
    <section aria-label="Stack" className="flex min-h-0 flex-1 flex-col rounded-xl border border-slate-700 bg-slate-900/70 p-3">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-300">
        Stack <span className="font-normal normal-case text-slate-400">(top first)</span>
      </h2>
      {stack.length === 0 ? (
        <p className="text-sm italic text-slate-400">The stack is empty.</p>
      ) : (
        <ol className="-mx-1 flex min-h-0 flex-col gap-2 overflow-y-auto px-1 py-1">
          {[...stack].reverse().map((id, i) => (
            <StackEntry key={id} id={id} top={i === 0} />
          ))}
        </ol>
      )}
    </section>
  );
}
