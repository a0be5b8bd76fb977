// history/: the log and the timeline, with Re-roll beside random results.
// What happened, two ways: the log (every event with its rule) and the timeline (one line per
// action, to jump back to any of them). Tabs as ARIA describes them: arrows move between them.
import type { KeyboardEvent } from 'react';
import { usePage } from '../pageStore';
import { LogPanel } from './LogPanel';
import { TimelinePanel } from './TimelinePanel';

const TABS = [
  { id: 'log', label: 'Log' },
  { id: 'timeline', label: 'Timeline' },
] as const;

export function HistoryTabs() {
  const tab = usePage((p) => p.tab);
  const choose = (id: (typeof TABS)[number]['id']) => usePage.getState().setTab(id);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + 1) % TABS.length].id;
    choose(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col rounded-xl border border-slate-700 bg-slate-900/70 p-3">
      <div role="tablist" aria-label="History" className="mb-1 flex gap-1" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={tab === t.id ? `panel-${t.id}` : undefined}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => choose(t.id)}
            className={`rounded-t px-2 py-0.5 text-sm font-semibold uppercase tracking-wide focus-visible:outline-2 focus-visible:outline-sky-300 ${
              tab === t.id ? 'border-b-2 border-sky-300 text-slate-50' : 'text-slate-400 hover:text-slate-200'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="flex min-h-0 flex-1 flex-col">
        {tab === 'log' ? <LogPanel /> : <TimelinePanel />}
      </div>
    </div>
  );
}
