// The players and planeswalkers a creature could attack, when there are several (508.1b): shown
// under the creature just clicked. Clicking a player's name or a planeswalker does the same.
import { useEffect, useRef } from 'react';
import { describe, type ObjectId } from '../../engine';
import { useGame, useGameApi, useGameShallow } from '../context';
import { useUi } from '../uiStore';
import { chooseDefender } from './declare';

export function DefenderMenu({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const defenders = useGameShallow((s) => (s.choice?.combat?.kind === 'attackers' ? s.choice.combat.defenders : []));
  const s = useGame((st) => st);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const item = 'rounded px-2 py-1 text-left text-sm text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300';
  const name = describe(s, id);
  return (
    <div role="menu" aria-label={`What ${name} attacks`} className="absolute left-0 top-full z-20 mt-1 flex w-56 flex-col gap-1 rounded-lg border border-slate-500 bg-slate-900 p-2 shadow-xl">
      {defenders.map((d, i) => (
        <button key={d} ref={i === 0 ? first : undefined} role="menuitem" type="button" onClick={() => chooseDefender(api, d)} className={item}>
          Attack {describe(s, d)}
        </button>
      ))}
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          const c = useUi.getState().combat;
          if (c) useUi.getState().setCombat({ ...c, active: null });
        }}
        className="rounded px-2 py-1 text-left text-sm text-slate-400 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300"
      >
        Cancel
      </button>
    </div>
  );
}
