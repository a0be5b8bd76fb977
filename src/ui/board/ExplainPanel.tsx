// The card under the pointer or with the focus, explained beside it: its Oracle text and its
// current characteristics (name, cost, type line, power/toughness, counters, damage, tapped,
// controller and owner). For a spell or ability on the stack: what it is, its targets and choices.
// On a touch screen a long press shows it (touch's hover), pinned at the foot of the screen with a
// Close button; a tap's focus doesn't, so tapping cards doesn't cover the board with explanations.
import { useMemo, type FocusEvent, type MouseEvent } from 'react';
import type { ManaType, ObjectId } from '../../engine';
import { couldProduce } from '../../engine/mana/couldProduce';
import { currentState } from '../../store/game';
import { useGameStore } from '../context';
import { explain } from './explain';
import { usePage } from '../pageStore';
import { ManaSymbols } from './ManaSymbols';
import { OracleText } from './SupportMarks';
import { longPressHandlers, touchedLast } from '../touch/longPress';

const WIDTH = 288;
const GAP = 8;

/**
 * Handlers that show the panel for `id` while the pointer is over its element or it has the focus
 * from the keyboard, and pin it on a long press.
 */
export function explainHandlers(id: ObjectId) {
  const show = (e: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (e.type === 'focus' && touchedLast()) return;
    if (usePage.getState().explained?.pinned) return;
    const r = e.currentTarget.getBoundingClientRect();
    usePage.getState().explain({ id, rect: { left: r.left, right: r.right, top: r.top, bottom: r.bottom } });
  };
  const hide = () => {
    const shown = usePage.getState().explained;
    if (shown?.id === id && !shown.pinned) usePage.getState().explain(null);
  };
  return { onMouseEnter: show, onFocus: show, onMouseLeave: hide, onBlur: hide, ...pinOnLongPress(id) };
}

/** A long press (touch's hover) pins the explanation of `id` at the foot of the screen. */
export function pinOnLongPress(id: ObjectId) {
  return longPressHandlers(() => usePage.getState().explain({ id, rect: { left: 0, right: 0, top: 0, bottom: 0 }, pinned: true }));
}

export function ExplainPanel() {
  const shown = usePage((p) => p.explained);
  const state = useGameStore(currentState);
  const e = useMemo(() => (shown ? explain(state, shown.id) : null), [state, shown]);
  if (!shown || !e) return null;
  if (shown.pinned) return <Pinned e={e} produces={couldProduce(state).byObject.get(shown.id)} />;
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
      <Details e={e} />
    </div>
  );
}

/** After a long press: a sheet at the foot of the screen, over the tabs, until Close. */
function Pinned({ e, produces }: { e: NonNullable<ReturnType<typeof explain>>; produces?: readonly ManaType[] }) {
  return (
    <div
      role="dialog"
      aria-label="Card details"
      data-testid="explain"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-h-[60dvh] max-w-md flex-col rounded-lg border-2 border-slate-400 bg-slate-900 p-3 text-sm text-slate-100 shadow-2xl"
    >
      <div tabIndex={0} aria-label="Card details text" className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:outline-sky-300">
        <Details e={e} />
        {/* What hover shows beside a land (CouldProduce.tsx), 106.7. */}
        {produces && (
          <p className="mt-1.5 flex items-center gap-1.5">
            Could produce: {produces.length ? <ManaSymbols mana={[...produces]} /> : <span className="italic text-slate-300">nothing</span>}
          </p>
        )}
      </div>
      <button
        type="button"
        autoFocus
        onClick={() => usePage.getState().explain(null)}
        className="mt-2 self-end rounded-md bg-slate-600 px-3 py-1 text-sm font-semibold text-slate-50 hover:bg-slate-500 focus-visible:outline-3 focus-visible:outline-sky-300"
      >
        Close
      </button>
    </div>
  );
}

function Details({ e }: { e: NonNullable<ReturnType<typeof explain>> }) {
  return (
    <>
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
    </>
  );
}
