// Drag and drop on the board while the builder is open (issue 16): a card dragged with the mouse or
// a finger onto a zone makes the select panel's move edit (dropEdit.ts, performDrop.ts). Loaded on
// demand with the builder, so the page's first load carries no drag library.
//
// The board isn't wrapped in the drag context: its cards and zones carry data attributes
// (dragAttrs.ts), and this module gives each card a dnd-kit draggable and each zone a droppable,
// whose elements it looks up when a press begins. So the board's components stay as they are.
// Keyboard users keep the panel's "Move to": no keyboard sensor, no extra tab stop on the cards.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { objectAt, typeLine, type GameState, type ObjectId } from '../../../engine';
import { currentState } from '../../../store/game';
import { useGameApi, useGameShallow } from '../../context';
import { ManaSymbols } from '../../board/ManaSymbols';
import { dropOutcome, dropZones, parseZoneKey, zoneKey, zoneWords } from './dropEdit';
import { performDrop, pickedUp } from './performDrop';
import './dragDrop.css';

/** The mouse and the pen: a drag begins after 5 px, so a click still clicks. Touch has its own sensor. */
class MouseAndPenSensor extends PointerSensor {
  static activators = PointerSensor.activators.map((a) => ({
    ...a,
    handler: (...args: Parameters<typeof a.handler>) => (args[0].nativeEvent as PointerEvent).pointerType !== 'touch' && a.handler(...args),
  }));
}

/** A finger rests 250 ms before a drag begins; moving 5 px sooner is a scroll, as before. */
const TOUCH = { activationConstraint: { delay: 250, tolerance: 5 } };
const MOUSE = { activationConstraint: { distance: 5 } };

type Listener = (event: { nativeEvent: Event }) => void;
type Source = { setNode: (el: HTMLElement | null) => void; listeners: Record<string, Listener> | undefined };

/** The cards that can be picked up: on the battlefield, in exile, a hand, a graveyard, or a library (listed in the builder). */
function draggable(s: GameState): ObjectId[] {
  return [...s.battlefield, ...s.exile, ...s.order.flatMap((p) => [...s.players[p].hand, ...s.players[p].graveyard, ...s.players[p].library])];
}

function CardSource({ id, sources }: { id: ObjectId; sources: Map<ObjectId, Source> }) {
  const { setNodeRef, listeners } = useDraggable({ id });
  useLayoutEffect(() => {
    sources.set(id, { setNode: setNodeRef, listeners: listeners as Record<string, Listener> | undefined });
    return () => void sources.delete(id);
  }, [id, sources, setNodeRef, listeners]);
  return null;
}

function ZoneTarget({ k, targets }: { k: string; targets: Map<string, (el: HTMLElement | null) => void> }) {
  const { setNodeRef } = useDroppable({ id: k });
  useLayoutEffect(() => {
    targets.set(k, setNodeRef);
    return () => void targets.delete(k);
  }, [k, targets, setNodeRef]);
  return null;
}

/** The card under the finger or the pointer while it moves: its name, cost and type line. */
function CardPreview({ id }: { id: ObjectId }) {
  const v = useGameShallow((s) => {
    const o = objectAt(s, id);
    const def = o && s.cards[o.card];
    return { name: o?.card, cost: def?.manaCost, type: def ? typeLine(def) : '' };
  });
  if (!v.name) return null;
  return (
    <div aria-hidden="true" className="flex min-h-20 w-32 cursor-grabbing flex-col gap-1 rounded-lg border-2 border-amber-300 bg-slate-800 px-2 py-1.5 text-xs text-slate-100 shadow-2xl">
      <span className="flex items-start justify-between gap-1 font-semibold text-slate-50">
        {v.name} {v.cost && <ManaSymbols cost={v.cost} />}
      </span>
      <span className="text-[11px] text-slate-300">{v.type}</span>
    </div>
  );
}

const byKey = (k: string) => document.querySelector<HTMLElement>(`[data-drop-zone="${CSS.escape(k)}"]`);

