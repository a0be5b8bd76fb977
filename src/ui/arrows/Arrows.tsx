// The arrows drawn over the table (arrowLines.ts): from each attacker to the player or planeswalker
// it attacks, from each blocker to the attacker it blocks, and from a spell or ability on the stack
// to each of its targets (the top always, another while its entry is pointed at or focused).
// Positions are read from the page (elements marked data-arrow-id: cards, players, graveyard and
// exile entries, stack entries) after each change, and again on resize and scroll. The layer lets
// clicks through and is hidden from assistive technology: the cards and entries say it in words.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useGameApi, useGameShallow } from '../context';
import { useUi } from '../uiStore';
import { arrowLines } from './arrowLines';

type Arrow = { key: string; kind: string; from: string; to: string; d: string };

function box(id: string): DOMRect | null {
  const el = document.querySelector(`[data-arrow-id="${CSS.escape(id)}"]`);
  return el ? el.getBoundingClientRect() : null;
}

/** The end of a line stopped `by` short of (x2, y2), so the arrowhead shows beside the card's name. */
function shorten(x1: number, y1: number, x2: number, y2: number, by: number): { x: number; y: number } {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.max(0, len - by) / len;
  return { x: x1 + dx * k, y: y1 + dy * k };
}

/**
 * A target arrow starts at the side of its stack entry that faces the target, not its centre, so it
 * crosses no text of the entry. A target in the same column (a spell on the stack) is reached by a
 * curve out to the left of both entries.
 */
function path(kind: string, a: DOMRect, b: DOMRect): string {
  const ay = a.top + a.height / 2;
  const by = b.top + b.height / 2;
  const bx = b.left + b.width / 2;
  if (kind !== 'target') {
    const ax = a.left + a.width / 2;
    const end = shorten(ax, ay, bx, by, 28);
    return `M${ax},${ay} L${end.x},${end.y}`;
  }
  if (bx >= a.left && bx <= a.right) {
    const bend = Math.min(a.left, b.left) - 36;
    return `M${a.left},${ay} Q${bend},${(ay + by) / 2} ${b.left - 2},${by}`;
  }
  const ax = bx < a.left ? a.left : a.right;
  const end = shorten(ax, ay, bx, by, 20);
  return `M${ax},${ay} L${end.x},${end.y}`;
}

function measure(lines: readonly string[]): Arrow[] {
  const out: Arrow[] = [];
  for (const line of lines) {
    const [kind, from, to] = line.split(' ');
    const a = box(from);
    const b = box(to);
    if (!a || !b || a.width === 0 || b.width === 0) continue;
    out.push({ key: line, kind, from, to, d: path(kind, a, b) });
  }
  return out;
}

const HEAD = { attack: 'fill-red-400', block: 'fill-sky-300', target: 'fill-amber-300' } as Record<string, string>;
const STROKE = { attack: 'stroke-red-400/80', block: 'stroke-sky-300/80', target: 'stroke-amber-300' } as Record<string, string>;

export function Arrows() {
  const api = useGameApi();
  const kept = useUi((u) => u.combat);
  const shown = useUi((u) => u.pointed);
  const lines = useGameShallow((s) => arrowLines(s, kept, shown));
  const [arrows, setArrows] = useState<Arrow[]>([]);
  const update = useCallback(() => {
    const next = measure(lines);
    setArrows((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  }, [lines]);
  useLayoutEffect(update, [update]);
  useEffect(() => {
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('resize', later);
    // Capture: the board and the stack scroll inside their own columns, not the window.
    window.addEventListener('scroll', later, true);
    // A stack entry slides in (index.css, stack-enter): measure again once it has arrived.
    window.addEventListener('animationend', later, true);
    const observer = new ResizeObserver(later);
    observer.observe(document.body);
    // Cards move when the game changes (a creature taps, a row wraps): measure after each change.
    const unsubscribe = api.subscribe(later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, true);
      window.removeEventListener('animationend', later, true);
      observer.disconnect();
      unsubscribe();
    };
  }, [api, update]);
  if (arrows.length === 0) return null;
  return (
    <svg aria-hidden="true" data-testid="arrows" className="pointer-events-none fixed inset-0 z-30 h-full w-full">
      <defs>
        {Object.entries(HEAD).map(([kind, fill]) => (
          <marker key={kind} id={`arrow-head-${kind}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={fill} />
          </marker>
        ))}
      </defs>
      {arrows.map((a) => (
        <g key={a.key}>
          {/* A halo of the page's background colour (slate-950 turns light in the light theme), so the arrow shows over cards of either theme. */}
          <path d={a.d} fill="none" strokeWidth={6} className="stroke-slate-950/60" />
          <path
            data-kind={a.kind}
            data-from={a.from}
            data-to={a.to}
            d={a.d}
            fill="none"
            strokeWidth={3}
            strokeDasharray={a.kind === 'block' ? '6 4' : a.kind === 'target' ? '10 3' : undefined}
            markerEnd={`url(#arrow-head-${a.kind})`}
            className={STROKE[a.kind]}
          />
        </g>
      ))}
    </svg>
  );
}
