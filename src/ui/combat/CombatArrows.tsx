// Attacks and blocks drawn over the board: an arrow from each attacker to the player or
// planeswalker it attacks, and from each blocker to the attacker it blocks, for the selection
// being made and for the declared combat (combatView.ts). Positions are read from the page
// (elements marked data-combat-id) after each change, and again on resize and scroll.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useGameApi, useGameShallow } from '../context';
import { useUi } from '../uiStore';
import { combatLines } from './combatView';

type Arrow = { key: string; kind: string; x1: number; y1: number; x2: number; y2: number };

function centre(id: string): DOMRect | null {
  const el = document.querySelector(`[data-combat-id="${CSS.escape(id)}"]`);
  return el ? el.getBoundingClientRect() : null;
}

function measure(lines: readonly string[]): Arrow[] {
  const out: Arrow[] = [];
  for (const line of lines) {
    const [kind, from, to] = line.split(' ');
    const a = centre(from);
    const b = centre(to);
    if (!a || !b || a.width === 0 || b.width === 0) continue;
    out.push({ key: line, kind, x1: a.left + a.width / 2, y1: a.top + a.height / 2, x2: b.left + b.width / 2, y2: b.top + b.height / 2 });
  }
  return out;
}

/** The end of a line stopped short of the target's centre, so the arrowhead shows beside the card's name. */
function shorten(a: Arrow, by: number): { x: number; y: number } {
  const dx = a.x2 - a.x1;
  const dy = a.y2 - a.y1;
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.max(0, len - by) / len;
  return { x: a.x1 + dx * k, y: a.y1 + dy * k };
}

export function CombatArrows() {
  const api = useGameApi();
  const kept = useUi((u) => u.combat);
  const lines = useGameShallow((s) => combatLines(s, kept));
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
    // Capture: the board scrolls inside its own column, not the window.
    window.addEventListener('scroll', later, true);
    const observer = new ResizeObserver(later);
    observer.observe(document.body);
    // Cards move when the game changes (a creature taps, a row wraps): measure after each change.
    const unsubscribe = api.subscribe(later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, true);
      observer.disconnect();
      unsubscribe();
    };
  }, [api, update]);
  if (arrows.length === 0) return null;
  return (
    <svg aria-hidden="true" data-testid="combat-arrows" className="pointer-events-none fixed inset-0 z-30 h-full w-full">
      <defs>
        <marker id="combat-head-attack" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="fill-red-400" />
        </marker>
        <marker id="combat-head-block" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="fill-sky-300" />
        </marker>
      </defs>
      {arrows.map((a) => {
        const end = shorten(a, 28);
        return (
          <line
            key={a.key}
            data-kind={a.kind}
            x1={a.x1}
            y1={a.y1}
            x2={end.x}
            y2={end.y}
            strokeWidth={3}
            strokeDasharray={a.kind === 'block' ? '6 4' : undefined}
            markerEnd={`url(#combat-head-${a.kind})`}
            className={a.kind === 'attack' ? 'stroke-red-400/80' : 'stroke-sky-300/80'}
          />
        );
      })}
    </svg>
  );
}