export default function BoardDragDrop() {
  const api = useGameApi();
  const sensors = useSensors(useSensor(MouseAndPenSensor, MOUSE), useSensor(TouchSensor, TOUCH));
  const ids = useGameShallow(draggable);
  const keys = useGameShallow((s) => dropZones(s).map(zoneKey));
  const sources = useMemo(() => new Map<ObjectId, Source>(), []);
  const targets = useMemo(() => new Map<string, (el: HTMLElement | null) => void>(), []);
  const [active, setActive] = useState<ObjectId | null>(null);
  const said = useRef('');

  // A press on a card: point the card's draggable and every zone's droppable at the elements the
  // page shows now, then hand the event to dnd-kit's sensor as if it had been bound to the card.
  // Captured on the document, before the board's own handlers, which it leaves alone.
  useEffect(() => {
    const press = (name: 'onPointerDown' | 'onTouchStart') => (e: Event) => {
      const el = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-drag-card]') : null;
      const source = el && sources.get(el.dataset.dragCard!);
      const listen = source?.listeners?.[name];
      if (!el || !source || !listen) return;
      for (const [k, set] of targets) set(byKey(k));
      source.setNode(el);
      listen({ nativeEvent: e });
    };
    const down = press('onPointerDown');
    const touch = press('onTouchStart');
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('touchstart', touch, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('touchstart', touch, true);
    };
  }, [sources, targets]);

  /** Valid zones marked while a card is held; the one under it marked too (dragDrop.css). */
  const mark = (object: ObjectId | null, over: string | null) => {
    const s = currentState(api.getState());
    for (const k of targets.keys()) {
      const el = byKey(k);
      const z = parseZoneKey(k);
      if (!el || !z) continue;
      if (object) el.dataset.dropState = dropOutcome(s, object, z).kind;
      else delete el.dataset.dropState;
      if (object && over === k) el.dataset.dropOver = '';
      else delete el.dataset.dropOver;
    }
    document.querySelectorAll<HTMLElement>('[data-drag-card]').forEach((el) => {
      if (object && el.dataset.dragCard === object) el.dataset.dragging = '';
      else delete el.dataset.dragging;
    });
    // The other cards stop answering the pointer while one is held: no explanation pops up over
    // the zone it is carried to.
    if (object) document.documentElement.dataset.cardDragging = '';
    else delete document.documentElement.dataset.cardDragging;
  };

  // Closed mid-drag (the builder's button): no zone stays marked.
  useEffect(() => () => mark(null, null), []);

  const words = (k: unknown) => {
    const z = typeof k === 'string' ? parseZoneKey(k) : null;
    return z ? zoneWords(currentState(api.getState()), z) : 'no zone';
  };
  const name = (id: unknown) => objectAt(currentState(api.getState()), String(id))?.card ?? 'The card';

  // Read by screen readers through dnd-kit's live region, in the game's words.
  const announcements: Announcements = {
    onDragStart: ({ active }) => pickedUp(api, String(active.id)),
    onDragOver: ({ active, over }) => {
      if (!over) return `${name(active.id)} is over no zone.`;
      const z = parseZoneKey(String(over.id));
      const drop = z && dropOutcome(currentState(api.getState()), String(active.id), z);
      const why = drop?.kind === 'refused' ? ` It can't go there: ${drop.refusal.reason} (rule ${drop.refusal.rule}).` : drop?.kind === 'stay' ? ' It is there already.' : '';
      return `${name(active.id)} is over ${words(over.id)}.${why}`;
    },
    onDragEnd: () => said.current,
    onDragCancel: ({ active }) => `${name(active.id)} was put back; nothing changed.`,
  };

  const start = ({ active }: DragStartEvent) => {
    setActive(String(active.id));
    mark(String(active.id), null);
  };
  const over = ({ active, over }: DragOverEvent) => mark(String(active.id), over ? String(over.id) : null);
  const end = ({ active, over }: DragEndEvent) => {
    mark(null, null);
    setActive(null);
    const z = over && parseZoneKey(String(over.id));
    // The card keeps its place when dropped outside every zone.
    said.current = z ? performDrop(api, String(active.id), z) : `${name(active.id)} was dropped outside every zone; nothing changed.`;
  };
  const cancel = () => {
    mark(null, null);
    setActive(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{ announcements, screenReaderInstructions: { draggable: "To move a card with the keyboard, select it and use the builder's Move to." } }}
      onDragStart={start}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={cancel}
    >
      {ids.map((id) => (
        <CardSource key={id} id={id} sources={sources} />
      ))}
      {keys.map((k) => (
        <ZoneTarget key={k} k={k} targets={targets} />
      ))}
      {/* Over everything, wherever the builder's panel is (a sheet on a phone may be transformed). */}
      {createPortal(<DragOverlay dropAnimation={null}>{active && <CardPreview id={active} />}</DragOverlay>, document.body)}
    </DndContext>
  );
}
