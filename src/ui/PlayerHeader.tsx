// A player's name and life total (a target while targets are being chosen), library size, and
// whether it is their turn or they hold priority.
import { priorityHolder, type PlayerId } from '../engine';
import { useGameApi, useGameShallow } from './context';
import { chooseOnBoard } from './interaction';
import { chosenIn, legalNow } from './castFlow';
import { useUi } from './uiStore';

export function PlayerHeader({ player }: { player: PlayerId }) {
  const api = useGameApi();
  const draft = useUi((u) => u.draft);
  const chosen = useUi((u) => chosenIn(u.draft).includes(player));
  const aimed = useUi((u) => !!u.hovered?.includes(player));
  const v = useGameShallow((s) => {
    const p = s.players[player];
    return {
      name: p.name,
      life: p.life,
      library: p.library.length,
      lost: p.lost,
      active: s.turn.active === player,
      priority: priorityHolder(s) === player,
      deciding: s.choice?.player === player,
      legal: legalNow(s, draft).has(player),
    };
  });
  const label = `${v.name}, ${v.life} life${v.legal ? ', legal target' : ''}${chosen ? ', chosen' : ''}`;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={!draft}
        data-aimed={aimed || undefined}
        data-legal={v.legal || undefined}
        onClick={() => chooseOnBoard(api, player)}
        className={`flex items-baseline justify-between gap-3 rounded-lg border-2 px-3 py-1.5 text-left ${
          v.active ? 'border-amber-300 bg-slate-800' : 'border-slate-600 bg-slate-800/60'
        } ${v.legal ? 'ring-4 ring-amber-300' : ''} ${chosen ? 'ring-4 ring-sky-300' : ''} ${aimed ? 'outline-4 outline-offset-2 outline-red-400' : ''} ${draft ? 'cursor-pointer hover:bg-slate-700' : 'cursor-default'} focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300`}
      >
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="text-lg font-bold text-slate-50">
          {v.name}
        </span>
        <span aria-hidden="true" className="text-2xl font-bold tabular-nums text-slate-50" data-testid={`life-${player}`}>
          {v.life}
          <span className="ml-1 text-xs font-normal text-slate-300">life</span>
        </span>
      </button>
      <div className="flex flex-wrap gap-1 text-[11px] font-semibold uppercase tracking-wide">
        {v.active && <span className="rounded bg-amber-300 px-1.5 text-amber-950">Active player</span>}
        {v.priority && <span className="rounded bg-sky-300 px-1.5 text-sky-950">Holds priority</span>}
        {v.deciding && <span className="rounded bg-fuchsia-300 px-1.5 text-fuchsia-950">Must choose</span>}
        {v.lost && <span className="rounded bg-red-300 px-1.5 text-red-950">Lost the game</span>}
      </div>
      <p className="text-sm text-slate-300">
        Library: <span className="font-semibold text-slate-100">{v.library}</span> card{v.library === 1 ? '' : 's'}
      </p>
    </div>
  );
}
