// On a narrow screen the players' areas are one under the other: a row of their names at the top
// of the board brings any player's area into view with one tap.
import { useGame, useGameShallow } from '../context';

/** `className`: where it is shown (the wide layout hides it once every player fits). */
export function PlayerJump({ className = '' }: { className?: string }) {
  const order = useGame((s) => s.order);
  const names = useGameShallow((s) => s.order.map((p) => s.players[p].name));
  if (order.length < 2) return null;
  // The board shows the opponents first and the first player last (regions.tsx).
  const shown = [...order.slice(1), order[0]].map((id) => ({ id, name: names[order.indexOf(id)] }));
  return (
    <nav aria-label="Players" className={`sticky top-0 z-10 flex shrink-0 gap-1.5 overflow-x-auto bg-slate-950/90 px-2 py-1 backdrop-blur ${className}`}>
      {shown.map(({ id, name }) => (
        <button
          key={id}
          type="button"
          onClick={() => document.querySelector(`[data-player-area="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'start' })}
          className="min-h-11 shrink-0 rounded-md border border-slate-500 bg-slate-800 px-3 text-sm font-semibold text-slate-100 focus-visible:outline-3 focus-visible:outline-sky-300"
        >
          <span className="sr-only">Show </span>
          {name}
        </button>
      ))}
    </nav>
  );
}
