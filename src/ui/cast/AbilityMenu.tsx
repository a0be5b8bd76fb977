// The list of a permanent's activated abilities, when it has more than one.
import { useEffect, useRef } from 'react';
import { activatedAbilities, type ObjectId } from '../../engine';
import { useGame, useGameApi } from '../context';
import { activateAbility, cancel } from '../interaction';
import { SymbolText } from '../board/SymbolText';
import { objectAt } from '../../engine';

export function AbilityMenu({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const def = useGame((s) => {
    const o = objectAt(s, id);
    return o ? s.cards[o.card] : undefined;
  });
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  if (!def) return null;
  const list = activatedAbilities(def.abilities);
  return (
    <div
      role="menu"
      aria-label={`${def.name}'s abilities`}
      className="absolute left-0 top-full z-20 mt-1 flex w-64 flex-col gap-1 rounded-lg border border-slate-500 bg-slate-900 p-2 shadow-xl"
    >
      {list.map(({ def: ability }, i) => (
        <button
          key={i}
          ref={i === 0 ? first : undefined}
          role="menuitem"
          type="button"
          onClick={() => activateAbility(api, id, i)}
          className="rounded px-2 py-1 text-left text-sm text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          <SymbolText text={ability.text} />
        </button>
      ))}
      <button
        type="button"
        role="menuitem"
        onClick={cancel}
        className="rounded px-2 py-1 text-left text-sm text-slate-400 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300"
      >
        Cancel
      </button>
    </div>
  );
}
