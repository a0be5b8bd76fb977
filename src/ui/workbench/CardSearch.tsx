// The builder's card search and "add to": find a card by name, type, text or color, choose a
// player and a zone, add it. Each added card is an `edit`; the card added becomes the selected one.
import { useId, useMemo, useState } from 'react';
import { CARDS } from '../../cards';
import { typeLine } from '../../engine';
import { useGame, useGameApi } from '../context';
import { PlaceSelect } from './PlaceSelect';
import { createEdit, edit, PLACES, type Place } from './builderEdits';
import { searchCards } from './cardSearch';
import { ManaSymbols } from '../board/ManaSymbols';
import { FIELD, HEADING, SMALL } from '../styles';

const ALL = Object.values(CARDS);

export function CardSearch() {
  const api = useGameApi();
  const order = useGame((s) => s.order);
  const players = useGame((s) => s.players);
  const [query, setQuery] = useState('');
  const [chosen, setPlayer] = useState(order[0]);
  const [place, setPlace] = useState<Place>('battlefield');
  const player = order.includes(chosen) ? chosen : order[0];
  const found = useMemo(() => searchCards(ALL, query), [query]);
  const help = useId();
  const where = place === 'exile' ? 'exile' : `${players[player].name}'s ${PLACES.find((p) => p.value === place)!.label}`;
  return (
    <section aria-label="Add a card" className="flex flex-col gap-1.5">
      <h3 className={HEADING}>Add a card</h3>
      <div className="flex flex-wrap items-center gap-1.5 text-sm">
        <label className="flex items-center gap-1">
          to
          <select aria-label="Player to add to" value={player} onChange={(e) => setPlayer(e.target.value)} className={FIELD}>
            {order.map((p) => (
              <option key={p} value={p}>
                {players[p].name}
              </option>
            ))}
          </select>
        </label>
        <PlaceSelect label="Zone to add to" value={place} onChange={setPlace} />
      </div>
      <input
        type="search"
        aria-label="Search cards"
        aria-describedby={help}
        placeholder="name, t:instant, o:copy, c:r"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className={FIELD}
      />
      <p id={help} className="text-xs text-slate-400">
        A name, <code>t:</code> type, <code>o:</code> Oracle text, <code>c:</code> colors (<code>c:ur</code>); <code>-</code> leaves out. {found.length} found.
      </p>
      <ul aria-label="Matching cards" className="max-h-56 min-h-16 overflow-y-auto rounded-md border border-slate-700">
        {found.map((c) => (
          <li key={c.name} className="flex items-center gap-2 border-b border-slate-800 px-2 py-1 last:border-0">
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-50">
                {c.name} {c.manaCost && <ManaSymbols cost={c.manaCost} className="text-xs" />}
              </span>
              <span className="block truncate text-xs text-slate-400">{typeLine(c)}</span>
            </span>
            <button type="button" aria-label={`Add ${c.name} to ${where}`} onClick={() => edit(api, createEdit(api, c, player, place))} className={SMALL}>
              Add
            </button>
          </li>
        ))}
        {found.length === 0 && <li className="px-2 py-1 text-sm italic text-slate-400">No card matches.</li>}
      </ul>
    </section>
  );
}
