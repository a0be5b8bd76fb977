// The tabs at the foot of a narrow screen (NarrowTable): the board, the stack (with how many
// objects are on it), the history, and the builder, the scenario being learned or the layers while
// one is open. Tabs as ARIA describes them: the arrow keys move between them.
import type { KeyboardEvent } from 'react';
import { useGame } from '../context';
import { usePage, type Pane } from '../pageStore';

export const paneId = (p: Pane) => `pane-${p}`;
export const tabId = (p: Pane) => `pane-tab-${p}`;

const SIDE_LABEL = { build: 'Builder', learn: 'Learn', layers: 'Layers' } as const;

export function PaneTabs({ shown }: { shown: Pane }) {
  const side = usePage((p) => p.side);
  const stack = useGame((s) => s.stack.length);
  const tabs: { pane: Pane; label: string; count?: number }[] = [
    { pane: 'board', label: 'Board' },
    { pane: 'stack', label: 'Stack', count: stack },
    { pane: 'history', label: 'History' },
  ];
  if (side) tabs.push({ pane: 'side', label: SIDE_LABEL[side] });
  const choose = (pane: Pane) => usePage.getState().setPane(pane);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const at = tabs.findIndex((t) => t.pane === shown);
    const next = tabs[(at + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length].pane;
    choose(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div role="tablist" aria-label="Table" onKeyDown={onKey} className="grid auto-cols-fr grid-flow-col border-t border-slate-600 bg-slate-900">
      {tabs.map((t) => (
        <button
          key={t.pane}
          id={tabId(t.pane)}
          type="button"
          role="tab"
          aria-selected={shown === t.pane}
          aria-controls={paneId(t.pane)}
          tabIndex={shown === t.pane ? 0 : -1}
          onClick={() => choose(t.pane)}
          className={`min-h-11 px-1 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-sky-300 ${
            shown === t.pane ? 'border-t-2 border-sky-300 bg-slate-800 text-slate-50' : 'border-t-2 border-transparent text-slate-300'
          }`}
        >
          {t.label}
          {t.count ? (
            <span className="ml-1 rounded-full bg-sky-300 px-1.5 text-xs text-sky-950">
              {t.count}
            </span>
          ) : null}
        </button>
      ))}
      {/* The fourth tab's place is kept while no column is open: the others don't change width when it comes. */}
      {!side && <span aria-hidden="true" />}
    </div>
  );
}
