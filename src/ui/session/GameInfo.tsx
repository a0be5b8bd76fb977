// The game's name and description, as a judge names and annotates a position: they are the
// scenario's `name` and `description`, so exports, share links and recent games carry them, and an
// export's file is named after the name. A change is kept when the field is left or Enter pressed.
import { useEffect, useState } from 'react';
import { useGameApi, useGameStore } from '../context';
import { FIELD, HEADING } from '../styles';

export function GameInfo() {
  const api = useGameApi();
  const title = useGameStore((s) => s.title);
  const saved = useGameStore((s) => s.source?.description ?? '');
  const [name, setName] = useState(title);
  const [description, setDescription] = useState(saved);
  useEffect(() => setName(title), [title]);
  useEffect(() => setDescription(saved), [saved]);
  const keep = () => {
    const n = name.trim();
    // A game always has a name (SCENARIO.md): an emptied field gives the old one back.
    if (!n) return setName(title);
    if (n !== title || description !== saved) api.getState().rename(n, description);
  };
  return (
    <div className="flex min-w-72 flex-1 flex-col gap-1.5">
      <h2 className={HEADING}>This game</h2>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        Name
        <input
          value={name}
          maxLength={300}
          onChange={(e) => setName(e.target.value)}
          onBlur={keep}
          onKeyDown={(e) => e.key === 'Enter' && keep()}
          className={`${FIELD} min-w-0 flex-1`}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        Description
        <textarea value={description} maxLength={20_000} rows={2} onChange={(e) => setDescription(e.target.value)} onBlur={keep} className={FIELD} placeholder="The ruling this position shows" />
      </label>
    </div>
  );
}
