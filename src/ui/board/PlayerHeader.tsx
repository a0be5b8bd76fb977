// A player's name and life total (a target while targets are being chosen), library size, and
// whether it is their turn or they hold priority.
import { priorityHolder, topCardShown, type PlayerId } from '../../engine';
import { useGameApi, useGameShallow } from '../context';
import { chooseOnBoard } from '../interaction';
import { chosenIn, legalNow } from '../cast/castFlow';
import { useUi } from '../uiStore';
import { clickInCombat } from '../combat/combatClick';
import { dropZone } from '../workbench/drag/dragAttrs';

const STATUS = {
  priority: { text: 'Holds priority', look: 'bg-sky-300 text-sky-950' },
  deciding: { text: 'Must choose', look: 'bg-fuchsia-300 text-fuchsia-950' },
  lost: { text: 'Lost the game', look: 'bg-red-300 text-red-950' },
};

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
      // A player's counters (122.1): poison (704.5c) and energy (107.14).
      poison: p.poison ?? 0,
      energy: p.energy ?? 0,
      // A player designation (725.1): the monarch, one player at most.
      monarch: s.monarch === player,
      // 401.5: the top card a permanent lets be seen ("Play with the top card of your library revealed.").
      topCard: topCardShown(s, player)?.card ?? null,
      topTo: topCardShown(s, player)?.to ?? null,
      lost: p.lost,
      active: s.turn.active === player,
      priority: priorityHolder(s) === player,
      deciding: s.choice?.player === player,
      legal: legalNow(s, draft).has(player),
      // A creature waits for what it attacks (508.1b): this player may be it.
      defender: s.choice?.combat?.kind === 'attackers' && s.choice.combat.defenders.includes(player),
    };
  });
  const waiting = useUi((u) => !!u.combat?.active);
  const asked = v.defender && waiting;
  const status = v.lost ? STATUS.lost : v.deciding ? STATUS.deciding : v.priority ? STATUS.priority : null;
  const counters = [v.poison ? `${v.poison} poison` : '', v.energy ? `${v.energy} energy` : ''].filter(Boolean).join(', ');
  const label = `${v.name}, ${v.life} life${v.monarch ? ', the monarch' : ''}${counters ? `, ${counters}` : ''}${v.legal || asked ? ', legal target' : ''}${chosen ? ', chosen' : ''}`;
  return (
    <div className="flex flex-col gap-1" data-arrow-id={player}>
      <button
        type="button"
        disabled={!draft && !asked}
        data-aimed={aimed || undefined}
        data-legal={v.legal || asked || undefined}
        onClick={() => clickInCombat(api, player) || chooseOnBoard(api, player)}
        className={`flex items-baseline justify-between gap-3 rounded-lg border-2 px-3 py-1.5 text-left ${
          v.active ? 'border-amber-300 bg-slate-800' : 'border-slate-600 bg-slate-800/60'
        } ${v.legal || asked ? 'ring-4 ring-amber-300' : ''} ${chosen ? 'ring-4 ring-sky-300' : ''} ${aimed ? 'outline-4 outline-offset-2 outline-red-400' : ''} ${draft || asked ? 'cursor-pointer hover:bg-slate-700' : 'cursor-default'} focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300`}
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
      {/* The badges keep their places, shown or hidden, so one coming or going moves no card
          (issue 11, point 8). Priority, a choice and a lost game never go together: one place. */}
      <div className="flex flex-col items-start gap-1 text-[11px] font-semibold uppercase tracking-wide">
        <span className={`rounded bg-amber-300 px-1.5 text-amber-950 ${v.active ? '' : 'invisible'}`}>Active player</span>
        <span className={`w-28 rounded px-1.5 text-center ${status ? status.look : 'invisible'}`}>{status?.text ?? 'Holds priority'}</span>
      </div>
      <p className="text-sm text-slate-300" {...dropZone({ zone: 'libraryTop', player })}>
        Library: <span className="font-semibold text-slate-100">{v.library}</span> card{v.library === 1 ? '' : 's'}
      </p>
      {v.topCard && (
        <p className="text-sm text-slate-300" data-testid={`top-card-${player}`} title="401.5">
          Top card{v.topTo === 'owner' ? ` (${v.name} may look at it any time)` : ' (revealed)'}: <span className="font-semibold text-slate-100">{v.topCard}</span>
        </p>
      )}
      {v.monarch && (
        <p className="text-sm text-slate-300" data-testid={`monarch-${player}`} title="725.1: the monarch draws a card at the beginning of their end step; a creature that deals combat damage to the monarch makes its controller the monarch (725.2).">
          <span aria-hidden="true">♛ </span>
          <span className="font-semibold text-amber-200">The monarch</span>
        </p>
      )}
      {counters && (
        <p className="text-sm text-slate-300" data-testid={`counters-${player}`}>
          Counters: <span className="font-semibold text-slate-100">{counters}</span>
        </p>
      )}
    </div>
  );
}
