// The timeline: the actions of the current line in MTG words, from the start, the current one
// marked; past it, the actions undone (what redo replays). Where an undo was followed by another
// action, the line not taken is offered ("other line: ...") to jump back to. Click any to go there.
import { memo, useEffect, useRef } from 'react';
import type { GameStore, TimelineNode } from '../../store/game';
import { lastOnPath, lineAfter, redoTarget, type Timeline } from '../../store/timeline';
import { useGameApi, useGameStore } from '../context';
import { actionText } from './actionText';
import { cancel } from '../interaction';
import { SymbolText } from '../board/SymbolText';
import { EarlierItem, useShownActions } from './historyWindow';

function textOf(t: Timeline, n: TimelineNode, title: string): string {
  return n.parent === null || !n.action ? `Start: ${title}` : actionText(t.nodes[n.parent].state, n.action, n.log);
}

const STEP = 'flex w-full gap-1.5 rounded px-1.5 py-1 text-left hover:bg-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-300';

type RowProps = { t: Timeline; n: TimelineNode; title: string; now: boolean; undone: boolean; onJump: (id: number) => void };

// One line per entry, cut with an ellipsis; the whole text shows on hover (title) and while the
// entry has the focus.
const Row = memo(function Row({ t, n, title, now, undone, onJump }: RowProps) {
  const text = textOf(t, n, title);
  return (
    <button
      type="button"
      aria-current={now ? 'step' : undefined}
      title={text}
      onClick={() => onJump(n.id)}
      className={`group ${STEP} ${now ? 'bg-sky-900 font-semibold text-sky-50 ring-2 ring-inset ring-sky-300' : undone ? 'italic text-slate-400' : 'text-slate-100'}`}
    >
      <span className="w-6 shrink-0 pt-0.5 text-right font-mono text-xs text-slate-400 tabular-nums">{n.depth}</span>
      <span className="min-w-0 flex-1 truncate group-focus-visible:whitespace-normal" data-testid="timeline-text">
        <SymbolText text={text} />
      </span>
      {now && <span className="shrink-0 self-start rounded bg-sky-300 px-1 text-xs font-bold uppercase text-sky-950">now</span>}
      {undone && <span className="sr-only"> (undone: redo replays it)</span>}
    </button>
  );
});

/** The other lines that leave `n`: each with its first action, its length, and where it ends. */
function Branches({ t, n, next, title, onJump }: { t: Timeline; n: TimelineNode; next: number | undefined; title: string; onJump: (id: number) => void }) {
  const others = n.children.filter((c) => c !== next);
  if (!others.length) return null;
  return (
    <ul className="ml-8 border-l-2 border-dashed border-violet-400 pl-2">
      {others.map((c) => {
        const line = [t.nodes[c], ...lineAfter(t, c)];
        const end = line[line.length - 1];
        return (
          <li key={c}>
            <button type="button" onClick={() => onJump(end.id)} className={`${STEP} text-sm text-violet-200`}>
              <span>
                other line: <SymbolText text={textOf(t, t.nodes[c], title)} /> ({line.length} action{line.length === 1 ? '' : 's'})
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const NOW = (s: GameStore) => s.cursor;

export function TimelinePanel() {
  const api = useGameApi();
  const t = useGameStore((s) => s.timeline);
  const cursor = useGameStore(NOW);
  const title = useGameStore((s) => s.title);
  useGameStore((s) => s.version);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest' });
  }, [cursor, t]);
  const [limit, more] = useShownActions(t);
  const done = lastOnPath(t, cursor, limit);
  const earlier = t.nodes[cursor].depth + 1 - done.length;
  const undone = lineAfter(t, cursor, limit);
  const line = [...done, ...undone];
  const moreUndone = undone.length > 0 && redoTarget(t, undone[undone.length - 1].id) !== undefined;
  const jump = (id: number) => {
    cancel();
    api.getState().jump(id);
  };
  return (
    <ol ref={list} aria-label="Actions of the current line" className="min-h-0 flex-1 overflow-y-auto pr-1 text-sm">
      {earlier > 0 && <EarlierItem count={earlier} onShow={more} />}
      {line.map((n, i) => (
        <li key={n.id}>
          <Row t={t} n={n} title={title} now={n.id === cursor} undone={i >= done.length} onJump={jump} />
          <Branches t={t} n={n} next={line[i + 1]?.id} title={title} onJump={jump} />
        </li>
      ))}
      {moreUndone && <li className="px-1.5 py-1 italic text-slate-400">More undone actions follow: redo replays them.</li>}
    </ol>
  );
}
