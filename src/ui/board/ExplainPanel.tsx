// The card under the pointer or with the focus, explained beside it: its Oracle text and its
// current characteristics (name, cost, type line, power/toughness, counters, damage, tapped,
// controller and owner). For a spell or ability on the stack: what it is, its targets and choices.
import { useMemo, type FocusEvent, type MouseEvent } from 'react';
import type { ObjectId } from '../../engine';
import { currentState } from '../../store/game';
import { useGameStore } from '../context';
import { explain } from './explain';
import { usePage } from '../pageStore';
import { ManaSymbols } from './ManaSymbols';
import { OracleText } from './SupportMarks';

const WIDTH = 288;
const GAP = 8;

/** Handlers that show the panel for `id` while the pointer is over its element or it has the focus. */
export function explainHandlers(id: ObjectId) {
  const show = (e: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    usePage.getState().explain({ id, rect: { left: r.left, right: r.right, top: r.top, bottom: r.bottom } });
  };
  const hide = () => {
    if (usePage.getState().explained?.id === id) usePage.getState().explain(null);
  };
  return { onMouseEnter: show, onFocus: show, onMouseLeave: hide, onBlur: hide };
}

export function ExplainPanel() {
  const shown = usePage((p) => p.explained);
  const state = useGameStore(currentState);
  const e = useMemo(() => (shown ? explain(state, shown.id) : null), [state, shown]);
  if (!shown || !e) return null;
  const { rect } = shown;
  const right = rect.right + GAP + WIDTH <= window.innerWidth;
  const below = rect.top < window.innerHeight / 2;
  const style = {
    width: WIDTH,
    left: right ? rect.right + GAP : Math.max(GAP, rect.left - GAP - WIDTH),
    ...(below ? { top: Math.max(GAP, rect.top) } : { bottom: Math.max(GAP, window.innerHeight - rect.bottom) }),
  };
  return (
    // Another card's details are another panel (the key), not this one moving across the page.
    <div
      key={shown.id}
      role="note"
      aria-label="Card details"
      data-testid="explain"
      style={style}
      className="pointer-events-none fixed z-30 max-h-[80vh] overflow-hidden rounded-lg border-2 border-slate-400 bg-slate-900 p-3 text-sm text-slate-100 shadow-2xl"
    >
      <p className="flex items-start justify-between gap-2">
        <strong className="text-base text-slate-50">{e.name}</strong>
        {e.manaCost && <ManaSymbols cost={e.manaCost} className="shrink-0" />}
      </p>
      <p className="border-b border-slate-600 pb-1 text-slate-300">{e.typeLine}</p>
      <p className="mt-1.5 whitespace-pre-line leading-snug">
        {e.text ? <OracleText text={e.text} marked={e.unmodelled} /> : '(no rules text)'}
      </p>
      {e.pt && <p className="mt-1.5 font-bold">Power/toughness: {e.pt}</p>}
      <ul className="mt-1.5 list-inside list-disc text-slate-200">
        {e.facts.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </div>
  );
}
