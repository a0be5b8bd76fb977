// The large view of a card: the card under the pointer, with the focus, or long-pressed, drawn
// large with its whole text (or its image, with "Show card images" on), and beside it what the
// game says of it now: controller and owner, colors, tapped, counters, damage, the effects that
// changed it (613). For a spell or ability on the stack: what it is, its targets and choices.
// Pointing or focusing shows it while the pointer or focus stays; a long press pins it, until
// Escape, its Close button or a tap outside.
import { useEffect, useMemo, useRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import type { ObjectId } from '../../engine';
import { objectAt } from '../../engine';
import { couldProduce } from '../../engine/mana/couldProduce';
import { currentState } from '../../store/game';
import { useGameStore } from '../context';
import { explain } from './explain';
import { usePage } from '../pageStore';
import { CardFrame, type CardFace } from './CardFrame';
import { faceOf, imageNameOf } from './cardFace';
import { placeBeside } from './frameStyle';
import { useCardImage } from '../images/useCardImage';
import { ManaSymbols } from './ManaSymbols';
import { longPressHandlers, touchedLast } from '../touch/longPress';

const WIDTH = 288;

function rectOf(el: Element) {
  const r = el.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
}

/**
 * Handlers that show the panel for `id` while the pointer is over its element or it has the focus
 * from the keyboard (a tap's focus doesn't: tapping cards mustn't cover the board), and pin it on a
 * long press. For elements that aren't cards with their own hook (stack entries); cards use
 * useCardPreview.
 */
export function explainHandlers(id: ObjectId) {
  const show = (e: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (e.type === 'focus' && touchedLast()) return;
    if (usePage.getState().explained?.pinned) return;
    usePage.getState().explain({ id, rect: rectOf(e.currentTarget) });
  };
  const hide = () => {
    const shown = usePage.getState().explained;
    if (shown?.id === id && !shown.pinned) usePage.getState().explain(null);
  };
  let pressed: Element | null = null;
  const press = longPressHandlers(() => pressed && usePage.getState().explain({ id, rect: rectOf(pressed), pinned: true }));
  return {
    onMouseEnter: show,
    onFocus: show,
    onMouseLeave: hide,
    onBlur: hide,
    ...press,
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      pressed = e.currentTarget;
      press.onPointerDown(e);
    },
  };
}

const close = () => usePage.getState().explain(null);

export function ExplainPanel() {
  const shown = usePage((p) => p.explained);
  const state = useGameStore(currentState);
  const view = useMemo(() => {
    const e = shown ? explain(state, shown.id) : null;
    const base = shown ? faceOf(state, shown.id) : null;
    const o = shown ? objectAt(state, shown.id) : undefined;
    if (!e || !base || !o) return null;
    // On the stack: the spell as cast (a copy says so), or the ability with its text (113.7).
    const ability = o.zone === 'stack' && e.typeLine !== base.typeLine;
    const face: CardFace = o.zone === 'stack' ? { ...base, name: e.name, manaCost: e.manaCost, typeLine: e.typeLine, oracle: e.text, pt: ability ? undefined : base.pt } : base;
    return { e, face, image: ability ? null : imageNameOf(state.cards, o, face.name), produces: couldProduce(state).byObject.get(o.id) };
  }, [state, shown]);
  const image = useCardImage(view?.image ?? null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const pinned = !!shown?.pinned;
  useEffect(() => {
    if (!shown) return;
    pressed.current = false;
    if (pinned) closeButton.current?.focus();
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [shown, pinned]);
  if (!shown || !view) return null;
  const { e, face } = view;
  const place = placeBeside(shown.rect, { width: window.innerWidth, height: window.innerHeight }, WIDTH);
  return (
    <>
      {pinned && (
        // A tap anywhere outside the view closes it, and does nothing else. Only a tap that began
        // here: the finger lifting from the long press that opened the view may click here too.
        <div
          aria-hidden="true"
          data-testid="explain-backdrop"
          onPointerDown={() => (pressed.current = true)}
          onClick={() => pressed.current && close()}
          className="fixed inset-0 z-40 bg-slate-950/40"
        />
      )}
      {/* Another card's view is another panel (the key), not this one moving across the page. */}
      <div
        key={shown.id}
        role={pinned ? 'dialog' : 'note'}
        aria-label="Card details"
        data-testid="explain"
        data-pinned={pinned || undefined}
        style={{ width: WIDTH, ...place }}
        className={`fixed rounded-xl border-2 border-slate-400 bg-slate-900 p-2 text-sm text-slate-100 shadow-2xl ${pinned ? 'z-50 overflow-y-auto' : 'pointer-events-none z-30 overflow-hidden'}`}
      >
        {pinned && (
          <div className="sticky -top-2 z-10 -mx-2 -mt-2 mb-2 flex justify-end bg-slate-900 p-1">
            <button
              ref={closeButton}
              type="button"
              onClick={close}
              className="min-h-11 min-w-11 rounded-md bg-slate-600 px-3 font-semibold text-slate-50 hover:bg-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
            >
              Close
            </button>
          </div>
        )}
        <div data-testid="large-card" className={`grid ${image.url ? 'aspect-[488/680]' : 'min-h-[24rem]'}`}>
          <CardFrame face={face} large image={image.url} onImageError={image.failed} />
        </div>
        {e.pt && <p className="mt-1.5 font-bold">Power/toughness: {e.pt}</p>}
        <ul className="mt-1 list-inside list-disc text-slate-200">
          {e.facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {/* What hover shows beside a land (CouldProduce.tsx, 106.7), a long press shows here. */}
        {pinned && view.produces && (
          <p className="mt-1.5 flex items-center gap-1.5">
            Could produce: {view.produces.length ? <ManaSymbols mana={[...view.produces]} /> : <span className="italic text-slate-300">nothing</span>}
          </p>
        )}
      </div>
    </>
  );
}
