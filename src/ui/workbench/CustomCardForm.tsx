// A card of the user's own (SCENARIO.md, `cards`): typed in, or fetched from Scryfall for review,
// compiled from its Oracle text as it is typed, and shown as the engine understands it (its support
// level, each ability, the text not modelled) before "Add" creates it like any card. Exports, share
// links and the autosave carry its source (`custom` on its definition).
import { useMemo, useState } from 'react';
import type { CustomCard } from '../../engine';
import { fetchScryfallCard } from '../../cards/scryfall';
import { compileCustom, EMPTY, fieldsOf, type Fields } from './customCardDraft';
import { currentState } from '../../store/game';
import { useGame, useGameApi } from '../context';
import { createEdit, edit, PLACES, type Place } from './builderEdits';
import { PlaceSelect } from './PlaceSelect';
import { CardAbilities } from './CardAbilities';
import { FIELD, HEADING, SMALL } from '../styles';

function Field({ label, value, onChange, placeholder, wide }: { label: string; value: string; onChange: (v: string) => void; placeholder?: string; wide?: boolean }) {
  return (
    <label className={`flex flex-col gap-0.5 text-xs text-slate-300 ${wide ? 'col-span-3' : ''}`}>
      {label}
      <input value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} className={`${FIELD} min-w-0`} />
    </label>
  );
}

export function CustomCardForm() {
  const api = useGameApi();
  const order = useGame((s) => s.order);
  const players = useGame((s) => s.players);
  const [fields, setFields] = useState<Fields>(EMPTY);
  /** A card with several faces, from Scryfall: shown as it is, not edited field by field. */
  const [faces, setFaces] = useState<CustomCard | null>(null);
  const [chosen, setPlayer] = useState(order[0]);
  const [place, setPlace] = useState<Place>('hand');
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [fetching, setFetching] = useState(false);
  const player = order.includes(chosen) ? chosen : order[0];
  const built = useMemo(() => compileCustom(fields, faces), [fields, faces]);
  const set = (k: keyof Fields) => (v: string) => {
    setFields((f) => ({ ...f, [k]: v }));
    setStatus(null);
  };
  const where = place === 'exile' ? 'exile' : `${players[player].name}'s ${PLACES.find((p) => p.value === place)!.label}`;

  const fromScryfall = async () => {
    setFetching(true);
    setStatus({ text: 'Asking Scryfall…' });
    try {
      const card = await fetchScryfallCard(faces?.name ?? fields.name);
      if (card.faces) {
        setFaces(card);
        setFields({ ...EMPTY, name: card.name, typeLine: card.typeLine });
      } else {
        setFaces(null);
        setFields(fieldsOf(card));
      }
      setStatus({ text: `Got ${card.name} from Scryfall: check it, then add it.` });
    } catch (e) {
      setStatus({ text: e instanceof Error ? e.message : String(e), error: true });
    } finally {
      setFetching(false);
    }
  };

  const add = () => {
    if (!('def' in built)) return;
    const def = built.def;
    // A game has one definition per name (the first): another text under a name in play would not be used.
    const known = currentState(api.getState()).cards[def.name];
    if (known && JSON.stringify(known.custom ?? null) !== JSON.stringify(def.custom)) {
      setStatus({ text: `This game already has a card named ${def.name} with another text: give this one another name.`, error: true });
      return;
    }
    if (edit(api, createEdit(api, def, player, place))) setStatus({ text: `Added ${def.name} to ${where}.` });
  };

  return (
    <section aria-label="Custom card" className="flex flex-col gap-1.5">
      <h3 className={HEADING}>Custom card</h3>
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        {faces ? (
          <p className="text-xs text-slate-300">
            {faces.name}: a card with {faces.faces!.length} faces from Scryfall, added as it is.{' '}
            <button
              type="button"
              onClick={() => {
                setFaces(null);
                setFields(EMPTY);
                setStatus(null);
              }}
              className={SMALL}
            >
              Clear
            </button>
          </p>
        ) : (
          <div className="grid grid-cols-3 gap-1.5">
            <Field label="Name" value={fields.name} onChange={set('name')} wide />
            <Field label="Mana cost" value={fields.manaCost} onChange={set('manaCost')} placeholder="{1}{R}" />
            <span className="col-span-2">
              <Field label="Type line" value={fields.typeLine} onChange={set('typeLine')} placeholder="Creature — Goblin" />
            </span>
            <label className="col-span-3 flex flex-col gap-0.5 text-xs text-slate-300">
              Oracle text
              <textarea rows={3} value={fields.oracle} onChange={(e) => set('oracle')(e.target.value)} className={`${FIELD} min-w-0`} />
            </label>
            <Field label="Power" value={fields.power} onChange={set('power')} />
            <Field label="Toughness" value={fields.toughness} onChange={set('toughness')} />
            <Field label="Loyalty" value={fields.loyalty} onChange={set('loyalty')} />
            {fields.colorIndicator && <Field label="Color indicator" value={fields.colorIndicator} onChange={set('colorIndicator')} wide />}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <button type="button" disabled={fetching || !(faces?.name ?? fields.name).trim()} onClick={fromScryfall} className={SMALL} title="Fetch the card with this name from Scryfall (api.scryfall.com), to review before adding it">
            Get from Scryfall
          </button>
          <select aria-label="Player to add the custom card to" value={player} onChange={(e) => setPlayer(e.target.value)} className={FIELD}>
            {order.map((p) => (
              <option key={p} value={p}>
                {players[p].name}
              </option>
            ))}
          </select>
          <PlaceSelect label="Zone to add the custom card to" value={place} onChange={setPlace} />
          <button type="submit" disabled={!('def' in built)} aria-label={'def' in built ? `Add ${built.def.name} to ${where}` : 'Add'} className={SMALL}>
            Add
          </button>
        </div>
        <p role="status" className={`min-h-4 text-xs ${status?.error ? 'text-red-300' : 'text-slate-300'}`}>
          {status?.text}
        </p>
      </form>
      {'def' in built ? (
        <div aria-label="As the sandbox reads it" role="group" className="rounded-md border border-slate-700 p-1.5">
          <p className="mb-1 text-xs text-slate-300">As the sandbox reads it:</p>
          <CardAbilities def={built.def} />
        </div>
      ) : (
        (fields.name || fields.typeLine || fields.oracle) && <p className="text-xs text-amber-200">{built.problem}</p>
      )}
    </section>
  );
}
