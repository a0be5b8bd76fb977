// The builder's player edits: each player's life (with − and + or typed), mana added to the pool,
// leaving the game; and a new player joining (2 to 4 players). The engine refuses what it can't
// do (a player who still has cards can't leave) and says why.
import { useState } from 'react';
import { MANA_NAMES, objectAt, type ManaType, type ObjectId, type PlayerId } from '../../engine';
import { useGame, useGameApi } from '../context';
import { act } from '../interaction';
import { usePage } from '../pageStore';
import { ManaSymbols } from '../board/ManaSymbols';
import { FIELD, HEADING, SMALL, STEPPER } from '../styles';
import { dragCard } from './drag/dragAttrs';

const MANA: ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

function Life({ player, name }: { player: PlayerId; name: string }) {
  const api = useGameApi();
  const life = useGame((s) => s.players[player].life);
  const [typed, setTyped] = useState<string | null>(null);
  const set = (n: number) => act(api, { type: 'edit', op: 'life', player, life: n });
  const commit = () => {
    if (typed !== null && /^-?\d+$/.test(typed.trim()) && Number(typed) !== life) set(Number(typed));
    setTyped(null);
  };
  return (
    <div className="flex items-center gap-1.5 text-sm">
      <button type="button" aria-label={`${name} loses 1 life`} onClick={() => set(life - 1)} className={STEPPER}>
        −
      </button>
      <input
        type="number"
        aria-label={`${name}'s life`}
        value={typed ?? String(life)}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className={`${FIELD} w-16 text-center`}
      />
      <button type="button" aria-label={`${name} gains 1 life`} onClick={() => set(life + 1)} className={STEPPER}>
        +
      </button>
      life
    </div>
  );
}

/** A library is hidden on the table: here its cards can be seen, top first, and selected. */
function Library({ player, name }: { player: PlayerId; name: string }) {
  const library = useGame((s) => s.players[player].library);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded text-slate-300 focus-visible:outline-2 focus-visible:outline-sky-300">
        {name}'s library ({library.length}), top first
      </summary>
      <ol aria-label={`${name}'s library, top first`} className="mt-1 flex flex-wrap gap-1">
        {library.map((id) => (
          <LibraryCard key={id} id={id} />
        ))}
      </ol>
    </details>
  );
}

function LibraryCard({ id }: { id: ObjectId }) {
  const card = useGame((s) => objectAt(s, id)?.card);
  const selected = usePage((p) => p.selected === id);
  return (
    <li {...dragCard(id)}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => usePage.getState().select(id)}
        className="rounded bg-slate-700 px-1.5 py-0.5 text-xs text-slate-100 hover:bg-slate-600 focus-visible:outline-2 focus-visible:outline-sky-300 aria-pressed:outline-2 aria-pressed:outline-amber-300"
      >
        {card}
      </button>
    </li>
  );
}

function Player({ player }: { player: PlayerId }) {
  const api = useGameApi();
  const name = useGame((s) => s.players[player].name);
  return (
    <li className="flex flex-col gap-1 border-b border-slate-800 pb-2 last:border-0">
      <div className="flex items-center justify-between gap-2">
        <strong className="text-sm text-slate-50">{name}</strong>
        <button type="button" onClick={() => act(api, { type: 'edit', op: 'removePlayer', player })} className={SMALL}>
          Remove {name}
        </button>
      </div>
      <Life player={player} name={name} />
      <Library player={player} name={name} />
      <div role="group" aria-label={`Add mana to ${name}'s pool`} className="flex flex-wrap items-center gap-0.5 text-sm">
        <span className="mr-1">Add mana</span>
        {MANA.map((m) => (
          <button
            key={m}
            type="button"
            aria-label={`Add ${MANA_NAMES[m]} mana to ${name}'s pool`}
            onClick={() => act(api, { type: 'edit', op: 'mana', player, mana: `{${m}}` })}
            className={`${SMALL} bg-slate-700 px-1`}
          >
            <ManaSymbols mana={[m]} />
          </button>
        ))}
      </div>
    </li>
  );
}

function AddPlayer() {
  const api = useGameApi();
  const count = useGame((s) => s.order.length);
  const [name, setName] = useState('');
  return (
    <form
      className="flex items-center gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        if (act(api, { type: 'edit', op: 'addPlayer', name: name.trim() })) setName('');
      }}
    >
      <input aria-label="New player's name" placeholder="Name, e.g. Cid" value={name} onChange={(e) => setName(e.target.value)} className={`${FIELD} min-w-0 flex-1`} />
      <button type="submit" disabled={!name.trim() || count >= 4} className={SMALL}>
        Add player
      </button>
    </form>
  );
}

export function PlayerEdits() {
  const order = useGame((s) => s.order);
  return (
    <section aria-label="Players" className="flex flex-col gap-1.5">
      <h3 className={HEADING}>Players</h3>
      <ul className="flex flex-col gap-2">
        {order.map((p) => (
          <Player key={p} player={p} />
        ))}
      </ul>
      <AddPlayer />
    </section>
  );
}
