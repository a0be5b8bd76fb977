// The builder's card search and "add to": find any card, by name (typos forgiven) or by Scryfall's
// keys, choose a player and a zone, add it; Enter adds the first result. Each added card is an
// `edit`; the card added becomes the selected one. Every card of the database is loaded on the
// first keystroke; until then, and if it fails, the built-in pool is searched.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cardDefinitionFor } from '../../cards/lookup';
import type { Support, Term } from '../../cards/search/query';
import type { SupportOf } from '../../cards/search/search';
import type { SearchCard } from '../../cards/search/searchIndex';
import { useGame, useGameApi } from '../context';
import { PlaceSelect } from './PlaceSelect';
import { ResultList } from './ResultList';
import { createEdit, edit, PLACES, type Place } from './builderEdits';
import { useEveryCard, type SearchEngine } from './everyCard';
import { ManaSymbols } from '../board/ManaSymbols';
import { FIELD, HEADING, SMALL } from '../styles';

const ROW = 44;

const SUPPORT: Record<Support, { look: string; says: string }> = {
  full: { look: 'bg-emerald-900 text-emerald-100', says: 'the sandbox carries out all of its text' },
  partial: { look: 'bg-amber-900 text-amber-100', says: 'the sandbox carries out some of its text; you do the rest by hand' },
  none: { look: 'bg-slate-700 text-slate-200', says: 'the sandbox carries out none of its text; you do it by hand' },
};

function SupportBadge({ level }: { level: Support }) {
  return (
    <span title={`Support: ${SUPPORT[level].says}`} className={`shrink-0 rounded px-1 text-[0.65rem] font-semibold uppercase ${SUPPORT[level].look}`}>
      <span className="sr-only">Support: </span>
      {level}
    </span>
  );
}

const poolSupport: SupportOf = (card) => (card.pool ? 'full' : undefined);

function parsed(engine: SearchEngine | undefined, query: string): { terms: Term[]; error?: string } {
  if (!engine) return { terms: [] };
  try {
    return { terms: engine.parseQuery(query) };
  } catch (e) {
    if (e instanceof engine.QueryError) return { terms: [], error: e.message };
    throw e;
  }
}

export function CardSearch() {
  const api = useGameApi();
  const order = useGame((s) => s.order);
  const players = useGame((s) => s.players);
  const [query, setQuery] = useState('');
  const [chosen, setPlayer] = useState(order[0]);
  const [place, setPlace] = useState<Place>('battlefield');
  const [note, setNote] = useState('');
  const every = useEveryCard();
  const { engine, index, table, support } = every;
  const player = order.includes(chosen) ? chosen : order[0];
  const { terms: typed, error } = useMemo(() => parsed(engine, query), [engine, query]);
  // While a term is half typed ("t:", "c:bl"), the error shows and the last results stay.
  const lastGood = useRef<Term[]>([]);
  const terms = error ? lastGood.current : typed;
  useEffect(() => {
    if (!error) lastGood.current = typed;
  }, [typed, error]);

  // `is:` needs every card's support level: compiled a slice at a time between keystrokes.
  const wantsSupport = terms.some((t) => t.key === 'is');
  const [known, setKnown] = useState(0);
  useEffect(() => {
    if (!wantsSupport || !table || table.known === table.total) return;
    let timer = setTimeout(function slice() {
      const done = table.fill(performance.now() + 25);
      setKnown(table.known);
      if (!done) timer = setTimeout(slice, 0);
    }, 0);
    return () => clearTimeout(timer);
  }, [wantsSupport, table]);

  // `known` among the inputs: each slice of support levels runs the search again.
  const found = useMemo(() => (engine && index ? engine.searchCards(index, terms, table?.get ?? poolSupport) : []), [engine, index, terms, table, known]);
  const help = useId();
  const where = place === 'exile' ? 'exile' : `${players[player].name}'s ${PLACES.find((p) => p.value === place)!.label}`;

  const add = (card: SearchCard) => {
    const def = cardDefinitionFor(card.name);
    if (!def) return setNote(`${card.name} can't be added: Un-set and other non-tournament cards are left out of the sandbox.`);
    setNote('');
    edit(api, createEdit(api, def, player, place));
  };
  const levelOf = (card: SearchCard): Support | undefined => (support ? support.supportOf(card) : poolSupport(card, 0));

  const status = !engine
    ? 'Loading the search…'
    : every.status === 'loading'
      ? 'Loading every card…'
      : wantsSupport && table && table.known < table.total
        ? `Reading which cards the sandbox models: ${table.known.toLocaleString('en')} of ${table.total.toLocaleString('en')}…`
        : note;
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
        aria-invalid={error ? true : undefined}
        placeholder="name, t:creature mv<=2 -c:g"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          every.load();
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          // Not while the query has a bad term: the results shown are the last good query's.
          if (found[0] && !error) add(found[0]);
        }}
        className={FIELD}
      />
      <p id={help} className="text-xs text-slate-400">
        Words of the name (typos forgiven), <code>t:</code> type, <code>o:</code> text, <code>c:</code>/<code>id:</code> colors or identity (<code>c:ur</code>,{' '}
        <code>id&lt;=esper</code>), <code>mv</code> <code>pow</code> <code>tou</code> (<code>mv&lt;=2</code>), <code>is:full</code>/<code>partial</code>/<code>none</code>;{' '}
        <code>-</code> leaves out; Enter adds the first. {error ? <span className="text-red-300">{error}</span> : `${found.length.toLocaleString('en')} found.`}
      </p>
      {/* Its line kept while empty: a card added moves neither the results nor the forms below (issue 16). */}
      <p role="status" className="min-h-4 text-xs text-slate-300">
        {status}
      </p>
      {every.status === 'failed' && (
        <p role="alert" className="text-xs text-red-300">
          {every.error} {engine ? 'Only the built-in cards are searched; type' : 'Type'} again to retry.
        </p>
      )}
      <ResultList
        items={found}
        label="Matching cards"
        rowHeight={ROW}
        rows={7}
        keyOf={(c) => c.name}
        empty={engine ? 'No card matches.' : '…'}
        render={(c) => {
          const level = levelOf(c);
          const addable = cardDefinitionFor(c.name) !== undefined;
          return (
            <>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-50">
                  <span title={c.name} className="truncate">{c.name}</span>
                  {c.costs.map((cost, i) => (
                    <ManaSymbols key={i} cost={cost} className="shrink-0 text-xs" />
                  ))}
                </span>
                <span title={c.typeLine} className="block truncate text-xs text-slate-400">{c.typeLine}</span>
              </span>
              {level && <SupportBadge level={level} />}
              <button
                type="button"
                aria-label={`Add ${c.name} to ${where}`}
                title={addable ? undefined : 'Un-set and other non-tournament cards are left out of the sandbox'}
                disabled={!addable}
                onClick={() => add(c)}
                className={SMALL}
              >
                Add
              </button>
            </>
          );
        }}
      />
    </section>
  );
}
