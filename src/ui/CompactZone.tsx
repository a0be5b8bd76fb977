// A graveyard or exile: card names only, the Oracle text as a tooltip. While targets are being
// chosen, its cards can be chosen too (a "target creature card from your graveyard").
import { memo } from 'react';
import type { ObjectId } from '../engine';
import { useGameApi, useGameShallow } from './context';
import { chooseTarget } from './interaction';
import { legalNow } from './targets';
import { useUi } from './uiStore';

const Entry = memo(function Entry({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const targeting = useUi((u) => u.targeting);
  const v = useGameShallow((s) => {
    const o = s.objects[id];
    return { o, def: o ? s.cards[o.card] : undefined, legal: legalNow(s, targeting).has(id) };
  });
  const { o, def } = v;
  if (!o) return null;
  const name = o.token ? `${o.card} (token)` : o.card;
  const title = def ? `${def.name}${def.manaCost ? ` ${def.manaCost}` : ''}\n${def.oracle}` : o.card;
  const look = `rounded px-1.5 py-0.5 text-xs text-slate-100 ${v.legal ? 'bg-slate-600 ring-2 ring-amber-300' : 'bg-slate-700'}`;
  return (
    <li>
      {targeting ? (
        <button
          type="button"
          title={title}
          aria-label={`${name}${v.legal ? ', legal target' : ''}`}
          onClick={() => chooseTarget(api, id)}
          className={`${look} cursor-pointer hover:bg-slate-500 focus-visible:outline-2 focus-visible:outline-sky-300`}
        >
          {name}
        </button>
      ) : (
        <span title={title} className={`${look} block`}>
          {name}
        </span>
      )}
    </li>
  );
});

type Props = { label: string; title: string; ids: readonly ObjectId[] };

/** `ids` bottom first; shown top first. */
export function CompactZone({ label, title, ids }: Props) {
  return (
    <section aria-label={label} className="text-sm">
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
        {title} <span className="font-normal normal-case">({ids.length})</span>
      </h3>
      {ids.length === 0 ? (
        <p className="text-xs italic text-slate-400">empty</p>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {[...ids].reverse().map((id) => (
            <Entry key={id} id={id} />
          ))}
        </ul>
      )}
    </section>
  );
}
