// The card selected in the builder and its edits: move it to another zone; on the battlefield tap
// or untap it, mark it summoning sick, change its counters and damage. Each change is an `edit`.
import { useState } from 'react';
import { frontOf, objectAt, playerName, type CardDef, type EditAction, type ObjectId } from '../../engine';
import { useGame, useGameApi, useGameShallow } from '../context';
import { PlaceSelect } from './PlaceSelect';
import { edit, moveEdit, type Place } from './builderEdits';
import { usePage } from '../pageStore';
import { ManaSymbols } from '../board/ManaSymbols';
import { FIELD, HEADING, SMALL, STEPPER } from '../styles';
import { CardAbilities } from './CardAbilities';

const COUNTERS = ['+1/+1', '-1/-1', 'quest'];
/** One empty list, so the shallow-compared selection below stays equal when nothing changed. */
const NO_FACES: readonly CardDef[] = [];

function Counter({ kind, n, change }: { kind: string; n: number; change: (by: number) => void }) {
  return (
    <li className="flex items-center gap-1.5 text-sm">
      <button type="button" aria-label={`Remove a ${kind} counter`} disabled={n === 0} onClick={() => change(-1)} className={STEPPER}>
        −
      </button>
      <span className="w-5 text-center tabular-nums">{n}</span>
      <button type="button" aria-label={`Add a ${kind} counter`} onClick={() => change(1)} className={STEPPER}>
        +
      </button>
      <span>{kind}</span>
    </li>
  );
}

function Move({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const order = useGame((s) => s.order);
  const players = useGame((s) => s.players);
  const controller = useGame((s) => objectAt(s, id)?.controller);
  const [place, setPlace] = useState<Place>('graveyard');
  const [chosen, setPlayer] = useState<string | undefined>(undefined);
  const player = chosen && order.includes(chosen) ? chosen : (controller ?? order[0]);
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm">
      <label className="flex items-center gap-1">
        Move to
        <PlaceSelect label="Zone to move to" value={place} onChange={setPlace} />
      </label>
      {place === 'battlefield' && (
        <select aria-label="Under the control of" value={player} onChange={(e) => setPlayer(e.target.value)} className={FIELD}>
          {order.map((p) => (
            <option key={p} value={p}>
              under {players[p].name}'s control
            </option>
          ))}
        </select>
      )}
      <button type="button" onClick={() => edit(api, moveEdit(id, player, place))} className={SMALL}>
        Move
      </button>
      {place !== 'battlefield' && place !== 'exile' && <span className="basis-full text-xs text-slate-400">A card goes to its owner's {place.startsWith('library') ? 'library' : place}.</span>}
    </div>
  );
}

export function SelectedCard() {
  const api = useGameApi();
  const id = usePage((p) => p.selected);
  const [other, setOther] = useState('');
  const v = useGameShallow((s) => {
    const o = id ? objectAt(s, id) : undefined;
    const def = o ? s.cards[o.card] : undefined;
    // A double-faced or flip card's faces, from its front's definition (712.8).
    const faces = o ? (frontOf(s, o).faces ?? NO_FACES) : NO_FACES;
    return { o, def, faces, owner: o ? playerName(s, o.owner) : '', controller: o ? playerName(s, o.controller) : '' };
  });
  const o = v.o;
  if (!id || !o) {
    return <p className="text-sm italic text-slate-400">No card selected: turn on "Select cards" and click a card, or add one.</p>;
  }
  const run = (a: EditAction) => edit(api, a);
  const onField = o.zone === 'battlefield';
  const where = o.zone === 'battlefield' ? `on ${v.controller}'s battlefield` : o.zone === 'exile' ? 'in exile' : o.zone === 'stack' ? 'on the stack' : `in ${v.owner}'s ${o.zone}`;
  const counters = (by: Record<string, number>) => run({ type: 'edit', op: 'counters', object: id, counters: by });
  const kinds = [...COUNTERS, ...Object.keys(o.counters).filter((k) => !COUNTERS.includes(k))];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <strong className="text-slate-50">{o.card}</strong> {v.def?.manaCost && <ManaSymbols cost={v.def.manaCost} className="text-xs" />} <span className="text-slate-300">{where}</span>
      </p>
      {v.def && <CardAbilities def={v.def} source={o.zone === 'stack' ? undefined : id} />}
      <Move id={id} />
      {onField && (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <button type="button" onClick={() => run({ type: 'edit', op: o.tapped ? 'untap' : 'tap', object: id })} className={SMALL}>
              {o.tapped ? 'Untap' : 'Tap'}
            </button>
            {v.faces.length > 1 &&
              v.faces
                .map((f, i) => ({ f, i }))
                .filter(({ f }) => f.name !== o.card)
                .map(({ f, i }) => (
                  <button key={f.name} type="button" title="The face edit: the permanent shows that face's characteristics (712.8d)" onClick={() => run({ type: 'edit', op: 'face', object: id, face: i })} className={SMALL}>
                    Turn to {f.name}
                  </button>
                ))}
            <label className="flex items-center gap-1.5">
              <input type="checkbox" checked={o.sick} onChange={(e) => run({ type: 'edit', op: 'sick', object: id, sick: e.target.checked })} className="h-4 w-4 accent-sky-400" />
              Summoning sick
            </label>
          </div>
          <div className="flex items-center gap-1.5 text-sm">
            <button type="button" aria-label="Less damage" disabled={o.damage === 0} onClick={() => run({ type: 'edit', op: 'damage', object: id, damage: o.damage - 1 })} className={STEPPER}>
              −
            </button>
            <span className="w-5 text-center tabular-nums">{o.damage}</span>
            <button type="button" aria-label="More damage" onClick={() => run({ type: 'edit', op: 'damage', object: id, damage: o.damage + 1 })} className={STEPPER}>
              +
            </button>
            damage marked
          </div>
          <h4 className={HEADING}>Counters</h4>
          <ul aria-label="Counters" className="flex flex-col gap-1">
            {kinds.map((k) => (
              <Counter key={k} kind={k} n={o.counters[k] ?? 0} change={(by) => counters({ [k]: by })} />
            ))}
          </ul>
          <form
            className="flex items-center gap-1.5"
            onSubmit={(e) => {
              e.preventDefault();
              if (other.trim() && counters({ [other.trim()]: 1 })) setOther('');
            }}
          >
            <input aria-label="Other counter name" placeholder="another kind, e.g. charge" value={other} onChange={(e) => setOther(e.target.value)} className={`${FIELD} min-w-0 flex-1`} />
            <button type="submit" disabled={!other.trim()} className={SMALL}>
              Add counter
            </button>
          </form>
        </>
      )}
    </div>
  );
}
