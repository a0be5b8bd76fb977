// The list of a permanent's activated abilities, when it has more than one; for a card in a hand
// with an ability that works there (cycling, 702.29a), casting it and that ability.
import { useEffect, useMemo, useRef } from 'react';
import { abilities, type ObjectId } from '../../engine';
import { useGame, useGameApi } from '../context';
import { activateAbility, cancel, castCard, exileFromHand, playLand } from '../interaction';
import { handSpecialActions } from './handSpecialActions';
import { abilitiesOffered } from './castFlow';
import { SymbolText } from '../board/SymbolText';
import { objectAt } from '../../engine';

export function AbilityMenu({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const def = useGame((s) => {
    const o = objectAt(s, id);
    return o ? s.cards[o.card] : undefined;
  });
  const zone = useGame((s) => objectAt(s, id)?.zone);
  // Its abilities now (613.1f): granted, copied or lost ones count.
  const now = useGame((s) => {
    const o = objectAt(s, id);
    return o ? abilities(s, o) : undefined;
  });
  const list = useMemo(() => (now && zone ? abilitiesOffered(now, zone) : []), [now, zone]);
  // 116.2f, 116.2h: suspend and foretell, special actions taken from the hand.
  const special = useMemo(() => (now && zone === 'hand' ? handSpecialActions(now) : []), [now, zone]);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  if (!def) return null;
  const castable = zone === 'hand' && !def.types.includes('Land');
  const playable = zone === 'hand' && def.types.includes('Land');
  const item = 'rounded px-2 py-1 text-left text-sm text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300';
  return (
    <div
      role="menu"
      aria-label={`${def.name}'s abilities`}
      className="absolute left-0 top-full z-20 mt-1 flex w-64 flex-col gap-1 rounded-lg border border-slate-500 bg-slate-900 p-2 shadow-xl"
    >
      {castable && (
        <button ref={first} role="menuitem" type="button" onClick={() => castCard(api, id)} className={item}>
          Cast {def.name}
        </button>
      )}
      {playable && (
        <button ref={first} role="menuitem" type="button" onClick={() => playLand(api, id)} className={item}>
          Play {def.name}
        </button>
      )}
      {special.map(({ type, label }) => (
        <button key={type} role="menuitem" type="button" onClick={() => exileFromHand(api, id, type)} className={item}>
          <SymbolText text={label} />
        </button>
      ))}
      {list.map(({ def: ability, n }, i) => (
        <button
          key={n}
          ref={i === 0 && !castable && !playable ? first : undefined}
          role="menuitem"
          type="button"
          onClick={() => activateAbility(api, id, n)}
          className={item}
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
