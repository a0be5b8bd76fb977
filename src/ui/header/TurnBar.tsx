// Whose turn it is, the step, the turn number and who holds priority.
import { STEP_NAMES, playerName, priorityHolder } from '../../engine';
import { useGameShallow } from '../context';

export function TurnBar() {
  const v = useGameShallow((s) => {
    const holder = priorityHolder(s);
    return {
      number: s.turn.number,
      active: playerName(s, s.turn.active),
      step: STEP_NAMES[s.turn.step],
      priority: holder
        ? playerName(s, holder)
        : s.gameOver
          ? 'no one: the game is over'
          : s.choice
            ? 'no one: a choice is pending'
            : 'no one',
      winners: s.gameOver ? s.gameOver.winners.map((p) => playerName(s, p)).join(' and ') : null,
    };
  });
  return (
    <section aria-label="Turn" className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-200">
      <span>
        Turn <strong className="text-slate-50">{v.number}</strong>
      </span>
      <span>
        <strong className="text-amber-200">{v.active}</strong>'s turn
      </span>
      <span>
        Step: <strong className="text-slate-50 first-letter:uppercase">{v.step}</strong>
      </span>
      <span data-testid="priority">
        Priority: <strong className="text-sky-200">{v.priority}</strong>
      </span>
      {v.winners !== null && (
        <strong className="rounded bg-amber-300 px-2 text-amber-950">Game over: {v.winners || 'nobody'} won</strong>
      )}
    </section>
  );
}
